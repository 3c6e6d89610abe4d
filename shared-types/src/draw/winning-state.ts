// The stored winning state of an application, the one place that writes and reads its text: 당첨, 미당첨
// or 예비 N. It imports nothing, so the public pages and the bundled draw verifier take it as it is.

export const WON = '당첨';
export const NOT_WON = '미당첨';
export const RESERVE = '예비';

export type WinningKind = 'won' | 'notWon' | 'reserve';
export interface WinningState {
  kind: WinningKind;
  /** only for a reserve whose number is an integer >= 1 */
  reserveNumber?: number;
}

/** The texts the server stores and accepts: exactly 당첨, 미당첨 or 예비 N (N an integer >= 1). */
export const STORED_WINNING_STATE = new RegExp(`^(${WON}|${NOT_WON}|${RESERVE} [1-9][0-9]*)$`);

const RESERVE_WITH_NUMBER = new RegExp(`^${RESERVE} ([1-9][0-9]*)$`);
const ANY_RESERVE = new RegExp(`^${RESERVE}(\\s|$)`);

/**
 * Reads a stored or pending text. '예비' alone, or followed by a space and anything, is a reserve;
 * it carries a number only in the exact form '예비 N'. Empty, missing or unknown text is not won.
 */
export function parseWinningState(text: string | null | undefined): WinningState {
  if (text === WON) return { kind: 'won' };
  if (!text || !ANY_RESERVE.test(text)) return { kind: 'notWon' };
  const match = RESERVE_WITH_NUMBER.exec(text);
  const reserveNumber = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(reserveNumber) ? { kind: 'reserve', reserveNumber } : { kind: 'reserve' };
}

/** The text of a state (a draw's result included); a reserve without a number is the bare '예비'. */
export function formatWinningState(state: WinningState): string {
  if (state.kind === 'won') return WON;
  if (state.kind === 'notWon') return NOT_WON;
  return state.reserveNumber === undefined ? RESERVE : `${RESERVE} ${state.reserveNumber}`;
}
