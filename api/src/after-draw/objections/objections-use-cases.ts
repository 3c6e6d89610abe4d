// The 소명 (이의신청) after a 부적격: the applicant files it with its files, an admin decides it. Each is
// a move (record-move.ts): 인용 withdraws the 부적격 in public and sends the documents back to 검토 중,
// 기각 keeps it and opens the place for the next reserve. Either way the applicant is told.
import {
  OBJECTION_FILE_ITEM,
  objectionRefusal,
  objectionMessages,
  type ObjectionDecision,
} from '@portal/shared-types/after-draw/objection-rules';
import {
  documentContentType,
  documentMessages,
  fitsDocumentQuota,
} from '@portal/shared-types/after-draw/documents';
import { ADDED_WIN } from '@portal/shared-types/after-draw/status-rules';
import { WON } from '@portal/shared-types/draw/winning-state';
import { messages } from '@portal/shared-types/common/messages';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Db } from '../../db/database';
import { auditedWrite } from '../../db/transaction';
import type { Tx } from '../../db/tx';
import { AppError, conflict, notFound } from '../../http/app-error';
import type { UploadedFile } from '../../files/uploaded-file';
import type { VerifiedPerson } from '../../identity/verification-token';
import { filesOf, insertFiles, saveReview, type ApplicantRow } from '../after-draw-repository';
import {
  APPLICANT_ACTOR,
  factsOf,
  ownApplication,
  statusOf,
} from '../documents/applicant-documents-use-cases';
import { stateOf } from '../status/application-state';
import type { DocumentStore } from '../documents/document-store';
import { recordMove } from '../moves/record-move';
import { objectionOfDecision } from './objection-block';
import { decideObjectionRow, insertObjection, objectionsOf } from './objections-repository';
import { reviewResponse } from '../review/review-use-cases';
import { lockedApplicationRows } from '../status/round-statuses';

export interface ObjectionDeps {
  db: Db;
  now: () => Date;
  documents: DocumentStore;
}

const bytesOf = (files: readonly { size: number }[]) => files.reduce((sum, file) => sum + file.size, 0);

/** The 부적격 decision a 소명 would answer, and the refusal when none may be filed now. */
async function filingCase(db: Db | Tx, applicant: ApplicantRow, now: Date) {
  const facts = await factsOf(db, applicant);
  const state = stateOf(facts, now);
  const decidedAt = state.state === 'ineligible' ? (facts.review?.decidedAt ?? null) : null;
  const current = decidedAt ? objectionOfDecision(await objectionsOf(db, applicant.id), decidedAt) : null;
  const refusal = objectionRefusal(
    {
      ineligible: state.state === 'ineligible',
      decidedAt: decidedAt?.toISOString() ?? null,
      objection: current && { outcome: current.outcome as 'upheld' | 'rejected' | null },
    },
    now,
  );
  return { decidedAt, refusal };
}

/**
 * Every refusal a 소명 can meet before its body is read: someone else's or no application, not 부적격,
 * the window closed, one already filed, a full quota. The route asks it first, as the upload does.
 */
export async function assertMayFileObjection(
  deps: ObjectionDeps,
  person: VerifiedPerson,
  id: number,
  onOwnApplication?: () => void,
) {
  const applicant = await ownApplication(deps.db, person, id);
  onOwnApplication?.();
  const { refusal } = await filingCase(deps.db, applicant, deps.now());
  if (refusal) throw conflict(refusal);
  if (!fitsDocumentQuota(bytesOf(await filesOf(deps.db, [applicant.id])), 1))
    throw new AppError(413, documentMessages.quotaExceeded);
}

/**
 * Files the 소명: its files are sealed and stored first (as documents, under their own item), then the
 * row, the files' rows and the move are written under the application's lock with every rule checked
 * again; a refusal removes what was stored.
 */
