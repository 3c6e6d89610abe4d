// A correction of the drawn result itself (추첨 결과 정정): rare, for a proven error, proposed by one admin
// and confirmed by another before anything changes. Pure: the server enforces these rules when a proposal
// is made and again, against the state then, when it is confirmed; the admin's screen offers the same.
import { normalizeWinningState } from '../applicants/winning-state-rules';
import { parseWinningState } from '../draw/winning-state';
import { reserveNumberRefusal, type EditorRound, type EditorRow } from './change-rules';
import { CORRECTION_REASON_MAX, CORRECTION_REASON_MIN } from './moves';

export const correctionMessages = {
  notDrawn: '추첨 전에는 당첨 상태 편집으로 바꿉니다.',
  sameResult: (label: string) => `지금 결과가 이미 '${label}'입니다. 정정할 새 결과를 고르세요.`,
  calledReserve:
    '예비 호출로 당첨(추가)된 신청자의 추첨 결과는 정정할 수 없습니다. 이 당첨은 다른 당첨자의 빈자리를 채운 것이라, 추첨 결과만 바꾸면 예비 호출 기록과 맞지 않게 됩니다.',
  placeFilled:
    "이 당첨자의 자리는 이미 '예비 호출'로 다른 신청자가 채웠습니다. 추첨 결과를 정정하면 그 예비 호출 기록과 맞지 않게 되므로 정정할 수 없습니다.",
  pendingExists:
    '이 신청자에게는 확인을 기다리는 정정 요청이 이미 있습니다. 그 요청을 확인하거나 철회한 뒤에 새로 요청하세요.',
  sameAdmin: '정정은 요청한 관리자가 아닌 다른 관리자가 확인해야 합니다.',
  alreadyConfirmed: '이 정정 요청은 이미 확인되어 결과가 바뀌었습니다.',
  alreadyWithdrawn: '이 정정 요청은 이미 철회되었습니다.',
  resultMoved: (label: string) =>
    `요청 뒤에 이 신청자의 결과가 '${label}'(으)로 바뀌었습니다. 이 요청을 철회하고, 필요하면 지금 결과에서 다시 요청하세요.`,
  raced: '다른 관리자가 방금 이 신청자의 결과를 바꾸었습니다. 화면을 새로 고친 뒤 다시 확인하세요.',
  resultInvalid: "새 결과는 '당첨', '미당첨' 또는 '예비 n'(n은 1 이상의 정수)이어야 합니다.",
  reasonLength: `정정 사유는 ${CORRECTION_REASON_MIN}자 이상 ${CORRECTION_REASON_MAX}자 이내로 입력해 주세요.`,
  /** beside the reason field: it is published as written */
  reasonPublic:
    '정정 사유는 추첨 결과 정정 기록에 그대로 공개됩니다. 오류와 그 근거를 적고, 이름·연락처 등 사람을 알아볼 수 있는 내용은 적지 마세요.',
  /** beside the proposer's own 확인 button */
  otherAdmin: '다른 관리자가 확인해야 합니다',
} as const;

export const CORRECTION_STATUSES = ['pending', 'confirmed', 'withdrawn'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const correctionStatusLabels: Readonly<Record<CorrectionStatus, string>> = {
  pending: '확인 대기',
  confirmed: '정정됨',
  withdrawn: '철회됨',
};

/** A stored proposal's status: confirmed or withdrawn once, pending until then. */
export const correctionStatus = (row: { confirmedAt: unknown; withdrawnAt: unknown }): CorrectionStatus =>
  row.confirmedAt ? 'confirmed' : row.withdrawnAt ? 'withdrawn' : 'pending';

/** A result a correction may name: 당첨, 미당첨 or 예비 n, exactly. */
export const isCorrectionResult = (text: string): boolean => {
  const parsed = parseWinningState(text);
  return (
    normalizeWinningState(text) === text && (parsed.kind !== 'reserve' || parsed.reserveNumber !== undefined)
  );
};

/** One application as a correction's rules read it. */
export interface CorrectionRow extends EditorRow {
  /** a reserve has been called to this winner's place */
  placeFilled: boolean;
}

/**
 * Why `row`'s drawn result may not be corrected to `wanted` now, or null. `pending` says whether the
 * applicant already has a proposal waiting (checked at a proposal, not at its own confirmation).
 */
export function correctionRefusal(
  round: EditorRound,
  rows: readonly EditorRow[],
  row: CorrectionRow,
  wanted: string,
  pending: boolean,
): string | null {
  if (!round.drawn) return correctionMessages.notDrawn;
  if (pending) return correctionMessages.pendingExists;
  // later moves rest on this applicant's place: rewriting the result would leave them hanging
  if (row.calledFromReserve) return correctionMessages.calledReserve;
  if (row.placeFilled) return correctionMessages.placeFilled;
  const before = normalizeWinningState(row.winningState);
  if (before === normalizeWinningState(wanted)) return correctionMessages.sameResult(before);
  const next = parseWinningState(wanted);
  if (next.kind === 'reserve' && next.reserveNumber !== undefined)
    return reserveNumberRefusal(round, rows, row, next.reserveNumber);
  return null;
}

/** A stored proposal as its confirmation reads it. */
export interface CorrectionProposal {
  fromState: string;
  toState: string;
  proposedBy: string;
  confirmedAt: unknown;
  withdrawnAt: unknown;
}

/** Why a proposal may not be withdrawn, or null: only a pending one can be. */
export function withdrawalRefusal(proposal: Pick<CorrectionProposal, 'confirmedAt' | 'withdrawnAt'>) {
  const status = correctionStatus(proposal);
  if (status === 'confirmed') return correctionMessages.alreadyConfirmed;
  if (status === 'withdrawn') return correctionMessages.alreadyWithdrawn;
  return null;
}

/**
 * Why `actor` may not confirm the proposal now, or null: it must be pending, confirmed by another admin,
 * the result still the one it corrects, and the correction still allowed against the round as it is now.
 */
export function confirmationRefusal(
  round: EditorRound,
  rows: readonly EditorRow[],
  row: CorrectionRow,
  proposal: CorrectionProposal,
  actor: string,
): string | null {
  const closed = withdrawalRefusal(proposal);
  if (closed) return closed;
  if (proposal.proposedBy === actor) return correctionMessages.sameAdmin;
  const now = normalizeWinningState(row.winningState);
  if (now !== proposal.fromState) return correctionMessages.resultMoved(now);
  return correctionRefusal(round, rows, row, proposal.toState, false);
}
