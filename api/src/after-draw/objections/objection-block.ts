// What the applicant's status and the admin's review say of a 소명, and why a 부적격 place still waits.
// The rules are shared-types' objection-rules.ts; this file only joins them with the rows.
import { objectionDeadline } from '@portal/shared-types/after-draw/moves';
import {
  OBJECTION_FILE_ITEM,
  ineligiblePlaceWaiting,
  mayFileObjection,
  type ObjectionOutcome,
} from '@portal/shared-types/after-draw/objection-rules';
import type { Objection } from '@portal/shared-types/after-draw/after-draw.schema';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tx';
import type { DocumentFileRow, ReviewRow } from '../after-draw-repository';
import type { ApplicationState } from '../status/application-state';
import { objectionsOfRound, type ObjectionRow } from './objections-repository';
import type { RoundStatus } from '../status/round-statuses';

const outcomeOf = (row: ObjectionRow) => row.outcome as ObjectionOutcome | null;

/** The 소명 answering the 부적격 now (decided at `decidedAt`), if one was filed. */
export const objectionOfDecision = (rows: readonly ObjectionRow[], decidedAt: Date) =>
  rows.find((row) => row.ineligibleAt.getTime() === decidedAt.getTime()) ?? null;

/** A 소명's files: stored with it, in its transaction, so they carry its filing time. */
const filesOfObjection = (row: ObjectionRow, files: readonly DocumentFileRow[]) =>
  files
    .filter((file) => file.item === OBJECTION_FILE_ITEM && file.createdAt.getTime() === row.filedAt.getTime())
    .map((file) => ({
      id: file.id,
      name: file.originalName,
      size: file.size,
      contentType: file.contentType,
    }));

const filedOf = (row: ObjectionRow, files: readonly DocumentFileRow[]) => ({
  at: row.filedAt.toISOString(),
  text: row.text,
  files: filesOfObjection(row, files),
  outcome: outcomeOf(row),
  outcomeReason: row.outcomeReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * The objection block: for a 부적격 now, its window, whether the applicant may file and what they filed;
 * otherwise the last decided 소명 (an upheld one sent the documents back to 검토 중); else null.
 */
export function objectionBlock(
  state: Pick<ApplicationState, 'state'>,
  review: ReviewRow | null,
  rows: readonly ObjectionRow[],
  files: readonly DocumentFileRow[],
  now: Date,
): Objection {
  if (state.state === 'ineligible' && review?.decidedAt) {
    const current = objectionOfDecision(rows, review.decidedAt);
    const decidedAt = review.decidedAt.toISOString();
    return {
      deadline: objectionDeadline(review.decidedAt),
      canFile: mayFileObjection(
        { ineligible: true, decidedAt, objection: current && { outcome: outcomeOf(current) } },
        now,
      ),
      filed: current && filedOf(current, files),
    };
  }
  const decided = rows.filter((row) => row.outcome !== null).at(-1);
  if (!decided) return null;
  return {
    deadline: objectionDeadline(decided.ineligibleAt),
    canFile: false,
    filed: filedOf(decided, files),
  };
}

/** Each 부적격 place of the round that may not be called yet, with why (objection-rules.ts). */
export async function waitingIneligiblePlaces(
  db: Db | Tx,
  roundId: number,
  statuses: readonly RoundStatus[],
  now: Date,
): Promise<Map<number, string>> {
  const ineligible = statuses.filter(
    ({ state, rows }) => state.state === 'ineligible' && rows.review?.decidedAt,
  );
  const waiting = new Map<number, string>();
  if (ineligible.length === 0) return waiting;
  const rows = await objectionsOfRound(db, roundId);
  for (const { applicant, rows: facts } of ineligible) {
    const decidedAt = facts.review!.decidedAt!;
    const own = rows.filter((row) => row.applicantId === applicant.id);
    const objection = objectionOfDecision(own, decidedAt);
    const why = ineligiblePlaceWaiting(
      { decidedAt: decidedAt.toISOString() },
      objection && { outcome: outcomeOf(objection) },
      now,
    );
    if (why) waiting.set(applicant.id, why);
  }
  return waiting;
}
