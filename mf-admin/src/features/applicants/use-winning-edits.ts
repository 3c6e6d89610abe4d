import { useMemo, useState } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants';
import {
  applyEdit,
  hasPendingEdits,
  validateReserve,
  type WinningStateMap,
} from '@portal/shared-types/applicants/winning-state';

/**
 * The admin's pending winning-state edits for one round: only differences from the
 * saved states are kept, and the reserve rules are checked against every applicant.
 */
export function useWinningEdits(applicants: readonly Applicant[]) {
  const [pending, setPending] = useState<WinningStateMap>({});
  const saved = useMemo(() => {
    const map: WinningStateMap = {};
    for (const applicant of applicants) map[applicant.id] = applicant.winningState ?? '';
    return map;
  }, [applicants]);

  const edit = (applicantId: number, newState: string) =>
    setPending((current) => applyEdit(current, saved, applicantId, newState));
  const stateOf = (applicant: Applicant) => pending[applicant.id] ?? applicant.winningState;
  const isPending = hasPendingEdits(pending);
  const problem = isPending ? validateReserve(applicants, pending) : null;

  return { pending, edit, stateOf, isPending, problem, reset: () => setPending({}) };
}
