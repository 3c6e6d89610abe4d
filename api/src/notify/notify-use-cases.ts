import { messages } from '@portal/shared-types/common/messages';
import { fallbackChannel } from '@portal/shared-types/notify/templates';
import {
  noticeBytes,
  noticeMessages,
  renderNotice,
  type NoticeAudience,
} from '@portal/shared-types/notify/notice';
import { notifyMessages, type OutboxMessage } from '@portal/shared-types/notify/notify';
import { failedMessageTexts } from '@portal/shared-types/notify/failed';
import { appendAccess, audit, type AccessBy } from '../audit/audit-log';
import type { Db } from '../db/database';
import { auditedWrite } from '../db/transaction';
import { conflict, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import { findRound, lockRound } from '../rounds/rounds-repository';
import {
  applicantExists,
  countOfOccurrence,
  failedOfRound,
  findMessage,
  messagesOfApplicant,
  pauseOf,
  roundCounts,
  sendAgain,
  sendFailedAgain,
  setPause,
} from './notify-repository';
import { enqueueNotice } from './outbox';
import { noticeAudience } from './notice-audience';

/** What the admin's message stories use. */
export interface NotifyDeps {
  db: Db;
  clock: Clock;
}

/** The admin's side of the outbox: a round's counts and pause, a notice, an applicant's messages, a send again. */
export function notifyUseCases({ db, clock }: NotifyDeps) {
  const roundState = async (roundId: number) => ({
    roundId,
    counts: await roundCounts(db, roundId),
    paused: await pauseOf(db, roundId),
  });
  const assertRound = async (roundId: number) => {
    if (!(await findRound(db, roundId))) throw notFound(messages.notFound);
  };

  return {
    async ofRound(roundId: number) {
      await assertRound(roundId);
      return roundState(roundId);
    },

    /** A paused round's messages get no job (and give back one they had) until it is resumed. */
    async pause(roundId: number, paused: boolean, actor: string) {
      await auditedWrite(db, async (tx) => {
        if (!(await findRound(tx, roundId))) throw notFound(messages.notFound);
        const before = await pauseOf(tx, roundId);
        // saving the state it already has changes nothing and writes no entry
        if ((before !== null) === paused) return;
        await setPause(tx, roundId, paused, actor, clock.now());
        await audit(tx, {
          actor,
          kind: 'message',
          action: paused ? 'pause' : 'resume',
          roundId,
          target: String(roundId),
          before: { paused: before !== null },
          after: { paused },
        });
      });
      return roundState(roundId);
    },

    async previewNotice(roundId: number, audience: NoticeAudience, text: string) {
      await assertRound(roundId);
      const body = renderNotice(text);
      const { count } = await noticeAudience(db, roundId, audience, clock.now());
      return {
        body,
        bytes: noticeBytes(text),
        fallback: fallbackChannel(body),
        recipients: count.recipients,
        rule: count.rule,
        summary: count.summary,
        included: count.included,
        excluded: count.excluded,
      };
    },

    /** Queues the notice once per `noticeId`: confirmed again, the first one's messages stand. */
    async sendNotice(
      roundId: number,
      notice: { audience: NoticeAudience; text: string; noticeId: string },
      actor: string,
    ) {
      const { audience, noticeId } = notice;
      const body = renderNotice(notice.text);
      const queued = await auditedWrite(db, async (tx) => {
        // the round's lock keeps its applicants' states still while the notice picks its recipients
        if (!(await lockRound(tx, roundId, 'share'))) throw notFound(messages.notFound);
        const now = clock.now();
        const { applicantIds } = await noticeAudience(tx, roundId, audience, now);
        const inserted = await enqueueNotice(tx, { roundId, applicantIds, noticeId, body }, now);
        if (inserted === 0) {
          // confirmed again (a double click, a retried request): the first one's messages stand
          const again = await countOfOccurrence(tx, roundId, noticeId);
          if (again > 0) return again;
          throw conflict(noticeMessages.noRecipients);
        }
        await audit(tx, {
          actor,
          kind: 'message',
          action: 'notice',
          roundId,
          target: noticeId,
          after: { audience, text: body, recipients: inserted },
        });
        return inserted;
      });
      return { noticeId, queued };
    },

    /** 접속기록: receipt numbers and masked names were shown; recorded before they leave the server. */
    async failedOfRound(by: AccessBy, roundId: number) {
      await assertRound(roundId);
      const { total, messages: list } = await failedOfRound(db, roundId);
      await appendAccess(db, by, {
        kind: 'accessList',
        action: 'failedMessages',
        roundId,
        details: { count: list.length },
      });
      return { roundId, total, messages: list };
    },

    /**
     * Every failed message of the round queued again at once (one audit entry with the ids). Refused while
     * the round is paused: the messages would only wait, and the admin paused it for a reason. Nothing
     * left to send (a second click) answers 0 and writes no entry.
     */
    async sendFailedAgain(roundId: number, actor: string) {
      const resent = await auditedWrite(db, async (tx) => {
        if (!(await findRound(tx, roundId))) throw notFound(messages.notFound);
        // pause and resume are audited writes too: the chain's lock keeps the pause still until commit
        if (await pauseOf(tx, roundId)) throw conflict(failedMessageTexts.paused);
        const ids = await sendFailedAgain(tx, roundId, clock.now());
        if (ids.length === 0) return 0;
        await audit(tx, {
          actor,
          kind: 'message',
          action: 'retryFailed',
          roundId,
          target: String(roundId),
          after: { count: ids.length, ids },
        });
        return ids.length;
      });
      return { roundId, resent };
    },

    async ofApplicant(applicantId: number) {
      if (!(await applicantExists(db, applicantId))) throw notFound(messages.notFound);
      return messagesOfApplicant(db, applicantId);
    },

    /** A dead message queued again (audited); the worker gives it a new job. */
    async sendAgain(id: number, actor: string): Promise<OutboxMessage> {
      return auditedWrite(db, async (tx) => {
        const message = await findMessage(tx, id, true);
        if (!message) throw notFound(messages.notFound);
        if (message.state !== 'dead') throw conflict(notifyMessages.notDead);
        const again = await sendAgain(tx, id, clock.now());
        await audit(tx, {
          actor,
          kind: 'message',
          action: 'retry',
          roundId: message.roundId,
          target: String(id),
          before: { state: message.state, attempts: message.attempts, lastError: message.lastError },
          after: { state: again.state },
        });
        return again;
      });
    },
  };
}
