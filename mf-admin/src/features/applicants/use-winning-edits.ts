import { useMemo, useState } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { messages } from '@portal/shared-types/common/messages';
import {
  applyEdit,
  hasPendingEdits,
  parseWinningState,
  reserveClashes,
  type WinningStateMap,
} from '@portal/shared-types/applicants/winning-state-rules';
import { winningChangeRefusal, type EditorRound } from '@portal/shared-types/after-draw/change-rules';

/** What is wrong with one row's reserve number, said beside it. */
export const rowProblems = {
  missing: '예비 순번을 입력하세요.',
  tooSmall: '1 이상의 정수로 입력하세요.',
  duplicate: (reserveNumber: number) => `예비 ${reserveNumber}번이 다른 신청자와 중복됩니다.`,
} as const;

const BY_HAND: EditorRound = { drawn: false, reserves: {} };

/**
 * The admin's pending winning-state edits for one round: only differences from the
 * saved states are kept, and the reserve rules are checked against every applicant. Each
 * row with a problem is named (`problemOf`), and `problem` is the one message that blocks the save.
 * After the draw the rules after it (change-rules.ts) refuse each change with its reason.
 */
export function useWinningEdits(applicants: readonly Applicant[], round: EditorRound = BY_HAND) {
  const [pending, setPending] = useState<WinningStateMap>({});
  // the text typed into a reserve number that is not a number from 1 (0, -2): kept to show and explain
  const [typed, setTyped] = useState<Record<number, string>>({});
  const saved = useMemo(() => {
    const map: WinningStateMap = {};
    for (const applicant of applicants) map[applicant.id] = applicant.winningState ?? '';
    return map;
  }, [applicants]);

  const edit = (applicantId: number, newState: string, typedNumber = '') => {
    setPending((current) => applyEdit(current, saved, applicantId, newState));
    setTyped((current) => ({ ...current, [applicantId]: typedNumber }));
  };
  const stateOf = (applicant: Applicant) => pending[applicant.id] ?? applicant.winningState;
  const isPending = hasPendingEdits(pending);

  const clashes = reserveClashes(applicants, pending);
  const problemOf = (applicant: Applicant): string | null => {
    if (!(applicant.id in pending))
      return clashes.has(applicant.id) ? rowProblems.duplicate(clashes.get(applicant.id)!) : null;
    const state = parseWinningState(pending[applicant.id]);
    if (state.kind === 'reserve' && state.reserveNumber === undefined)
      return typed[applicant.id]?.trim() ? rowProblems.tooSmall : rowProblems.missing;
    const refused = winningChangeRefusal(round, applicants, applicant, pending[applicant.id]!);
    if (refused) return refused;
    const clash = clashes.get(applicant.id);
    return clash === undefined ? null : rowProblems.duplicate(clash);
  };

  const problem = isPending ? summaryProblem() : null;
  function summaryProblem(): string | null {
    const rows = applicants.map(problemOf);
    if (rows.includes(rowProblems.tooSmall)) return messages.reserveNumberTooSmall;
    if (rows.includes(rowProblems.missing)) return messages.reserveNumberMissing;
    // a change the rules after the draw refuse: whose, and why (the row may be on another page)
    const refused = applicants.find(
      (applicant) =>
        applicant.id in pending && winningChangeRefusal(round, applicants, applicant, pending[applicant.id]!),
    );
    if (refused) return `${refused.name}: ${problemOf(refused)}`;
    if (clashes.size === 0) return null;
    // which rows clash, by name: they may be on another page of the table
    const names = applicants
      .filter((applicant) => clashes.has(applicant.id))
      .map((applicant) => `${applicant.name}(예비 ${clashes.get(applicant.id)})`);
    return `${messages.reserveNumberDuplicate} 중복: ${names.join(', ')}`;
  }

  return {
    pending,
    edit,
    stateOf,
    typedOf: (applicant: Applicant) => typed[applicant.id] ?? '',
    problemOf,
    isPending,
    problem,
    reset: () => {
      setPending({});
      setTyped({});
    },
  };
}
