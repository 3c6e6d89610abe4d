// The admins' side of the documents: a round's deadline and 계약 안내, the review queue, one applicant's
// review, their files (every read recorded), marks, decisions, deadlines and 계약 완료. Each change of the
// application is a move (moves/record-move.ts): its event, audit entry, public entry and message are
// written in the change's own transaction, after moveRefusal let it through.
import { messages } from '@portal/shared-types/common/messages';
import { OBJECTION_FILE_ITEM, objectionMessages } from '@portal/shared-types/after-draw/objection-rules';
import {
  documentStageLabels,
  reviewMessages,
  DOCUMENT_STAGES,
  type DocumentStage,
} from '@portal/shared-types/after-draw/status-rules';
import { mayStillUpload } from '@portal/shared-types/after-draw/change-rules';
import { moveRefusal } from '@portal/shared-types/after-draw/move-rules';
import { applicationStateLabels, VACATED_STATES } from '@portal/shared-types/after-draw/application-status';
import {
  type AfterDrawSettings,
  type AfterDrawSettingsInput,
  type ApplicantReview,
  type Decision,
  type MarkFile,
  type ReviewQueue,
} from '@portal/shared-types/after-draw/after-draw.schema';
import { appendAccess, auditEntry, type AccessBy } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { auditedWrite } from '../../db/transaction';
import type { Tx } from '../../db/tx';
import { conflict, notFound } from '../../http/app-error';
import { enqueue, type NewMessage } from '../../notify/outbox';
import {
  callsInvolving,
  filesOf,
  filesOfRound,
  findApplicantRow,
  findFile,
  findReview,
  findRoundRow,
  findSettings,
  lockApplicantRow,
  lockSettings,
  saveReview,
  saveSettings,
  updateFile,
  type ApplicantRow,
  type SettingsRow,
} from '../after-draw-repository';
import { afterDrawMessage } from '../after-draw-messages';
import { lapseIfDue, LAPSE_WITHDRAWN_REASONS, withdrawLapse } from '../moves/lapses';
import { recordMove } from '../moves/record-move';
import { checklistWithFiles, contractNoticeOf, stateOf, toDocumentFile } from '../status/application-state';
import { objectionBlock } from '../objections/objection-block';
import { objectionsOf } from '../objections/objections-repository';
import { lockedApplicationRows, roundStatuses, rowsOf } from '../status/round-statuses';
import type { DocumentStore } from '../documents/document-store';

