// The short state now that lists carry (the admin's list and Excel rows, the applicant's lookup row),
// from the same derivation as every other surface; null before the application has a result.
import {
  applicationSummary,
  type ApplicationSummary,
} from '@portal/shared-types/after-draw/application-status';
import type { Db } from '../../db/database';
import type { Tx } from '../../db/tx';
import { reservePosition, waitingReserveNumber } from '@portal/shared-types/after-draw/status-rules';
import {
  applicantRowsOf,
  callsInvolving,
  findApplicantRow,
  findReview,
  findSettings,
  reservesOfRound,
  callsOfRound,
  reviewsBetween,
  reviewsOf,
  type ApplicantRow,
  type ReserveCallRow,
  type ReviewRow,
  type SettingsRow,
} from '../after-draw-repository';
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

/** Each row's summary from what was read for them: their reviews, the round's settings, calls and reserves. */
function summariesFrom(
  rows: readonly ApplicantRow[],
  reviews: readonly ReviewRow[],
  settings: SettingsRow | null,
  calls: readonly ReserveCallRow[],
  reserves: readonly ApplicantRow[],
  now: Date,
): Map<number, ApplicationSummary | null> {
  const reviewBy = new Map(reviews.map((review) => [review.applicantId, review]));
  return new Map(
    rows.map((applicant) => [
      applicant.id,
      summaryOf(
        rowsOf(
          applicant,
          reviewBy.get(applicant.id) ?? null,
          settings,
          calls,
          reservePosition(applicant, reserves),
        ),
        now,
      ),
    ]),
  );
}

/** What the summaries of the batches of one round read once: its settings, reserve line and calls. */
export interface RoundReads {
  settings?: Promise<SettingsRow | null>;
  reserves?: Promise<ApplicantRow[]>;
  calls?: Promise<ReserveCallRow[]>;
}

/**
 * The summaries of some applications of one round (a page of the admin's list): reads only their rows,
 * and the round's reserves when one of them waits in line, never the whole round.
 */
export async function summariesOfApplicants(
  db: Db | Tx,
  roundId: number,
  applicantIds: number[],
  now: Date,
): Promise<Map<number, ApplicationSummary | null>> {
  const [rows, reviews, settings, calls] = await Promise.all([
    applicantRowsOf(db, applicantIds),
    reviewsOf(db, applicantIds),
    findSettings(db, roundId),
    callsInvolving(db, applicantIds),
  ]);
  const waiting = rows.some((row) => waitingReserveNumber(row) !== null);
  const reserves = waiting ? await reservesOfRound(db, roundId) : [];
  return summariesFrom(rows, reviews, settings, calls, reserves, now);
}

/**
 * The summaries of a batch of one round's applicant rows in id order (the Excel export, which has read
 * them); a row whose data is destroyed has none. `reads` keeps the round's settings, reserve line and
 * calls (a few rows each) from one batch to the next, so that a batch reads only its own reviews, by a
 * range of ids.
 */
export async function summariesOfRows(
  db: Db | Tx,
  roundId: number,
  applicantRows: readonly ApplicantRow[],
  now: Date,
  reads: RoundReads = {},
): Promise<Map<number, ApplicationSummary | null>> {
  const rows = applicantRows.filter((row) => row.destroyedAt === null);
  if (rows.length === 0) return new Map();
  reads.settings ??= findSettings(db, roundId);
  reads.calls ??= callsOfRound(db, roundId);
  const [reviews, settings, roundCalls] = await Promise.all([
    reviewsBetween(db, roundId, rows[0]!.id, rows.at(-1)!.id),
    reads.settings,
    reads.calls,
  ]);
  const waiting = rows.some((row) => waitingReserveNumber(row) !== null);
  const reserves = waiting ? await (reads.reserves ??= reservesOfRound(db, roundId)) : [];
  const ids = new Set(rows.map((row) => row.id));
  const calls = roundCalls.filter(
    (call) => ids.has(call.calledApplicantId) || ids.has(call.vacancyApplicantId),
  );
  return summariesFrom(rows, reviews, settings, calls, reserves, now);
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