export async function fileObjection(
  deps: ObjectionDeps,
  person: VerifiedPerson,
  id: number,
  text: string,
  files: UploadedFile[],
) {
  await assertMayFileObjection(deps, person, id);
  const stored: { storedName: string; keyId: string }[] = [];
  try {
    for (const file of files) stored.push(await deps.documents.put({ path: file.path }));
    return await auditedWrite(deps.db, async (tx) => {
      const applicant = await ownApplication(tx, person, id, tx);
      const at = deps.now();
      const { decidedAt, refusal } = await filingCase(tx, applicant, at);
      if (refusal || !decidedAt) throw conflict(refusal ?? objectionMessages.notIneligible);
      if (!fitsDocumentQuota(bytesOf(await filesOf(tx, [applicant.id])), bytesOf(files)))
        throw new AppError(413, documentMessages.quotaExceeded);
      const objection = await insertObjection(tx, {
        applicantId: applicant.id,
        roundId: applicant.roundId,
        ineligibleAt: decidedAt,
        text,
        filedAt: at,
      });
      // the filing time ties the files to their 소명 (objection-block.ts)
      const inserted =
        files.length === 0
          ? []
          : await insertFiles(
              tx,
              files.map((file, index) => ({
                applicantId: applicant.id,
                roundId: applicant.roundId,
                item: OBJECTION_FILE_ITEM,
                originalName: file.originalName,
                storedName: stored[index]!.storedName,
                keyId: stored[index]!.keyId,
                size: file.size,
                contentType: documentContentType(file.originalName)!,
                createdAt: at,
              })),
            );
      await recordMove(tx, {
        applicant,
        move: 'objectionFiled',
        actor: APPLICANT_ACTOR,
        at,
        detail: { objection: objection.id, ineligibleAt: decidedAt.toISOString(), files: inserted.length },
        audit: {
          kind: 'review',
          action: 'fileObjection',
          after: {
            objection: objection.id,
            length: text.length,
            files: inserted.map((file) => ({ id: file.id, size: file.size })),
          },
        },
      });
      return statusOf(tx, applicant, at);
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deps.documents.remove(file.storedName)));
    // two filings at once: the unique index keeps the first
    if (isUniqueViolation(error)) throw conflict(objectionMessages.alreadyFiled);
    throw error;
  }
}

/**
 * Decides the 소명 waiting on the 부적격 now. 인용: the review goes back to 검토 중 with its decision
 * cleared (the events keep the history), and the amendments file shows 부적격 → 당첨 again. 기각: the
 * 부적격 stands and its place opens. The reason reaches the applicant either way.
 */
export async function decideObjection(
  { db, now }: ObjectionDeps,
  applicantId: number,
  decision: ObjectionDecision,
  actor: string,
) {
  return auditedWrite(db, async (tx) => {
    const at = now();
    const rows = await lockedApplicationRows(tx, applicantId);
    if (!rows) throw notFound(messages.notFound);
    const { applicant, review } = rows;
    const state = stateOf(rows, at);
    const decidedAt = state.state === 'ineligible' ? review?.decidedAt : null;
    const objection = decidedAt ? objectionOfDecision(await objectionsOf(tx, applicant.id), decidedAt) : null;
    if (!objection) throw conflict(objectionMessages.nothingToDecide);
    if (objection.outcome) throw conflict(objectionMessages.alreadyDecided);
    const outcome = decision.upheld ? 'upheld' : 'rejected';
    const decided = await decideObjectionRow(tx, objection.id, {
      outcome,
      outcomeReason: decision.reason,
      decidedBy: actor,
      decidedAt: at,
    });
    if (!decided) throw conflict(objectionMessages.alreadyDecided);
    const audit = {
      kind: 'review' as const,
      action: 'decideObjection',
      before: { stage: state.stage, objection: objection.id },
      after: { outcome, reason: decision.reason },
    };
    const detail = { objection: objection.id, ineligibleAt: objection.ineligibleAt.toISOString() };
    if (decision.upheld) {
      await saveReview(
        tx,
        applicant,
        {
          stage: 'inReview',
          decisionReason: null,
          decisionUrgentReason: null,
          decidedBy: null,
          decidedAt: null,
        },
        at,
      );
      await recordMove(tx, {
        applicant,
        move: 'objectionUpheld',
        actor,
        at,
        reason: decision.reason,
        detail,
        audit,
        public: { from: '부적격', to: rows.call ? ADDED_WIN : WON, reason: '소명 인용에 따른 부적격 취소' },
        message: 'objectionDecided',
      });
    } else {
      await recordMove(tx, {
        applicant,
        move: 'objectionRejected',
        actor,
        at,
        reason: decision.reason,
        detail,
        audit,
        message: 'objectionDecided',
      });
    }
    return reviewResponse(tx, applicant, at);
  });
}