export interface ReviewDeps {
  db: Db;
  now: () => Date;
  documents: DocumentStore;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function settingsResponse(roundId: number, row: SettingsRow | null): AfterDrawSettings {
  return { roundId, documentsDeadline: iso(row?.documentsDeadline), contract: contractNoticeOf(row) };
}

async function existingRound(db: Db | Tx, roundId: number) {
  const round = await findRoundRow(db, roundId);
  if (!round) throw notFound(messages.notFound);
  return round;
}

export async function settingsOf({ db }: ReviewDeps, roundId: number): Promise<AfterDrawSettings> {
  await existingRound(db, roundId);
  return settingsResponse(roundId, await findSettings(db, roundId));
}

/**
 * Saves the round's deadline and 계약 안내. A new or moved deadline tells every winner still to hand in
 * documents; a new or changed 계약 안내 tells every eligible winner.
 */
export async function saveRoundSettings(
  { db, now }: ReviewDeps,
  roundId: number,
  input: AfterDrawSettingsInput,
  actor: string,
): Promise<AfterDrawSettings> {
  return auditedWrite(db, async (tx) => {
    await existingRound(tx, roundId);
    const before = await lockSettings(tx, roundId);
    const at = now();
    // winners out by 기한 경과 whom a later round deadline may bring back: their lapse is written first,
    // under their lock, so the public file can say it is withdrawn
    const lapsedBefore = (await roundStates(tx, roundId, at)).filter(({ state }) => state.state === 'lapsed');
    for (const { facts, state } of lapsedBefore) {
      await lockApplicantRow(tx, facts.applicant.id);
      await lapseIfDue(tx, facts, state, at);
    }
    const saved = await saveSettings(
      tx,
      roundId,
      {
        documentsDeadline: input.documentsDeadline ? new Date(input.documentsDeadline) : null,
        contractDate: input.contract?.date ?? null,
        contractTime: input.contract?.time ?? null,
        contractPlace: input.contract?.place ?? null,
        contractBring: input.contract?.bring ?? null,
      },
      at,
    );
    const beforeSettings = settingsResponse(roundId, before);
    const afterSettings = settingsResponse(roundId, saved);
    const changeId = await auditEntry(tx, {
      actor,
      kind: 'review',
      action: 'settings',
      roundId,
      before: beforeSettings,
      after: afterSettings,
    });
    if (lapsedBefore.length > 0) {
      const after = new Map(
        (await roundStates(tx, roundId, at)).map(({ facts, state }) => [facts.applicant.id, state]),
      );
      for (const { facts, state } of lapsedBefore) {
        const now = after.get(facts.applicant.id);
        const outAfter = !now || VACATED_STATES.includes(now.state);
        await withdrawLapse(
          tx,
          { applicant: facts.applicant, before: state, outAfter },
          actor,
          at,
          LAPSE_WITHDRAWN_REASONS.extended,
        );
      }
    }
    const deadlineSet =
      afterSettings.documentsDeadline !== null &&
      afterSettings.documentsDeadline !== beforeSettings.documentsDeadline;
    const contractSet =
      afterSettings.contract !== null &&
      JSON.stringify(afterSettings.contract) !== JSON.stringify(beforeSettings.contract);
    if (deadlineSet || contractSet) {
      const notices: NewMessage[] = [];
      for (const { facts, state } of await roundStates(tx, roundId, at)) {
        if (
          deadlineSet &&
          (state.stage === 'requested' || state.stage === 'supplement') &&
          state.currentWinner
        )
          notices.push(afterDrawMessage('documentsRequested', facts.applicant, changeId));
        if (contractSet && state.contract === 'notice')
          notices.push(afterDrawMessage('contractNotice', facts.applicant, changeId));
      }
      await enqueue(tx, notices, at);
    }
    return afterSettings;
  });
}

/** Every winner of the round (drawn or called, in or out) with their derived state, in id order. */
async function roundStates(db: Db | Tx, roundId: number, now: Date) {
  return (await roundStatuses(db, roundId, now))
    .filter(({ state }) => state.winner)
    .map(({ rows, state }) => ({ facts: rows, state }));
}

/** the stages the review queue counts: every one but 서류 없음 */
const STAGE_COUNTS = DOCUMENT_STAGES.filter((stage) => stage !== 'notRequired');

/** Who reads, taken from the request only as the read is recorded: an unknown item stays a 404. */
type ReaderOf = () => AccessBy;

/** The round's winners and called reserves with their stage; recorded as an access (names are shown). */
export async function reviewQueue(
  { db, now }: ReviewDeps,
  roundId: number,
  by: ReaderOf,
): Promise<ReviewQueue> {
  const round = await existingRound(db, roundId);
  const at = now();
  const states = await roundStates(db, roundId, at);
  const files = await filesOfRound(db, roundId);
  const entries = states.map(({ facts, state }) => {
    const own = files.filter((file) => file.applicantId === facts.applicant.id);
    return {
      applicantId: facts.applicant.id,
      receiptNumber: facts.applicant.receiptNumber,
      name: facts.applicant.name,
      supplyType: facts.applicant.supplyType,
      resultLabel: state.result.label,
      state: state.state,
      stateLabel: state.label,
      vacated: state.vacated,
      stage: state.stage,
      stageLabel: documentStageLabels[state.stage],
      deadline: state.deadline,
      late: state.late,
      needsFix: own.some((file) => file.state === 'supplement'),
      givenUp: state.contract === 'givenUp',
      contractDone: state.contract === 'done',
      fileCount: own.length,
    };
  });
  const count = (test: (entry: (typeof entries)[number]) => boolean) => entries.filter(test).length;
  const counts = {
    total: entries.length,
    ...(Object.fromEntries(
      // 포기 and 기한 경과 hand in nothing more: their stored stage is not counted as waiting
      STAGE_COUNTS.map((stage) => [
        stage,
        count((entry) => entry.stage === stage && entry.state !== 'givenUp' && entry.state !== 'lapsed'),
      ]),
    ) as Record<Exclude<DocumentStage, 'notRequired'>, number>),
    late: count((entry) => entry.late),
    current: count((entry) => !entry.vacated),
    vacated: count((entry) => entry.vacated),
    givenUp: count((entry) => entry.givenUp),
    contractDone: count((entry) => entry.contractDone),
  };
  await appendAccess(db, by(), {
    kind: 'accessList',
    action: 'reviewQueue',
    roundId,
    details: { count: entries.length },
  });
  const settings = await findSettings(db, roundId);
  return {
    roundId,
    roundTitle: round.title,
    documentsDeadline: iso(settings?.documentsDeadline),
    entries,
    counts,
  };
}

export async function reviewResponse(
  db: Db | Tx,
  applicant: ApplicantRow,
  now: Date,
): Promise<ApplicantReview> {
  const [review, settings, calls, files, objections] = await Promise.all([
    findReview(db, applicant.id),
    findSettings(db, applicant.roundId),
    callsInvolving(db, [applicant.id]),
    filesOf(db, [applicant.id]),
    objectionsOf(db, applicant.id),
  ]);
  const state = stateOf(rowsOf(applicant, review, settings, calls), now);
  const decided = state.stage === 'eligible' || state.stage === 'ineligible';
  return {
    applicantId: applicant.id,
    roundId: applicant.roundId,
    receiptNumber: applicant.receiptNumber,
    name: applicant.name,
    supplyType: applicant.supplyType,
    resultLabel: state.result.label,
    state: state.state,
    stateLabel: state.label,
    stage: state.stage,
    stageLabel: documentStageLabels[state.stage],
    deadline: state.deadline,
    ownDeadline: iso(review?.ownDeadline),
    late: state.late,
    submittedAt: iso(review?.submittedAt),
    decision:
      decided && review?.decidedAt
        ? {
            eligible: state.stage === 'eligible',
            reason: review.decisionReason,
            urgentReason: review.decisionUrgentReason,
            by: review.decidedBy ?? '',
            at: review.decidedAt.toISOString(),
          }
        : null,
    givenUpAt: iso(review?.givenUpAt),
    contractDoneAt: iso(review?.contractDoneAt),
    checklist: checklistWithFiles(applicant.supplyType, files),
    objection: objectionBlock(state, review, objections, files, now),
  };
}

/**
 * A winner's application for a review write, locked; anyone else is refused. A lapse not yet written is
 * written first, so the history and the public file have it before whatever the admin does next.
 */
async function lockedWinner(tx: Tx, applicantId: number, now: Date) {
  const rows = await lockedApplicationRows(tx, applicantId);
  if (!rows) throw notFound(messages.notFound);
  const state = stateOf(rows, now);
  if (!state.winner) throw conflict(reviewMessages.notWinner);
  await lapseIfDue(tx, rows, state, now);
  return { applicant: rows.applicant, review: rows.review, state };
}

/** One applicant's review; recorded as an access to their documents' list. */
export async function applicantReview(
  { db, now }: ReviewDeps,
  applicantId: number,
  by: ReaderOf,
): Promise<ApplicantReview> {
  const applicant = await findApplicantRow(db, applicantId);
  if (!applicant) throw notFound(messages.notFound);
  const answer = await reviewResponse(db, applicant, now());
  await appendAccess(db, by(), {
    kind: 'accessDocument',
    action: 'review',
    roundId: applicant.roundId,
    target: applicant.receiptNumber,
    details: { files: answer.checklist.reduce((sum, item) => sum + item.files.length, 0) },
  });
  return answer;
}

/** A file's plain bytes for an admin; the read is recorded (who, when, whose file) before it leaves. */
export async function adminFile({ db, documents }: ReviewDeps, fileId: number, by: ReaderOf) {
  const file = await findFile(db, fileId);
  const applicant = file ? await findApplicantRow(db, file.applicantId) : null;
  if (!file || !applicant) throw notFound(reviewMessages.fileNotFound);
  const bytes = await documents.read(file.storedName, file.keyId);
  if (!bytes) throw notFound(reviewMessages.fileNotFound);
  await appendAccess(db, by(), {
    kind: 'accessDocument',
    action: 'download',
    roundId: applicant.roundId,
    target: applicant.receiptNumber,
    details: { fileId: file.id, item: file.item },
  });
  return { file, bytes };
}

/**
 * Marks a file 적격 or 보완 요청. The first mark starts the review (uploads lock); a 보완 요청 reopens
 * uploads until its deadline (the new one when given) and tells the applicant.
 */
export async function markFile({ db, now }: ReviewDeps, fileId: number, mark: MarkFile, actor: string) {
  return auditedWrite(db, async (tx) => {
    const found = await findFile(tx, fileId);
    if (!found) throw notFound(reviewMessages.fileNotFound);
    if (found.item === OBJECTION_FILE_ITEM) throw conflict(objectionMessages.fileKept);
    const at = now();
    const { applicant, state } = await lockedWinner(tx, found.applicantId, at);
    if (state.contract === 'givenUp') throw conflict(reviewMessages.givenUp);
    if (state.stage === 'eligible' || state.stage === 'ineligible')
      throw conflict(reviewMessages.alreadyDecided);
    // a file sent back is the 보완 요청 move; a file accepted only starts the review
    const refused =
      mark.state === 'supplement' ? moveRefusal('supplementRequested', state, { now: at }) : null;
    if (refused) throw conflict(refused);
    const reason = mark.state === 'supplement' ? mark.reason! : null;
    const file = await updateFile(tx, found.id, {
      state: mark.state,
      reason,
      reviewedBy: actor,
      reviewedAt: at,
    });
    const stage: DocumentStage =
      mark.state === 'supplement' ? 'supplement' : state.stage === 'supplement' ? 'supplement' : 'inReview';
    await saveReview(
      tx,
      applicant,
      {
        stage,
        reviewStartedAt: at,
        ...(mark.state === 'supplement' ? { supplementReason: reason } : {}),
        ...(mark.deadline ? { ownDeadline: new Date(mark.deadline) } : {}),
      },
      at,
    );
    const audit = {
      kind: 'review' as const,
      action: 'markFile',
      before: { file: found.id, item: found.item, state: found.state, stage: state.stage },
      after: {
        file: found.id,
        state: mark.state,
        reason,
        stage,
        ...(mark.deadline ? { deadline: mark.deadline } : {}),
      },
    };
    if (mark.state === 'supplement')
      await recordMove(tx, {
        applicant,
        move: 'supplementRequested',
        actor,
        at,
        reason,
        detail: { file: found.id, item: found.item, ...(mark.deadline ? { deadline: mark.deadline } : {}) },
        audit,
        message: 'supplementRequested',
      });
    else
      await auditEntry(tx, {
        actor,
        roundId: applicant.roundId,
        target: applicant.receiptNumber,
        ...audit,
      });
    return toDocumentFile(file);
  });
}

/** The public reason of a 부적격: fixed, never the admin's reason (which only the applicant reads). */
export const INELIGIBLE_PUBLIC_REASON = '서류 심사 결과 부적격';

/** 적격 or 부적격 (its reason is shown to the applicant); decided once. */
export async function decide(
  { db, now }: ReviewDeps,
  applicantId: number,
  decision: Decision,
  actor: string,
) {
  return auditedWrite(db, async (tx) => {
    const at = now();
    const { applicant, state } = await lockedWinner(tx, applicantId, at);
    const move = decision.eligible ? 'declaredEligible' : 'declaredIneligible';
    // 부적격 while the applicant may still upload takes away time they were promised: only with a reason
    const refused = moveRefusal(move, state, { now: at, urgentReason: decision.urgentReason });
    if (refused) throw conflict(refused);
    const stage = decision.eligible ? 'eligible' : 'ineligible';
    const reason = decision.eligible ? (decision.reason ?? null) : decision.reason!;
    const urgentReason = decision.urgentReason ?? null;
    await saveReview(
      tx,
      applicant,
      { stage, decisionReason: reason, decisionUrgentReason: urgentReason, decidedBy: actor, decidedAt: at },
      at,
    );
    await recordMove(tx, {
      applicant,
      move,
      actor,
      at,
      reason,
      detail: urgentReason ? { urgentReason } : {},
      audit: {
        kind: 'review',
        action: 'decide',
        before: { stage: state.stage, deadline: state.deadline, canChange: state.canChange },
        after: { stage, reason, ...(urgentReason ? { urgentReason } : {}) },
      },
      // the public file says 부적격 with a fixed reason: the admin's words are the applicant's to read
      ...(decision.eligible
        ? {}
        : {
            public: {
              from: state.publicLabel,
              to: applicationStateLabels.ineligible,
              reason: INELIGIBLE_PUBLIC_REASON,
            },
          }),
      message: 'eligibilityDecided',
    });
    if (decision.eligible)
      await withdrawLapse(
        tx,
        { applicant, before: state, outAfter: false },
        actor,
        at,
        LAPSE_WITHDRAWN_REASONS.eligible,
      );
    return reviewResponse(tx, applicant, at);
  });
}

/**
 * The applicant's own deadline, which wins over the round's. Only later: a deadline moved earlier or into
 * the past would cut the applicant off without a word. An applicant who may hand in again is told.
 */
export async function extendDeadline(
  { db, now }: ReviewDeps,
  applicantId: number,
  input: { deadline: string; reason?: string | undefined },
  actor: string,
) {
  return auditedWrite(db, async (tx) => {
    const at = now();
    const { applicant, review, state } = await lockedWinner(tx, applicantId, at);
    const refused = moveRefusal('deadlineExtended', state, { now: at, deadline: input.deadline });
    if (refused) throw conflict(refused);
    const deadline = new Date(input.deadline).toISOString();
    await saveReview(tx, applicant, { ownDeadline: new Date(input.deadline) }, at);
    const answer = await reviewResponse(tx, applicant, at);
    await recordMove(tx, {
      applicant,
      move: 'deadlineExtended',
      actor,
      at,
      reason: input.reason ?? null,
      detail: { from: state.deadline, deadline },
      audit: {
        kind: 'review',
        action: 'extendDeadline',
        before: { deadline: state.deadline, ownDeadline: iso(review?.ownDeadline) },
        after: { ownDeadline: deadline, ...(input.reason ? { reason: input.reason } : {}) },
      },
      // a winner whose place a reserve took stays out (기한 경과) and hears nothing
      ...(mayStillUpload(answer.state) ? { message: 'documentsRequested' as const } : {}),
    });
    await withdrawLapse(
      tx,
      { applicant, before: state, outAfter: VACATED_STATES.includes(answer.state) },
      actor,
      at,
      LAPSE_WITHDRAWN_REASONS.extended,
    );
    return answer;
  });
}

/** 계약 완료: only for an eligible winner who has not given up; 포기 is refused after it. */
export async function markContractDone({ db, now }: ReviewDeps, applicantId: number, actor: string) {
  return auditedWrite(db, async (tx) => {
    const at = now();
    const { applicant, state } = await lockedWinner(tx, applicantId, at);
    // marking it again changes nothing and answers as before
    if (state.state === 'contractDone') return reviewResponse(tx, applicant, at);
    const refused = moveRefusal('contractDone', state, { now: at });
    if (refused) throw conflict(refused);
    await saveReview(tx, applicant, { contractDoneAt: at }, at);
    await recordMove(tx, {
      applicant,
      move: 'contractDone',
      actor,
      at,
      audit: {
        kind: 'review',
        action: 'contractDone',
        before: { contract: state.contract },
        after: { contract: 'done' },
      },
    });
    return reviewResponse(tx, applicant, at);
  });
}
