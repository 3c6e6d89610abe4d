import type { NoticePageQuery } from '@portal/web-runtime/read-api';
import type { NoticeSummary } from '@portal/shared-types/board/notice-rules';
import {
  roundProgress,
  sortRoundsByEndDesc,
  type Round,
  type RoundProgress,
  type RoundSummary,
} from '@portal/shared-types/rounds/round-rules';

/** How many notices the home page lists. */
export const LATEST_NOTICES = 5;

/** The two pages of the shared notice read: the newest pinned ones and the newest others. */
export const pinnedNoticesQuery: NoticePageQuery = { page: 0, size: LATEST_NOTICES, topFixed: true };
export const otherNoticesQuery: NoticePageQuery = { page: 0, size: LATEST_NOTICES, topFixed: false };

/** Pinned first, each part newest first, five in all. */
export function latestNotices(
  pinned: readonly NoticeSummary[],
  others: readonly NoticeSummary[],
): NoticeSummary[] {
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

export type HomeRound = { round: RoundSummary; progress: Exclude<RoundProgress, 'closed'> };

/**
 * The round the home page shows, by the spec's progress rule: an open round (접수중) first,
 * else the next to open (예정), else the latest one waiting for its results (발표대기). A closed round
 * is never shown, and none gives null. The apply side's current round is the open one, so both agree.
 */
export function homeRound(rounds: readonly RoundSummary[], now: Date): HomeRound | null {
  const live = rounds.flatMap((round): HomeRound[] => {
    const progress = roundProgress(round, now);
    return progress === 'closed' ? [] : [{ round, progress }];
  });
  const byStart = (a: HomeRound, b: HomeRound) => Date.parse(a.round.startTs) - Date.parse(b.round.startTs);
  const byEndDesc = (a: HomeRound, b: HomeRound) => Date.parse(b.round.endTs) - Date.parse(a.round.endTs);
  return (
    live.filter((shown) => shown.progress === 'open').sort(byEndDesc)[0] ??
    live.filter((shown) => shown.progress === 'before').sort(byStart)[0] ??
    live.filter((shown) => shown.progress === 'pending').sort(byEndDesc)[0] ??
    null
  );
}

/** How many past rounds home lists under 지난 청약 결과. */
export const PAST_ROUNDS = 5;

/**
 * The rounds whose applications are over (closed, or ended and waiting for the close), newest end
 * first, without the one shown at the top: each links to its draw page, even while another is open.
 */
export function pastRounds(
  rounds: readonly RoundSummary[],
  now: Date,
  shown: HomeRound | null,
): { round: RoundSummary; progress: 'pending' | 'closed' }[] {
  return sortRoundsByEndDesc(rounds)
    .flatMap((round) => {
      const progress = roundProgress(round, now);
      if (round.id === shown?.round.id) return [];
      return progress === 'closed' || progress === 'pending' ? [{ round, progress }] : [];
    })
    .slice(0, PAST_ROUNDS);
}
