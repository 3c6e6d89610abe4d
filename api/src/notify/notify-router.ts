import { and, eq } from 'drizzle-orm';
import { Router } from 'express';
import { notifyCalls } from '@portal/shared-types/http/calls/notify';
import { notifyMessages, type OutboxMessage } from '@portal/shared-types/notify/notify';
import { messages } from '@portal/shared-types/common/messages';
import { actorOf, audit } from '../audit/audit-log';
import { conflict, notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { findApplicant } from '../applicants/applicants-repository';
import { fallbackChannel } from '@portal/shared-types/notify/templates';
import { noticeBytes, noticeMessages, renderNotice } from '@portal/shared-types/notify/notice';
import { findRound, lockRound } from '../rounds/rounds-repository';
import { outboxMessages } from '../db/schema';
import {
  findMessage,
  messagesOfApplicant,
  pauseOf,
  roundCounts,
  sendAgain,
  setPause,
} from './outbox-repository';
import { countAudience, enqueueNotice } from './outbox';

/** The admin's view of the outbox: per applicant, per round, a dead message sent again. */
export function notifyRouter({ db, admin, clock, notify }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  serve(notifyCalls.status, (_req, res) => {
    res.json(notify.status);
  });
  const roundState = async (roundId: number) => ({
    roundId,
    counts: await roundCounts(db, roundId),
    paused: await pauseOf(db, roundId),
  });
  serve(notifyCalls.ofRound, async (req, res) => {
    if (!(await findRound(db, req.params.id))) throw notFound(messages.notFound);
    res.json(await roundState(req.params.id));
  });
  serve(notifyCalls.pause, async (req, res) => {
    const roundId = req.params.id;
    const { paused } = req.body;
    await db.transaction(async (tx) => {
      if (!(await findRound(tx, roundId))) throw notFound(messages.notFound);
      const before = await pauseOf(tx, roundId);
      // saving the state it already has changes nothing and writes no entry
      if ((before !== null) === paused) return;
      await setPause(tx, roundId, paused, actorOf(res), clock.now());
      await audit(tx, {
        actor: actorOf(res),
        kind: 'message',
        action: paused ? 'pause' : 'resume',
        roundId,
        target: String(roundId),
        before: { paused: before !== null },
        after: { paused },
      });
    });
    res.json(await roundState(roundId));
  });
  serve(notifyCalls.noticePreview, async (req, res) => {
    if (!(await findRound(db, req.params.id))) throw notFound(messages.notFound);
    const body = renderNotice(req.body.text);
    res.json({
      body,
      bytes: noticeBytes(req.body.text),
      fallback: fallbackChannel(body),
      recipients: await countAudience(db, req.params.id, req.body.audience),
    });
  });
  serve(notifyCalls.notice, async (req, res) => {
    const roundId = req.params.id;
    const { audience, text, noticeId } = req.body;
    const body = renderNotice(text);
    const queued = await db.transaction(async (tx) => {
      // the round's lock keeps its applicants' states still while the notice picks its recipients
      if (!(await lockRound(tx, roundId, 'share'))) throw notFound(messages.notFound);
      const inserted = await enqueueNotice(tx, { roundId, audience, noticeId, body }, clock.now());
      if (inserted === 0) {
        // confirmed again (a double click, a retried request): the first one's messages stand
        const again = await tx.$count(
          outboxMessages,
          and(eq(outboxMessages.roundId, roundId), eq(outboxMessages.eventKey, noticeId)),
        );
        if (again > 0) return again;
        throw conflict(noticeMessages.noRecipients);
      }
      await audit(tx, {
        actor: actorOf(res),
        kind: 'message',
        action: 'notice',
        roundId,
        target: noticeId,
        after: { audience, text: body, recipients: inserted },
      });
      return inserted;
    });
    res.json({ noticeId, queued });
  });
  serve(notifyCalls.ofApplicant, async (req, res) => {
    if (!(await findApplicant(db, req.params.id))) throw notFound(messages.notFound);
    res.json(await messagesOfApplicant(db, req.params.id));
  });
  serve(notifyCalls.retry, async (req, res) => {
    const id = req.params.id;
    const retried: OutboxMessage | null = await db.transaction(async (tx) => {
      const message = await findMessage(tx, id, true);
      if (!message) throw notFound(messages.notFound);
      if (message.state !== 'dead') throw conflict(notifyMessages.notDead);
      const again = await sendAgain(tx, id, clock.now());
      await audit(tx, {
        actor: actorOf(res),
        kind: 'message',
        action: 'retry',
        roundId: message.roundId,
        target: String(id),
        before: { state: message.state, attempts: message.attempts, lastError: message.lastError },
        after: { state: again.state },
      });
      return again;
    });
    res.json(retried);
  });
  serve(notifyCalls.devMessages, (_req, res) => {
    if (!notify.dev) throw notFound(notifyMessages.noDevProvider);
    res.json([...notify.dev.messages].reverse());
  });
  serve(notifyCalls.devMode, (req, res) => {
    if (!notify.dev) throw notFound(notifyMessages.noDevProvider);
    notify.dev.mode = req.body.mode;
    res.status(204).end();
  });
  return router;
}
