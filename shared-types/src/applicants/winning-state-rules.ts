// The pure rules of winning states, without zod: public pages import them.
import { messages } from '../common/messages';
import { PROGRESS_LABELS, type RoundProgress } from '../rounds/round-rules';
import {
  formatWinningState,
  NOT_WON,
  parseWinningState,
  RESERVE,
  WON,
  type WinningKind,
} from '../draw/winning-state';

// the stored text itself lives in draw/winning-state.ts; these are the admin editor's rules around it
/**
 * The text of "reserve chosen, number not typed yet": the bare word, no space. It lives only in the
 * admin's pending edits; the server refuses it (winningStateSchema), and validateReserve blocks the save.
 */
export const RESERVE_WITHOUT_NUMBER = RESERVE;

/** The canonical text of any input: '미당첨' for empty or unknown, '예비' for a reserve without a valid number. */
export function normalizeWinningState(text: string | null | undefined): string {
  return formatWinningState(parseWinningState(text));
}

export type WinningColor = 'blue' | 'red' | 'green';
export const WINNING_STATE_COLORS: Readonly<Record<WinningKind, WinningColor>> = {
  won: 'blue',
  notWon: 'red',
  reserve: 'green',
};

export function winningStateColor(text: string | null | undefined): WinningColor {
  return WINNING_STATE_COLORS[parseWinningState(text).kind];
}

/** The dropdown's three choices. */
export const WINNING_STATE_OPTIONS: readonly { kind: WinningKind; label: string }[] = [
  { kind: 'won', label: WON },
  { kind: 'notWon', label: NOT_WON },
  { kind: 'reserve', label: RESERVE },
];

/**
 * The text after choosing a kind in the dropdown. Choosing reserve again keeps the current number;
 * a non-reserve choice has no number to keep.
 */
export function stateForKind(kind: WinningKind, current: string | null | undefined): string {
  if (kind === 'reserve') {
    const parsed = parseWinningState(current);
    return parsed.kind === 'reserve' ? formatWinningState(parsed) : RESERVE_WITHOUT_NUMBER;
  }
  return kind === 'won' ? WON : NOT_WON;
}

/** A typed reserve number: an integer >= 1, else null (the input ignores it). */
export function parseReserveNumber(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/** The reserve text for a typed number; an invalid number leaves the reserve without one. */
export function reserveState(input: string | number | null | undefined): string {
  const value = parseReserveNumber(input);
  return formatWinningState(value === null ? { kind: 'reserve' } : { kind: 'reserve', reserveNumber: value });
}

/** Pending edits and saved states by applicant id. */
export type WinningStateMap = Record<number, string>;

/**
 * The pending map after the admin sets `newState` for one applicant. Only differences from the saved
 * state stay pending (compared in canonical form, so a missing saved state equals 미당첨); reverting
 * to the saved state removes the entry. The input maps are not changed.
 */
export function applyEdit(
  pending: WinningStateMap,
  saved: WinningStateMap,
  applicantId: number,
  newState: string,
): WinningStateMap {
  const next = { ...pending };
  const wanted = normalizeWinningState(newState);
  if (wanted === normalizeWinningState(saved[applicantId])) delete next[applicantId];
  else next[applicantId] = wanted;
  return next;
}

export function hasPendingEdits(pending: WinningStateMap): boolean {
  return Object.keys(pending).length > 0;
}

/** The `statusUpdates` list of the save call, by applicant id ascending. */
export function toStatusUpdates(pending: WinningStateMap): { applicantId: number; winningState: string }[] {
  return Object.entries(pending)
    .map(([id, winningState]) => ({ applicantId: Number(id), winningState }))
    .sort((a, b) => a.applicantId - b.applicantId);
}

/**
 * The applicants whose reserve numbers clash, by id with the clashing number: two applicants of the
 * same supply type (each type has its own reserve queue, as the draw numbers it) holding one number,
 * each taken with its pending state if any, else its saved one. Every member of a clash is listed.
 */
export function reserveClashes(
  allApplicants: readonly { id: number; winningState?: string | null; supplyType: string }[],
  pending: WinningStateMap,
): Map<number, number> {
  const holders = new Map<string, { id: number; reserveNumber: number }[]>();
  for (const applicant of allApplicants) {
    const state = parseWinningState(pending[applicant.id] ?? applicant.winningState);
    if (state.reserveNumber === undefined) continue;
    const key = `${applicant.supplyType} ${state.reserveNumber}`;
    holders.set(key, [...(holders.get(key) ?? []), { id: applicant.id, reserveNumber: state.reserveNumber }]);
  }
  const clashes = new Map<number, number>();
  for (const group of holders.values())
    if (group.length > 1) for (const { id, reserveNumber } of group) clashes.set(id, reserveNumber);
  return clashes;
}

/**
 * Whether the pending edits may be saved: null when they may, else the message.
 * A pending reserve without a valid number comes first; then reserve numbers must be unique among
 * the applicants of the round's same supply type (reserveClashes).
 */
export function validateReserve(
  allApplicants: readonly { id: number; winningState?: string | null; supplyType: string }[],
  pending: WinningStateMap,
): string | null {
  const pendingStates = Object.values(pending).map(parseWinningState);
  if (pendingStates.some((state) => state.kind === 'reserve' && state.reserveNumber === undefined)) {
    return messages.reserveNumberMissing;
  }
  return reserveClashes(allApplicants, pending).size > 0 ? messages.reserveNumberDuplicate : null;
}

/** The applicant's status label; a closed round shows the win status, 미당첨 when missing. */
export function progressLabel(progress: RoundProgress, winningState?: string | null): string {
  return progress === 'closed' ? normalizeWinningState(winningState) : PROGRESS_LABELS[progress];
}
