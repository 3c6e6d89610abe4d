import { parseWinningState } from '@portal/shared-types/winning-state';

/** True when, after the updates, two applicants of the round would hold the same reserve number. */
export function reserveConflict(
  current: readonly { id: number; winningState: string | null }[],
  updates: readonly { applicantId: number; winningState: string }[],
): boolean {
  const next = new Map(current.map((applicant) => [applicant.id, applicant.winningState]));
  for (const update of updates) next.set(update.applicantId, update.winningState);
  const seen = new Set<number>();
  for (const state of next.values()) {
    const number = parseWinningState(state).reserveNumber;
    if (number === undefined) continue;
    if (seen.has(number)) return true;
    seen.add(number);
  }
  return false;
}
