// Where a draw/v3 witness's reveal stands, as the admin's panel and the public page both say it. Pure,
// without zod: the pages import it.
import { formatAdminDateTime } from '../common/dates';
import type { RoundDrawInfo, WitnessRow } from './draw-api.schema';

/** revealed; pending: it may still come (before the beacon's time); withheld: it counts as the empty value */
export type RevealState = 'revealed' | 'pending' | 'withheld';

type RevealWindow = Pick<RoundDrawInfo, 'frozen' | 'revealUntil' | 'draw'>;

/** Reveals are taken from the freeze on, strictly before the beacon's time, and never after the draw. */
export const revealsOpen = (info: RevealWindow, now: Date): boolean =>
  Boolean(info.frozen && info.revealUntil && !info.draw && now.getTime() < Date.parse(info.revealUntil));

/** True once the beacon's time has come: a reveal not made by then is never taken. */
export const revealsClosed = (info: RevealWindow, now: Date): boolean =>
  Boolean(info.draw || (info.frozen && info.revealUntil && now.getTime() >= Date.parse(info.revealUntil)));

export function revealState(row: WitnessRow, info: RevealWindow, now: Date): RevealState {
  if (row.reveal) return 'revealed';
  return revealsClosed(info, now) ? 'withheld' : 'pending';
}

export const REVEAL_STATE_TEXT: Record<Exclude<RevealState, 'revealed'>, string> = {
  pending: '공개 전',
  withheld: '공개 안 함 (빈 값으로 추첨)',
};

/** What the pages say once the reveals are closed. */
export const revealsClosedSentence = (revealUntil: string): string =>
  `${formatAdminDateTime(revealUntil)}(drand 난수 공개 시각)에 참관 값 공개를 마감했습니다. 공개하지 않은 약속은 빈 값으로 추첨합니다.`;
