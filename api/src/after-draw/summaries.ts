// The short state now that lists carry (the admin's list and Excel rows, the applicant's lookup row),
// from the same derivation as every other surface; null before the application has a result.
import {
  applicationSummary,
  type ApplicationSummary,
} from '@portal/shared-types/after-draw/application-status';
import type { Db } from '../db/database';
import type { Tx } from '../db/tx';
import { callsInvolving, findApplicantRow, findReview, findSettings } from './after-draw-repository';
import { stateOf, type ApplicationRows } from './application-state';
import { positionOf, roundStatuses, rowsOf } from './round-statuses';

const summaryOf = (rows: ApplicationRows, now: Date): ApplicationSummary | null => {
  const state = stateOf(rows, now);
  return state.state === 'notAnnounced' ? null : applicationSummary(state, Boolean(rows.review?.submittedAt));
};

/** Each application of the round by id, with its summary (null before a result). */
export async function summariesOfRound(
  db: Db | Tx,
  roundId: number,
  now: Date,
): Promise<Map<number, ApplicationSummary | null>> {
  return new Map(
    (await roundStatuses(db, roundId, now)).map(({ applicant, rows }) => [
      applicant.id,
      summaryOf(rows, now),
    ]),
  );
}

/** One application's summary; null before a result or when its data is gone. */
export async function summaryOfApplication(
  db: Db | Tx,
  applicantId: number,
  now: Date,
): Promise<ApplicationSummary | null> {
  const applicant = await findApplicantRow(db, applicantId);
  if (!applicant) return null;
  const [review, settings, calls] = await Promise.all([
    findReview(db, applicant.id),
    findSettings(db, applicant.roundId),
    callsInvolving(db, [applicant.id]),
  ]);
  return summaryOf(rowsOf(applicant, review, settings, calls, await positionOf(db, applicant)), now);
}
