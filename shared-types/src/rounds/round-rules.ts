// The pure rules of rounds, without zod: public pages import them (the schemas are in rounds.schema.ts).
import { monthsBefore, seoulDayNumber } from '../common/dates';
import type { SupplyType } from '../supply/supply-type-labels';

/** A subscription round as the server answers it; `roundSchema` checks it. */
export interface Round {
  id: number;
  title: string;
  description: string;
  subscriptionType: SupplyType[];
  startTs: string;
  endTs: string;
  closed: boolean;
}

/**
 * A round as lists and the home page show it: everything but its description, which only the round's
 * own page shows.
 */
export type RoundSummary = Omit<Round, 'description'>;

/**
 * A round as the public list of rounds (`/api/rounds/summaries`) answers it: its summary and when its
 * winners were drawn (null before the draw), so that pages can point to the results once they exist.
 */
export type RoundListItem = RoundSummary & { drawnAt: string | null };

/** What a list shows of a round. */
export function roundSummaryOf({ description: _description, ...summary }: Round): RoundSummary {
  return summary;
}

export type RoundProgress = 'before' | 'open' | 'pending' | 'closed';

/** Start and end are both inside the open period; the closed flag wins over time. */
export function roundProgress(round: Pick<Round, 'startTs' | 'endTs' | 'closed'>, now: Date): RoundProgress {
  if (round.closed) return 'closed';
  const time = now.getTime();
  if (time < Date.parse(round.startTs)) return 'before';
  if (time <= Date.parse(round.endTs)) return 'open';
  return 'pending';
}

export const PROGRESS_LABELS: Record<Exclude<RoundProgress, 'closed'>, string> = {
  before: '예정',
  open: '접수중',
  pending: '발표대기',
};

/** Edit and cancel are allowed only while the round is open. */
export function canEditApplication(round: Pick<Round, 'startTs' | 'endTs' | 'closed'>, now: Date): boolean {
  return roundProgress(round, now) === 'open';
}

/**
 * The current round of the apply and inquiry side: the first round of the list,
 * unless it has not started yet and another exists, then the second. A lone future round is still
 * returned; an empty list gives null.
 */
export function chooseCurrentRound<T extends Pick<Round, 'startTs'>>(
  rounds: readonly T[],
  now: Date,
): T | null {
  const [first, second] = rounds;
  if (!first) return null;
  const firstIsFuture = now.getTime() < Date.parse(first.startTs);
  return firstIsFuture && second ? second : first;
}

export const INQUIRY_MONTHS_BACK = 3;

/**
 * Rounds the inquiry looks in: the current round first, then the others that ended within the past
 * 3 calendar months (end between that moment and now, both included), latest end first.
 */
export function roundsForInquiry<T extends Pick<Round, 'id' | 'startTs' | 'endTs'>>(
  rounds: readonly T[],
  now: Date,
): T[] {
  const current = chooseCurrentRound(rounds, now);
  const from = monthsBefore(now, INQUIRY_MONTHS_BACK).getTime();
  const recent = sortRoundsByEndDesc(rounds).filter((round) => {
    const end = Date.parse(round.endTs);
    return round !== current && end >= from && end <= now.getTime();
  });
  return current ? [current, ...recent] : recent;
}

/** Two rounds overlap when some instant lies in both (ends included: both would be open then). */
export function roundsOverlap(
  a: Pick<Round, 'startTs' | 'endTs'>,
  b: Pick<Round, 'startTs' | 'endTs'>,
): boolean {
  return Date.parse(a.startTs) <= Date.parse(b.endTs) && Date.parse(b.startTs) <= Date.parse(a.endTs);
}

/**
 * The server's 409 rule: another round, not closed, overlapping the candidate in time.
 * Pass the candidate's id on update so that the round does not conflict with itself.
 */
export function findOverlappingRound<T extends Pick<Round, 'id' | 'startTs' | 'endTs' | 'closed'>>(
  candidate: Pick<Round, 'startTs' | 'endTs'> & { id?: number },
  rounds: readonly T[],
): T | undefined {
  return rounds.find(
    (round) => round.id !== candidate.id && !round.closed && roundsOverlap(round, candidate),
  );
}

/** Latest end first; equal ends by id descending. Returns a new array. */
export function sortRoundsByEndDesc<T extends Pick<Round, 'id' | 'endTs'>>(rounds: readonly T[]): T[] {
  return [...rounds].sort((a, b) => Date.parse(b.endTs) - Date.parse(a.endTs) || b.id - a.id);
}

/** How many days after its draw home still says a round's winners are announced (the draw day is day 0). */
export const WINNERS_NEWS_DAYS = 30;

/**
 * The rounds whose winners were drawn within the last 30 Seoul calendar days, latest draw first. By
 * calendar day, so the answer only changes at midnight in Seoul, when cached pages end anyway.
 */
export function recentlyDrawnRounds<T extends Pick<RoundListItem, 'id' | 'drawnAt'>>(
  rounds: readonly T[],
  now: Date,
): T[] {
  const today = seoulDayNumber(now);
  if (today === null) return [];
  return rounds
    .filter((round) => {
      const drawDay = seoulDayNumber(round.drawnAt);
      return drawDay !== null && drawDay <= today && today - drawDay <= WINNERS_NEWS_DAYS;
    })
    .sort((a, b) => Date.parse(b.drawnAt!) - Date.parse(a.drawnAt!) || b.id - a.id);
}

/**
 * Where /apply points when no round is open: the round drawn last (its results) and the next round
 * announced (not closed, its start ahead), each null when there is none.
 */
export function roundsBesideNoOpenRound<
  T extends Pick<RoundListItem, 'id' | 'startTs' | 'closed' | 'drawnAt'>,
>(rounds: readonly T[], now: Date): { lastDrawn: T | null; next: T | null } {
  const drawn = rounds
    .filter((round) => round.drawnAt !== null && !Number.isNaN(Date.parse(round.drawnAt)))
    .sort((a, b) => Date.parse(b.drawnAt!) - Date.parse(a.drawnAt!) || b.id - a.id);
  const ahead = rounds
    .filter((round) => !round.closed && Date.parse(round.startTs) > now.getTime())
    .sort((a, b) => Date.parse(a.startTs) - Date.parse(b.startTs) || a.id - b.id);
  return { lastDrawn: drawn[0] ?? null, next: ahead[0] ?? null };
}
