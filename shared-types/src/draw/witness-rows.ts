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

/**
 * The witnesses in one plain sentence for the draw page's account (before the draw), or null when the
 * round has none: how many committed, how many revealed, and what a missing reveal means.
 */
export function witnessProgressSentence(
  info: Pick<RoundDrawInfo, 'frozen' | 'revealUntil' | 'draw' | 'witnesses'>,
  now: Date,
): string | null {
  const committed = info.witnesses.length;
  if (committed === 0 || info.draw) return null;
  if (!info.frozen)
    return `참관인 ${committed}명이 값을 봉인해 약속했습니다. 마감 뒤 공개한 값이 공개 난수와 함께 추첨에 들어갑니다.`;
  if (info.revealUntil && revealsClosed(info, now)) return revealsClosedSentence(info.revealUntil);
  const revealed = info.witnesses.filter((row) => row.reveal).length;
  const until = info.revealUntil ? `${formatAdminDateTime(info.revealUntil)}까지 ` : '';
  return `참관인 ${committed}명 중 ${revealed}명이 봉인한 값을 공개했습니다. ${until}공개하지 않은 값은 빈 값으로 추첨합니다.`;
}
