// What the public draw page says of each receipt number now, beside its drawn result: the state every
// other surface derives (application-status.ts), in public words only (부적격, 포기, 기한 경과,
// 당첨(추가)), never a reason or anything personal. A change an admin published keeps its amendment link.
import type { AmendmentRow, RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { and, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applicationReviews, roundAfterDraw } from '../../db/schema';
import { roundStatuses } from './round-statuses';

/**
 * The state now of every receipt number that is no longer what the draw said: out (부적격, 포기, 기한
 * 경과), called (당첨(추가)), or changed by a published amendment (its latest number links to it).
 */
export async function publicStates(
  db: Db,
  roundId: number,
  amendments: readonly AmendmentRow[],
  now: Date,
): Promise<RoundDrawInfo['changed']> {
  const latest = new Map(amendments.map((row) => [row.receiptNumber, row]));
  const changed: RoundDrawInfo['changed'] = {};
  // an application whose data is gone keeps what its amendment said
  for (const [receiptNumber, row] of latest)
    changed[receiptNumber] = { state: row.newState, amendment: row.number };
  for (const { applicant, state } of await roundStatuses(db, roundId, now)) {
    const amendment = latest.get(applicant.receiptNumber)?.number ?? null;
    if (state.vacated || state.result.calledFromReserve !== null || amendment !== null)
      changed[applicant.receiptNumber] = { state: state.publicLabel, amendment };
  }
  return changed;
}

/** Whether a documents deadline (a round's or an applicant's own) passed in (from, to]: states lapsed then. */
export async function deadlinePassedBetween(db: Db, from: Date, to: Date): Promise<boolean> {
  const [round] = await db
    .select({ id: roundAfterDraw.roundId })
    .from(roundAfterDraw)
    .where(and(gt(roundAfterDraw.documentsDeadline, from), lte(roundAfterDraw.documentsDeadline, to)))
    .limit(1);
  if (round) return true;
  const [own] = await db
    .select({ id: applicationReviews.applicantId })
    .from(applicationReviews)
    .where(and(gt(applicationReviews.ownDeadline, from), lte(applicationReviews.ownDeadline, to)))
    .limit(1);
  return own !== undefined;
}
