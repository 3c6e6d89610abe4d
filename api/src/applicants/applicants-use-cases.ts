// The applicants' stories. The applicant's own (apply, look up, edit, cancel) check that the verified
// person is the one named and write only while the round is open; the admin's (the lists, the Excel
// export, the winning states) write their audit rows in the same transaction as what they record.
import { apiMessages } from '@portal/shared-types/common/api-messages';
import type {
  ApplicantLookup,
  ApplicantSubmission,
  StatusUpdate,
} from '@portal/shared-types/applicants/applicants.schema';
import { filterApplicants } from '@portal/shared-types/applicants/applicant-search';
import { normalizeWinningState, validateReserve } from '@portal/shared-types/applicants/winning-state-rules';
import { messages } from '@portal/shared-types/common/messages';
import { winningEditsRefusal } from '@portal/shared-types/after-draw/change-rules';
import { roundSupply } from '@portal/shared-types/draw/draw-plan';
import { formatWinningState, parseWinningState } from '@portal/shared-types/draw/winning-state';
import { drawMessages } from '@portal/shared-types/draw/draw-api.schema';
import { chooseCurrentRound, roundProgress, type Round } from '@portal/shared-types/rounds/round-rules';
import { appendAccess, auditEntry, type AccessBy } from '../audit/audit-log';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import { auditedWrite, transaction } from '../db/transaction';
import type { Tx } from '../db/tx';
import { findDraw, type DrawRow } from '../draw/draw-repository';
import { AppError, badRequest, conflict, notFound } from '../http/app-error';
import type { VerifiedPerson } from '../identity/verification-token';
import { enqueue, submittedMessage, winningStateChangedMessage, type NewMessage } from '../notify/outbox';
import { findRound, findRoundSettings, listRounds, lockRound } from '../rounds/rounds-repository';
import type { Clock } from '../time/clock';
import {
  applicantCounts,
  applicantsOfRound,
  applicantsOfRoundBatch,
  deleteApplicant,
  findApplicant,
  findApplications,
  insertApplicant,
  insertApplicantIfRoundOpen,
  lockApplicantsOfRound,
  pageOfRound,
  reserveHoldersOfRound,
  toRecord,
  updateApplicantAnswers,
  type ApplicantRecord,
} from './applicants-repository';

// an applicant as the use cases answer it, which the routes write out
export type { ApplicantRecord };
import {
  summariesOfApplicants,
  summariesOfRound,
  summariesOfRows,
  summaryOfApplication,
  type RoundReads,
} from '../after-draw/status/summaries';
import type { ApplicantPageQuery } from '@portal/shared-types/applicants/applicant-page.schema';
import { callsOfRound } from '../after-draw/after-draw-repository';
import { isUniqueViolation } from '../db/unique-violation';
import { drawnRanks } from '../draw/draw-info-use-cases';
import { writeApplicantsFile } from './excel-file';
import { setWinningStates } from './winning-state-repository';

/** What the applicants' stories use. */
export interface ApplicantsDeps {
  db: Db;
  clock: Clock;
  /** a winning-state save drops the rounds' cached answers (the draw's public results show them) */
  cache: PublicCache;
}

/** One applicant's new state in a winning-state save. */
export type WinningStateUpdate = StatusUpdate['statusUpdates'][number];

/**
 * Why the save is refused after the draw, or null: the rules read the reserves the draw gave each type
 * (the round's supply when the draw row has none) and who was called from which reserve number.
 */
async function editorRefusal(
  tx: Tx,
  roundId: number,
  draw: DrawRow | null,
  current: readonly ApplicantRecord[],
  updates: readonly WinningStateUpdate[],
) {
  if (!draw?.drawnAt) return null;
  const settings = await findRoundSettings(tx, roundId);
  const supply = draw.supply ?? roundSupply(settings?.supplyTypes ?? [], settings?.supply ?? {});
  const reserves = Object.fromEntries(Object.entries(supply).map(([type, { reserves }]) => [type, reserves]));
  const calls = await callsOfRound(tx, roundId);
  const rows = current.map((applicant) => ({
    ...applicant,
    calledFromReserve: calls.find((call) => call.calledApplicantId === applicant.id)?.reserveNumber ?? null,
  }));
  return winningEditsRefusal({ drawn: true, reserves }, rows, updates);
}

