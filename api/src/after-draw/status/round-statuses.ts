// Every application of a round with its status now, read in one go: the review queue, the open places,
// the admin's list and Excel file, a notice's audience and the public draw page all start here.
import { reservePosition, waitingReserveNumber } from '@portal/shared-types/after-draw/status-rules';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tx';
import {
  applicantsOfRound,
  callsInvolving,
  callsOfRound,
  findReview,
  findSettings,
  lockApplicantRow,
  reviewsOfRound,
  type ApplicantRow,
  type ReserveCallRow,
  type ReviewRow,
  type SettingsRow,
} from '../after-draw-repository';
import { stateOf, type ApplicationRows, type ApplicationState } from './application-state';

export interface RoundStatus {
  applicant: ApplicantRow;
  rows: ApplicationRows;
  state: ApplicationState;
}

/** One application's rows with its applicant row locked, for a write that reads its state first; null when there is none. */
export async function lockedApplicationRows(tx: Tx, applicantId: number): Promise<ApplicationRows | null> {
  const applicant = await lockApplicantRow(tx, applicantId);
  if (!applicant) return null;
  const [review, settings, calls] = await Promise.all([
    findReview(tx, applicant.id),
    findSettings(tx, applicant.roundId),
    callsInvolving(tx, [applicant.id]),
  ]);
  return rowsOf(applicant, review, settings, calls);
}

/** The rows of one application among the round's calls: the call that made it, and whether its place was filled. */
export function rowsOf(
  applicant: ApplicantRow,
  review: ReviewRow | null,
  settings: SettingsRow | null,
  calls: readonly ReserveCallRow[],
  reservePosition: number | null = null,
): ApplicationRows {
  return {
    applicant,
    review,
    settings,
    call: calls.find((call) => call.calledApplicantId === applicant.id) ?? null,
    filled: calls.some((call) => call.vacancyApplicantId === applicant.id),
    reservePosition,
  };
}

/** Each waiting reserve's place in line: 1 + the waiting reserves of its supply type with a lower number. */
function reservePositions(applicants: readonly ApplicantRow[]): Map<number, number> {
  const numbersByType = new Map<string, number[]>();
  const waiting: { id: number; type: string; number: number }[] = [];
  for (const applicant of applicants) {
    const number = waitingReserveNumber(applicant);
    if (number === null) continue;
    waiting.push({ id: applicant.id, type: applicant.supplyType, number });
    numbersByType.set(applicant.supplyType, [...(numbersByType.get(applicant.supplyType) ?? []), number]);
  }
  return new Map(
    waiting.map(({ id, type, number }) => [
      id,
      1 + (numbersByType.get(type) ?? []).filter((other) => other < number).length,
    ]),
  );
}

/** One waiting reserve's place in line among the round's waiting reserves of the same supply type. */
export async function positionOf(db: Db | Tx, applicant: ApplicantRow): Promise<number | null> {
  if (waitingReserveNumber(applicant) === null) return null;
  return reservePosition(applicant, await applicantsOfRound(db, applicant.roundId));
}

/** The round's applications whose data is kept, in id order, each with its status now. */
export async function roundStatuses(db: Db | Tx, roundId: number, now: Date): Promise<RoundStatus[]> {
  return (await roundStatusesWithRows(db, roundId, now)).statuses;
}

/** roundStatuses, with the round's reserve calls and after-draw settings they were read from. */
export async function roundStatusesWithRows(
  db: Db | Tx,
  roundId: number,
  now: Date,
): Promise<{ statuses: RoundStatus[]; calls: ReserveCallRow[]; settings: SettingsRow | null }> {
  const [applicants, reviews, settings, calls] = await Promise.all([
    applicantsOfRound(db, roundId),
    reviewsOfRound(db, roundId),
    findSettings(db, roundId),
    callsOfRound(db, roundId),
  ]);
  const reviewBy = new Map(reviews.map((review) => [review.applicantId, review]));
  const positions = reservePositions(applicants);
  const statuses = applicants.map((applicant) => {
    const rows = rowsOf(
      applicant,
      reviewBy.get(applicant.id) ?? null,
      settings,
      calls,
      positions.get(applicant.id) ?? null,
    );
    return { applicant, rows, state: stateOf(rows, now) };
  });
  return { statuses, calls, settings };
}
