import type { NoticeSummary } from '@portal/shared-types/board/notices';
import type { RoundSummary } from '@portal/shared-types/rounds/rounds';
import { homeRound, latestNotices } from '../src/features/home/home-queries';

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
