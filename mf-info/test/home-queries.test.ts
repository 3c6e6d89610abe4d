import type { NoticeSummary } from '@portal/shared-types/board/notice-rules';
import type { RoundSummary } from '@portal/shared-types/rounds/round-rules';
import { homeRound, latestNotices, pastRounds, PAST_ROUNDS } from '../src/features/home/home-queries';

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00+09:00');
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const round = (id: number, start: number, end: number, closed = false): RoundSummary => ({
  id,
  title: `회차 ${id}`,
  subscriptionType: ['GENERAL-15'],
  startTs: at(start),
  endTs: at(end),
  closed,
});
const notice = (id: number, topFixed: boolean): NoticeSummary => ({
  id,
  title: `공지 ${id}`,
  createdAt: at(-id),
  topFixed,
  hasFiles: false,
});

describe('the round on home', () => {
  it('when a round is open, then it shows as 접수중 even beside a future and a waiting one', () => {
    const rounds = [round(3, 20, 30), round(2, -3, 14), round(1, -30, -20)];
    expect(homeRound(rounds, now)).toEqual({ round: rounds[1], progress: 'open' });
  });
  it('when no round is open, then the next to open shows as 예정', () => {
    const rounds = [round(4, 40, 50), round(3, 10, 20), round(1, -30, -20, true)];
    expect(homeRound(rounds, now)).toEqual({ round: rounds[1], progress: 'before' });
  });
  it('when the only live round has ended, then it shows as 발표대기 until it is closed', () => {
    expect(homeRound([round(1, -30, -2)], now)?.progress).toBe('pending');
    expect(homeRound([round(1, -30, -2, true)], now)).toBeNull();
  });
  it('when there is no round, then nothing shows', () => {
    expect(homeRound([], now)).toBeNull();
  });
});

describe('the past rounds on home (지난 청약 결과)', () => {
  it('when a round is open, then the closed and the ended ones are listed beside it, newest end first', () => {
    const rounds = [round(2, -3, 14), round(1, -60, -45, true), round(3, -40, -30), round(4, 20, 30)];
    const shown = homeRound(rounds, now);
    expect(pastRounds(rounds, now, shown)).toEqual([
      { round: rounds[2], progress: 'pending' },
      { round: rounds[1], progress: 'closed' },
    ]);
  });
  it('when the round at the top is itself waiting for its results, then it is not listed twice', () => {
    const rounds = [round(3, -10, -2), round(1, -60, -45, true)];
    const shown = homeRound(rounds, now);
    expect(shown?.round.id).toBe(3);
    expect(pastRounds(rounds, now, shown).map((past) => past.round.id)).toEqual([1]);
  });
  it('lists at most a few, and nothing without past rounds', () => {
    const many = Array.from({ length: 9 }, (_, index) => round(index + 1, -100 + index, -90 + index, true));
    expect(pastRounds(many, now, null)).toHaveLength(PAST_ROUNDS);
    expect(pastRounds(many, now, null)[0]?.round.id).toBe(9);
    expect(pastRounds([round(2, -3, 14)], now, null)).toEqual([]);
  });
});

describe('the latest notices on home', () => {
  it('lists the pinned ones first, then the others, five in all', () => {
    const pinned = [notice(9, true), notice(4, true)];
    const others = [8, 7, 6, 5, 3].map((id) => notice(id, false));
    expect(latestNotices(pinned, others).map((item) => item.id)).toEqual([9, 4, 8, 7, 6]);
  });
  it('keeps at most five pinned ones', () => {
    const pinned = [1, 2, 3, 4, 5, 6].map((id) => notice(id, true));
    expect(latestNotices(pinned, [notice(7, false)])).toHaveLength(5);
  });
});
