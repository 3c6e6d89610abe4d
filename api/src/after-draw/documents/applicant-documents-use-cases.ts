// The applicant's side after the draw: the status of each of their applications, their documents
// (upload, remove, download, submit) and giving up. The person is always the verification token's; an
// application of anyone else answers as if it did not exist.
import { messages } from '@portal/shared-types/common/messages';
import {
  documentChecklist,
  documentContentType,
  documentMessages,
  fitsDocumentQuota,
  MAX_DOCUMENT_FILES_PER_ITEM,
  type DocumentItem,
} from '@portal/shared-types/after-draw/documents';
import {
  documentStageLabels,
  missingRequiredItems,
  reviewMessages,
  statusTimeline,
  type FileState,
} from '@portal/shared-types/after-draw/status-rules';
import { type ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import { OBJECTION_FILE_ITEM, objectionMessages } from '@portal/shared-types/after-draw/objection-rules';
import { paths } from '@portal/shared-types/site/routes';
import { roundProgress } from '@portal/shared-types/rounds/round-rules';
import { moveRefusal } from '@portal/shared-types/after-draw/move-rules';
import { applicationStateLabels } from '@portal/shared-types/after-draw/application-status';
import { auditEntry } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { auditedWrite } from '../../db/transaction';
import type { Tx } from '../../db/tx';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../files/uploaded-file';
import type { VerifiedPerson } from '../../identity/verification-token';
import {
  applicationsOfPerson,
  callsInvolving,
  deleteFile,
  drawnAt,
  filesOf,
  findApplicantRow,
  findFile,
  findReview,
  findRoundRow,
  findSettings,
  insertFiles,
  lockApplicantRow,
  saveReview,
  type ApplicantRow,
  type DocumentFileRow,
} from '../after-draw-repository';
import { checklistWithFiles, contractNoticeOf, stateOf, toDocumentFile } from '../status/application-state';
import { objectionBlock } from '../objections/objection-block';
import { objectionsOf } from '../objections/objections-repository';
import { positionOf, rowsOf } from '../status/round-statuses';
import type { DocumentStore } from './document-store';
import { recordMove } from '../moves/record-move';

export interface ApplicantSideDeps {
  db: Db;
  now: () => Date;
  documents: DocumentStore;
}

/** Who the audit log names for a change the applicant made themselves. */
export const APPLICANT_ACTOR = '(신청자)';

const samePerson = (person: VerifiedPerson, applicant: ApplicantRow) =>
  applicant.name.trim() === person.name.trim() && applicant.phoneNumber === person.phone;

/** The verified person's own application; someone else's is answered as missing, so nothing leaks. */
export async function ownApplication(db: Db | Tx, person: VerifiedPerson, id: number, lock?: Tx) {
  const applicant = lock ? await lockApplicantRow(lock, id) : await findApplicantRow(db, id);
  if (!applicant || !samePerson(person, applicant)) throw notFound(messages.notFound);
  return applicant;
}

export async function factsOf(db: Db | Tx, applicant: ApplicantRow, reservePosition: number | null = null) {
  const [review, settings, calls] = await Promise.all([
    findReview(db, applicant.id),
    findSettings(db, applicant.roundId),
    callsInvolving(db, [applicant.id]),
  ]);
  return rowsOf(applicant, review, settings, calls, reservePosition);
}

export async function statusOf(db: Db | Tx, applicant: ApplicantRow, now: Date): Promise<ApplicationStatus> {
  const facts = await factsOf(db, applicant, await positionOf(db, applicant));
  const [round, drawn, files, objections] = await Promise.all([
    findRoundRow(db, applicant.roundId),
    drawnAt(db, applicant.roundId),
    filesOf(db, [applicant.id]),
    objectionsOf(db, applicant.id),
  ]);
  const state = stateOf(facts, now);
  const progress = round ? roundProgress(toProgressInput(round), now) : 'open';
  const roundClosed = progress === 'closed' || progress === 'pending';
  const { review } = facts;
  // 포기 asks for nothing more: the documents say so, not 제출 대기
  const stage = state.state === 'givenUp' ? 'notRequired' : state.stage;
  const reason =
    state.stage === 'supplement'
      ? (review?.supplementReason ?? null)
      : state.stage === 'ineligible'
        ? (review?.decisionReason ?? null)
        : null;
  return {
    applicantId: applicant.id,
    roundId: applicant.roundId,
    roundTitle: round?.title ?? '',
    receiptNumber: applicant.receiptNumber,
    supplyType: applicant.supplyType,
    appliedAt: applicant.createdAt.toISOString(),
    roundClosed,
    result: state.result,
    state: {
      state: state.state,
      label: state.label,
      currentWinner: state.currentWinner,
      vacated: state.vacated,
      next: state.next,
    },
    drawPagePath: drawn ? paths.roundDraw(applicant.roundId) : null,
    reservePosition: state.reservePosition,
    documents: {
      stage,
      stageLabel: documentStageLabels[stage],
      deadline: stage === 'notRequired' ? null : state.deadline,
      late: state.late,
      canChange: state.canChange,
      reason,
      submittedAt: review?.submittedAt?.toISOString() ?? null,
      checklist: stage !== 'notRequired' ? checklistWithFiles(applicant.supplyType, files) : [],
    },
    contract: {
      state: state.contract,
      notice:
        state.contract === 'notice' || state.contract === 'done' ? contractNoticeOf(facts.settings) : null,
      doneAt: review?.contractDoneAt?.toISOString() ?? null,
      givenUpAt: review?.givenUpAt?.toISOString() ?? null,
    },
    canGiveUp: state.canGiveUp,
    objection: objectionBlock(state, review, objections, files, now),
    timeline: statusTimeline({
      roundClosed,
      result: state.result,
      stage: state.stage,
      contract: state.contract,
      submitted: Boolean(review?.submittedAt),
      lapsed: state.state === 'lapsed',
    }),
  };
}

const toProgressInput = (round: { startTs: Date; endTs: Date; closed: boolean }) => ({
  startTs: round.startTs.toISOString(),
  endTs: round.endTs.toISOString(),
  closed: round.closed,
});

/** Every application of the verified person, newest first, as its status page shows it. */
export async function statusesOf({ db, now }: ApplicantSideDeps, person: VerifiedPerson) {
  const rows = await applicationsOfPerson(db, person.name.trim(), person.phone);
  const at = now();
  return Promise.all(rows.map((row) => statusOf(db, row, at)));
}

/** The refusal when files may not change now, else nothing; the message says why. */
function assertMayChange(state: ReturnType<typeof stateOf>) {
  if (!state.winner) throw new AppError(403, documentMessages.notRequired);
  if (state.contract === 'givenUp') throw conflict(reviewMessages.givenUp);
  if (state.canChange) return;
  if (state.stage === 'notRequired') throw conflict(documentMessages.notOpen);
  if (state.stage === 'requested' || state.stage === 'supplement')
    throw conflict(documentMessages.deadlinePassed);
  if (state.stage === 'submitted') throw conflict(documentMessages.alreadySubmitted);
  throw conflict(documentMessages.underReview);
}

const bytesOf = (files: readonly { size: number }[]) => files.reduce((sum, file) => sum + file.size, 0);

/** An item of the application's own checklist (its supply type's), else missing. */
function assertChecklistItem(applicant: ApplicantRow, item: DocumentItem) {
  if (!documentChecklist(applicant.supplyType).some((entry) => entry.item === item))
    throw notFound(documentMessages.unknownItem);
}

/**
 * Every refusal an upload can meet before its body is read: someone else's or no application, an item
 * not on its checklist, no change allowed now (stage, deadline), or an application whose quota is full.
 * The route asks it first, so a refused upload costs no memory or disk.
 */
export async function assertMayUpload(
  deps: ApplicantSideDeps,
  person: VerifiedPerson,
  id: number,
  item: DocumentItem,
  onOwnApplication?: () => void,
) {
  const applicant = await ownApplication(deps.db, person, id);
  onOwnApplication?.();
  assertChecklistItem(applicant, item);
  assertMayChange(stateOf(await factsOf(deps.db, applicant), deps.now()));
  if (!fitsDocumentQuota(bytesOf(await filesOf(deps.db, [applicant.id])), 1))
    throw new AppError(413, documentMessages.quotaExceeded);
}

/**
 * Adds files to one checklist item. The files are sealed and stored first; the rows are written under
 * the application's lock with the stage, deadline and quota checked there, and a refusal removes what
 * was stored.
 */
export async function uploadDocuments(
  deps: ApplicantSideDeps,
  person: VerifiedPerson,
  id: number,
  item: DocumentItem,
  files: UploadedFile[],
) {
  if (files.length === 0) throw new AppError(400, documentMessages.noFile);
  // Checked once, under the application's lock: the route asked assertMayUpload before the body came,
  // and a refusal here (the deadline passed during the upload) removes what was stored.
  const stored: { storedName: string; keyId: string }[] = [];
  try {
    // sealed as a stream from the upload's temporary file to the store
    for (const file of files) stored.push(await deps.documents.put({ path: file.path }));
    return await auditedWrite(deps.db, async (tx) => {
      const locked = await ownApplication(tx, person, id, tx);
      assertChecklistItem(locked, item);
      const now = deps.now();
      assertMayChange(stateOf(await factsOf(tx, locked), now));
      const all = await filesOf(tx, [locked.id]);
      const existing = all.filter((file) => file.item === item);
      if (existing.length + files.length > MAX_DOCUMENT_FILES_PER_ITEM)
        throw new AppError(413, documentMessages.tooMany);
      if (!fitsDocumentQuota(bytesOf(all), bytesOf(files)))
        throw new AppError(413, documentMessages.quotaExceeded);
      const inserted = await insertFiles(
        tx,
        files.map((file, index) => ({
          applicantId: locked.id,
          roundId: locked.roundId,
          item,
          originalName: file.originalName,
          storedName: stored[index]!.storedName,
          keyId: stored[index]!.keyId,
          size: file.size,
          // the type its checked name and bytes agree on, never the one the client claimed
          contentType: documentContentType(file.originalName)!,
          createdAt: now,
        })),
      );
      await auditEntry(tx, {
        actor: APPLICANT_ACTOR,
        kind: 'review',
        action: 'uploadDocument',
        roundId: locked.roundId,
        target: locked.receiptNumber,
        after: { item, files: inserted.map((file) => ({ id: file.id, size: file.size })) },
      });
      return { item, files: [...existing, ...inserted].map(toDocumentFile) };
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deps.documents.remove(file.storedName)));
    throw error;
  }
}

/** The person's own file of their own application; anything else is missing. */
async function ownFile(db: Db | Tx, applicant: ApplicantRow, fileId: number): Promise<DocumentFileRow> {
  const file = await findFile(db, fileId);
  if (!file || file.applicantId !== applicant.id) throw notFound(documentMessages.fileNotFound);
  return file;
}

export async function removeDocument(
  deps: ApplicantSideDeps,
  person: VerifiedPerson,
  id: number,
  fileId: number,
) {
  const removed = await auditedWrite(deps.db, async (tx) => {
    const applicant = await ownApplication(tx, person, id, tx);
    const file = await ownFile(tx, applicant, fileId);
    // a 소명's files are its record: they stay as filed
    if (file.item === OBJECTION_FILE_ITEM) throw conflict(objectionMessages.fileKept);
    assertMayChange(stateOf(await factsOf(tx, applicant), deps.now()));
    if ((file.state as FileState) === 'accepted') throw conflict(documentMessages.acceptedFile);
    await deleteFile(tx, file.id);
    await auditEntry(tx, {
      actor: APPLICANT_ACTOR,
      kind: 'review',
      action: 'deleteDocument',
      roundId: applicant.roundId,
      target: applicant.receiptNumber,
      before: { item: file.item, file: file.id, state: file.state },
    });
    return file;
  });
  // after the commit: a failed removal leaves only sealed bytes no row leads to
  await deps.documents.remove(removed.storedName);
}

/** The file's plain bytes for its own applicant. */
export async function ownDocumentFile(
  deps: ApplicantSideDeps,
  person: VerifiedPerson,
  id: number,
  fileId: number,
) {
  const applicant = await ownApplication(deps.db, person, id);
  const file = await ownFile(deps.db, applicant, fileId);
  const bytes = await deps.documents.read(file.storedName, file.keyId);
  if (!bytes) throw notFound(documentMessages.fileNotFound);
  return { file, bytes };
}

export type SubmitOutcome =
  | { kind: 'submitted'; status: ApplicationStatus }
  | { kind: 'missing'; missing: { item: string; label: string }[] };

/** 제출 완료 once every required item holds a file; else the missing items, by name. */
export async function submitDocuments(
  deps: ApplicantSideDeps,
  person: VerifiedPerson,
  id: number,
): Promise<SubmitOutcome> {
  return auditedWrite(deps.db, async (tx): Promise<SubmitOutcome> => {
    const applicant = await ownApplication(tx, person, id, tx);
    const now = deps.now();
    const facts = await factsOf(tx, applicant);
    assertMayChange(stateOf(facts, now));
    const files = await filesOf(tx, [applicant.id]);
    const missing = missingRequiredItems(
      documentChecklist(applicant.supplyType),
      files.map((file) => ({ item: file.item, state: file.state as FileState })),
    );
    if (missing.length > 0) return { kind: 'missing', missing };
    const state = stateOf(facts, now);
    const refused = moveRefusal('documentsSubmitted', state, { now });
    if (refused) throw conflict(refused);
    await saveReview(tx, applicant, { stage: 'submitted', submittedAt: now }, now);
    await recordMove(tx, {
      applicant,
      move: 'documentsSubmitted',
      actor: APPLICANT_ACTOR,
      at: now,
      detail: { files: files.length },
      audit: {
        kind: 'review',
        action: 'submitDocuments',
        before: { stage: state.stage },
        after: { stage: 'submitted', files: files.length },
      },
    });
    return { kind: 'submitted', status: await statusOf(tx, applicant, now) };
  });
}

/** The public reason of a 포기: fixed, naming nobody. */
export const GIVE_UP_PUBLIC_REASON = '당첨자 포기';

/** A winner (or a called reserve) gives up the place; refused after 계약 완료 and for anyone else. */
export async function giveUp(deps: ApplicantSideDeps, person: VerifiedPerson, id: number) {
  return auditedWrite(deps.db, async (tx) => {
    const applicant = await ownApplication(tx, person, id, tx);
    const now = deps.now();
    const state = stateOf(await factsOf(tx, applicant), now);
    const refused = moveRefusal('gaveUp', state, { now });
    if (refused) throw conflict(refused);
    await saveReview(tx, applicant, { givenUpAt: now }, now);
    await recordMove(tx, {
      applicant,
      move: 'gaveUp',
      actor: APPLICANT_ACTOR,
      at: now,
      audit: {
        kind: 'review',
        action: 'giveUp',
        before: { stage: state.stage, contract: state.contract },
        after: { contract: 'givenUp' },
      },
      public: { from: state.publicLabel, to: applicationStateLabels.givenUp, reason: GIVE_UP_PUBLIC_REASON },
    });
    return statusOf(tx, applicant, now);
  });
}
