import { useMemo, useState } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import { messages } from '@portal/shared-types/common/messages';
import {
  applyEdit,
  hasPendingEdits,
  reserveClashes,
  type WinningStateMap,
} from '@portal/shared-types/applicants/winning-state-rules';
import { parseWinningState } from '@portal/shared-types/draw/winning-state';
import { winningChangeRefusal, type EditorRound } from '@portal/shared-types/after-draw/change-rules';
import type { ReserveHolder } from '@portal/shared-types/applicants/applicant-page.schema';

/** What is wrong with one row's reserve number, said beside it. */
export const rowProblems = {
  missing: '예비 순번을 입력하세요.',
  tooSmall: '1 이상의 정수로 입력하세요.',
  duplicate: (reserveNumber: number) => `예비 ${reserveNumber}번이 다른 신청자와 중복됩니다.`,
} as const;

const BY_HAND: EditorRound = { drawn: false, reserves: {} };
const NO_HOLDERS: readonly ReserveHolder[] = [];

/** A row as the rules read it: by the code's name of its supply type (the contract says subscriptionType). */
const rowOf = <Row extends Applicant | ReserveHolder>(row: Row) => ({
  ...row,
  supplyType: row.subscriptionType,
});

/**
 * The admin's pending winning-state edits for one round: only differences from the
 * saved states are kept, and the reserve rules are checked against every applicant. Each
 * row with a problem is named (`problemOf`), and `problem` is the one message that blocks the save.
 * After the draw the rules after it (change-rules.ts) refuse each change with its reason.
 * `applicants` is the page shown; `holders` are the round's saved reserve numbers, so a number held by
 * someone on another page is a duplicate too (named by 접수번호: their names were not sent).
 */
export function useWinningEdits(
  applicants: readonly Applicant[],
  round: EditorRound = BY_HAND,
  holders: readonly ReserveHolder[] = NO_HOLDERS,
) {
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

  const editorRows = useMemo(() => applicants.map(rowOf), [applicants]);
  // the holders not on this page: their saved numbers count in the duplicate check
  const elsewhere = useMemo(() => {
    const shown = new Set(applicants.map((applicant) => applicant.id));
    return holders.filter((holder) => !shown.has(holder.id)).map(rowOf);
  }, [applicants, holders]);

  const clashes = reserveClashes([...editorRows, ...elsewhere], pending);
  const problemOf = (applicant: Applicant): string | null => {
    if (!(applicant.id in pending))
      return clashes.has(applicant.id) ? rowProblems.duplicate(clashes.get(applicant.id)!) : null;
    const state = parseWinningState(pending[applicant.id]);
    if (state.kind === 'reserve' && state.reserveNumber === undefined)
      return typed[applicant.id]?.trim() ? rowProblems.tooSmall : rowProblems.missing;
    const refused = winningChangeRefusal(round, editorRows, rowOf(applicant), pending[applicant.id]!);
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
        applicant.id in pending &&
        winningChangeRefusal(round, editorRows, rowOf(applicant), pending[applicant.id]!),
    );
    if (refused) return `${refused.name}: ${problemOf(refused)}`;
    if (clashes.size === 0) return null;
    // which rows clash, by name: they may be on another page of the table
    const names = [
      ...applicants.map((applicant) => ({ id: applicant.id, label: applicant.name })),
      ...elsewhere.map((holder) => ({ id: holder.id, label: holder.receiptNumber })),
    ]
      .filter((row) => clashes.has(row.id))
      .map((row) => `${row.label}(예비 ${clashes.get(row.id)})`);
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
