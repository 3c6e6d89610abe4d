import type { NoticePageQuery } from '@portal/shared-types/client/read-api';
import type { Notice } from '@portal/shared-types/notices';
import {
  chooseCurrentRound,
  roundProgress,
  type Round,
  type RoundProgress,
} from '@portal/shared-types/rounds';

/** How many notices the home page lists. */
export const LATEST_NOTICES = 5;

/** The two pages of the shared notice read: the newest pinned ones and the newest others. */
export const pinnedNoticesQuery: NoticePageQuery = { page: 0, size: LATEST_NOTICES, topFixed: true };
export const otherNoticesQuery: NoticePageQuery = { page: 0, size: LATEST_NOTICES, topFixed: false };

/** Pinned first, each part newest first (spec section 9), five in all. */
export function latestNotices(pinned: readonly Notice[], others: readonly Notice[]): Notice[] {
  return [...pinned, ...others].slice(0, LATEST_NOTICES);
}

/**
 * A round's notice is the newest notice whose title holds the round's title: a round has no notice
 * field, and the operator announces each round with a notice named after it.
 */
export const roundNoticeQuery = (round: Pick<Round, 'title'>): NoticePageQuery => ({
  page: 0,
  size: 1,
  field: 'title',
  keyword: round.title,
});

export type HomeRound = { round: Round; progress: Exclude<RoundProgress, 'closed'> };

/**
 * The round the home page shows: the apply side's current round (spec section 4) while it is about
 * to open, open or waiting for its results; a closed round, or none, shows nothing.
 */
export function homeRound(rounds: readonly Round[], now: Date): HomeRound | null {
  const round = chooseCurrentRound(rounds, now);
  if (!round) return null;
  const progress = roundProgress(round, now);
  return progress === 'closed' ? null : { round, progress };
}