/** What lets a submission in (the waiting room's pass), and gives it back when nothing was written. */
export type Admission = () => Promise<() => Promise<void>>;

/** The applicants with their state now (after-draw's derivation), for the admin's list and file. */
async function withStates(db: Db | Tx, roundId: number, rows: readonly ApplicantRecord[], now: Date) {
  const states = await summariesOfRound(db, roundId, now);
  return rows.map((row) => ({ ...row, afterDraw: states.get(row.id) ?? null }));
}

const samePerson = (a: VerifiedPerson, name: string, phone: string) =>
  a.name.trim() === name.trim() && a.phone === phone;

function assertSamePerson(person: VerifiedPerson, ...named: { name: string; phone: string }[]) {
  if (!named.every(({ name, phone }) => samePerson(person, name, phone)))
    throw new AppError(403, apiMessages.verificationMismatch);
}

function assertSupplyTypeOffered(round: Round, submission: ApplicantSubmission) {
  if (!round.subscriptionType.includes(submission.supplyType))
    throw badRequest(apiMessages.supplyTypeNotInRound);
}

/** Rows read per batch by the Excel export. */
const EXPORT_BATCH = 5_000;
const MAX_ID = 2_147_483_647;

export function applicantUseCases({ db, clock, cache }: ApplicantsDeps) {
  // the Excel exports, one after another (exportFile)
  let exports: Promise<unknown> = Promise.resolve();
  /**
   * Runs an application write while its round is open (409 otherwise). The round row is held FOR SHARE
   * until the write commits, so a close (FOR UPDATE) waits for it, or it waits for the close and sees it.
   */
  const whileRoundOpen = <T>(roundId: number, write: (tx: Tx, round: Round) => Promise<T>): Promise<T> =>
    transaction(db, async (tx) => {
      const round = await lockRound(tx, roundId, 'share');
      if (!round) throw notFound(messages.notFound);
      if (roundProgress(round, clock.now()) !== 'open') throw conflict(apiMessages.roundNotOpen);
      return write(tx, round);
    });

  /** The person's own application, 404 when missing, 403 when it is someone else's. */
  async function ownApplication(person: VerifiedPerson, applicantId: number) {
    const applicant = await findApplicant(db, applicantId);
    if (!applicant) throw notFound(messages.notFound);
    assertSamePerson(person, { name: applicant.name, phone: applicant.phoneNumber });
    return applicant;
  }

  async function assertRoundExists(roundId: number) {
    if (!(await findRound(db, roundId))) throw notFound(messages.notFound);
  }

  return {
    /** The person is checked first: a refused submission must not use up the waiting-room pass. */
    async apply(
      person: VerifiedPerson,
      submission: ApplicantSubmission,
      admit: Admission = async () => async () => undefined,
    ) {
      assertSamePerson(person, submission);
      const onRefused = await admit();
      try {
        return (
          (await insertApplicantIfRoundOpen(db, submission, clock.now())) ??
          // Not inserted: the same checks inside a transaction say why (404, 409 or 400).
          (await whileRoundOpen(submission.supplyUid, async (tx, round) => {
            assertSupplyTypeOffered(round, submission);
            const applicant = await insertApplicant(tx, submission);
            await enqueue(tx, [submittedMessage(applicant)], clock.now());
            return applicant;
          }))
        );
      } catch (error) {
        await onRefused();
        // the unique index decides, so concurrent duplicates leave exactly one row
        if (isUniqueViolation(error)) throw conflict(messages.alreadyApplied);
        throw error;
      }
    },

    /**
     * Only the verified person's own. With a round given, the application of that round; without,
     * the one in the current round (as the apply side chooses it) if any, else the newest. 404 when none.
     */
    async lookUp(person: VerifiedPerson, lookup: ApplicantLookup) {
      assertSamePerson(person, lookup);
      const found = await findApplications(db, lookup.name, lookup.phone, lookup.uid);
      if (found.length === 0) throw notFound(messages.noApplication);
      const current = lookup.uid !== undefined ? null : chooseCurrentRound(await listRounds(db), clock.now());
      const chosen = found.find((applicant) => applicant.roundId === current?.id) ?? found[0]!;
      // the state now, as every other surface says it: no 당첨 badge after 부적격 or 포기
      return { ...chosen, afterDraw: await summaryOfApplication(db, chosen.id, clock.now()) };
    },

    /**
     * The application the verified person made in the round, or null: asked by /apply right after the
     * verification. Name and phone are the token's, so nobody learns of anyone else's application.
     */
    async applicationInRound(person: VerifiedPerson, roundId: number) {
      const [found] = await findApplications(db, person.name.trim(), person.phone, roundId);
      return found ?? null;
    },

    async edit(person: VerifiedPerson, applicantId: number, submission: ApplicantSubmission) {
      const applicant = await ownApplication(person, applicantId);
      assertSamePerson(person, submission);
      if (submission.supplyUid !== applicant.roundId) throw badRequest(messages.roundIdInvalid);
      const updated = await whileRoundOpen(applicant.roundId, (tx, round) => {
        assertSupplyTypeOffered(round, submission);
        return updateApplicantAnswers(tx, applicant.id, submission);
      });
      if (!updated) throw notFound(messages.notFound);
      return updated;
    },

    async cancel(person: VerifiedPerson, applicantId: number) {
      const applicant = await ownApplication(person, applicantId);
      await whileRoundOpen(applicant.roundId, (tx) => deleteApplicant(tx, applicant.id));
    },

    counts: () => applicantCounts(db),

    /**
     * 접속기록: a page of the list (names, phones, answers) was shown; recorded before it leaves the server,
     * with the 접수번호 of exactly the rows sent (an empty page is recorded too: the search was made).
     */
    async ofRound(by: AccessBy, roundId: number, query: ApplicantPageQuery) {
      await assertRoundExists(roundId);
      const [{ items, total }, reserveHolders] = await Promise.all([
        pageOfRound(db, roundId, query),
        reserveHoldersOfRound(db, roundId),
      ]);
      const states = await summariesOfApplicants(
        db,
        roundId,
        items.map((row) => row.id),
        clock.now(),
      );
      const rows = items.map((row) => ({ ...row, afterDraw: states.get(row.id) ?? null }));
      await appendAccess(db, by, {
        kind: 'accessList',
        action: 'list',
        roundId,
        details: {
          count: rows.length,
          receiptNumbers: rows.map((row) => row.receiptNumber),
          page: query.page,
          total,
          search: query.search.trim() ? '(검색어 있음)' : '',
        },
      });
      return { items: rows, reserveHolders, total, page: query.page, size: query.size };
    },

    /**
     * The Excel file of the round's applicants (searched), written here so that the browser never holds
     * the rows. The rows are read in batches; the record holds what the file holds: count and receipt
     * numbers, with the reason. One export at a time per process: two files of a large round are never
     * in memory together. Null when no applicant matches (nothing recorded).
     */
    exportFile(by: AccessBy, roundId: number, search: string, reason: string) {
      const run = exports.then(async () => {
        const round = await findRound(db, roundId);
        if (!round) throw notFound(messages.notFound);
        const now = clock.now();
        // the state now of a batch's applicants: their own reviews and calls, the round's settings and
        // reserve line read once (never the whole round at once)
        const reads: RoundReads = {};
        const read = (afterId: number) => {
          const rows = applicantsOfRoundBatch(db, roundId, {
            afterId,
            throughId: MAX_ID,
            limit: EXPORT_BATCH,
          });
          // awaited below; a read left behind when the file fails must not be an unhandled rejection
          rows.catch(() => undefined);
          return rows;
        };
        // the next batch is read while this one is made into rows (the first while the ranks are found)
        let next = read(0);
        const ranks = await drawnRanks({ db }, roundId);
        async function* batches() {
          for (;;) {
            const rows = await next;
            if (rows.length === 0) break;
            next = read(rows.at(-1)!.id);
            const found = filterApplicants(rows.map(toRecord), search);
            const ids = new Set(found.map((record) => record.id));
            const states = await summariesOfRows(
              db,
              roundId,
              rows.filter((row) => ids.has(row.id)),
              now,
              reads,
            );
            yield found.map((record) => ({ ...record, afterDraw: states.get(record.id) ?? null }));
          }
        }
        const written = await writeApplicantsFile(batches(), ranks);
        if (!written) return null;
        await appendAccess(db, by, {
          kind: 'accessExport',
          action: 'excel',
          roundId,
          details: {
            rows: written.receiptNumbers.length,
            receiptNumbers: written.receiptNumbers,
            search: search.trim() ? '(검색어 있음)' : '',
            reason,
          },
        });
        return { file: written.file, title: round.title, at: now };
      });
      exports = run.catch(() => undefined);
      return run;
    },

    /**
     * Saves the round's winning states before the draw: every change audited, and the applicant told of a
     * real change; all in one transaction. After the draw it changes nothing. Answers the round's list.
     */
    async saveWinningStates(
      roundId: number,
      updates: WinningStateUpdate[],
      reason: string | undefined,
      actor: string,
    ) {
      await assertRoundExists(roundId);
      const save = () =>
        auditedWrite(db, async (tx) => {
          const current = await lockApplicantsOfRound(tx, roundId);
          const byId = new Map(current.map((applicant) => [applicant.id, applicant]));
          if (updates.some((update) => !byId.has(update.applicantId)))
            throw badRequest(apiMessages.applicantNotInRound);
          const draw = await findDraw(tx, roundId);
          // after the draw the generic editor changes no result: the review and the reserve calls do
          const refused = await editorRefusal(tx, roundId, draw, current, updates);
          if (refused) throw conflict(refused.message);
          const pending = Object.fromEntries(updates.map((u) => [u.applicantId, u.winningState]));
          // the schema's '예비 N' may still name a number too big to read back: such a reserve has none
          const invalid = validateReserve(current, pending);
          if (invalid === messages.reserveNumberMissing) throw badRequest(invalid);
          if (invalid) throw conflict(invalid);
          const changes = updates.map((update) => {
            const applicant = byId.get(update.applicantId)!;
            const state = parseWinningState(update.winningState);
            return {
              applicant,
              state,
              oldState: normalizeWinningState(applicant.winningState),
              newState: formatWinningState(state),
            };
          });
          // after the draw a save still names its reason; it changes nothing (editorRefusal above), every
          // change being a move of the review or the reserve calls
          if (draw?.drawnAt && !reason) throw badRequest(drawMessages.amendmentReason);
          const states = changes.map(({ applicant, state }) => ({ applicantId: applicant.id, state }));
          await setWinningStates(tx, roundId, states, clock.now());
          const notices: NewMessage[] = [];
          for (const change of changes) {
            const changeId = await auditEntry(tx, {
              actor,
              kind: 'winningState',
              action: 'update',
              roundId,
              target: change.applicant.receiptNumber,
              before: { winningState: change.oldState },
              after: { winningState: change.newState, ...(reason ? { reason } : {}) },
            });
            // the applicant hears of a real change only; saving the same state again says nothing
            if (change.oldState !== change.newState)
              notices.push(winningStateChangedMessage({ id: change.applicant.id, roundId }, changeId));
          }
          await enqueue(tx, notices, clock.now());
          return withStates(tx, roundId, await applicantsOfRound(tx, roundId), clock.now());
        });
      return cache.writing('rounds', save);
    },
  };
}
