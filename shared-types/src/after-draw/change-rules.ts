// The changes after the draw that the rules refuse, and why, in the admin's words. Pure: the server
// enforces them; the admin's screens check the same rules before asking and show the same messages.
// After the draw who wins is never a choice: a place is vacated by 부적격 or 포기 in the review and filled
// by '예비 호출', which always calls the lowest reserve number still waiting of the place's supply type.
import { formatAdminDateTime } from '../common/dates';
import { normalizeWinningState } from '../applicants/winning-state-rules';
import { parseWinningState } from '../draw/winning-state';
import { supplyTypeLabel } from '../supply/supply-type-labels';
import type { ApplicationState } from '../applicants/application-states';
import type { ApplicationStatusNow } from './application-status';
import { nextReserve, waitingReserveNumber } from './status-rules';

export const changeMessages = {
  skipReserve: (next: number | null) =>
    `예비 순번을 건너뛸 수 없습니다. 추첨 뒤 당첨은 '예비 호출'로만 정해지며, 빈자리는 그 공급유형의 다음 예비자${next === null ? '' : `(예비 ${next})`}에게 갑니다.`,
  nextReserveUseCall: (number: number) =>
    `예비 ${number}번은 다음 예비자이지만, 추첨 뒤 당첨은 '예비 호출'로만 정해집니다. 빈자리가 생기면 서류 심사 화면의 '예비 호출'로 부르세요.`,
  beyondPlan: (number: number, supplyType: string, reserves: number) =>
    reserves === 0
      ? `예비 ${number}번은 없습니다. 이 회차 ${supplyTypeLabel(supplyType)}에는 예비 입주자가 없습니다.`
      : `예비 ${number}번은 없습니다. 이 회차 ${supplyTypeLabel(supplyType)}의 예비 입주자는 ${reserves}명(예비 1~${reserves})입니다.`,
  reserveHeld: (number: number) =>
    `예비 ${number}번은 이미 다른 신청자의 순번입니다. 예비 순번은 추첨이 정하며 바꿀 수 없습니다.`,
  winnerOut:
    "당첨자를 미당첨이나 예비로 바꿀 수 없습니다. 이렇게 바꾸면 자리가 비어도 다음 예비자가 호출되지 않습니다. 당첨자가 빠질 때는 서류 심사 화면에서 부적격 또는 포기로 처리하세요. 그러면 자리가 비고 '예비 호출'로 다음 예비자를 부를 수 있습니다.",
  reserveOut:
    '예비자를 명단에서 뺄 수 없습니다: 예비 순번은 추첨이 정합니다. 차례가 된 예비자가 포기하면 다음 예비자가 호출됩니다.',
  correction:
    "추첨 뒤에는 추첨 결과를 이 화면에서 바꿀 수 없습니다. 추첨 결과에 입증된 오류가 있으면 그 신청자의 '추첨 결과 정정 요청'으로 근거와 함께 요청하세요. 다른 관리자가 확인하면 결과가 바뀌고 공개됩니다.",
  deadlineNotLater: (current: string) =>
    `기한은 앞당길 수 없습니다. 지금 기한(${formatAdminDateTime(current)})보다 뒤의 시각을 고르세요.`,
  deadlineInPast: (now: Date) =>
    `지난 시각으로는 기한을 연장할 수 없습니다. 지금(${formatAdminDateTime(now)})보다 뒤의 시각을 고르세요.`,
  urgentReasonRequired: (deadline: string | null) =>
    `신청자는 서류 제출 기한${deadline ? `(${formatAdminDateTime(deadline)})` : ''}까지 아직 서류를 올릴 수 있습니다. 기한 전에 부적격으로 정하려면 기다릴 수 없는 이유를 5자 이상 적어 주세요.`,
} as const;

/** One application as the winning-state editor's rules read it. */
export interface EditorRow {
  id: number;
  supplyType: string;
  /** as saved now */
  winningState: string | null;
  /** the reserve number this winner was called from (예비 n → 당첨(추가)); null otherwise */
  calledFromReserve?: number | null;
}

/** The round as the rules read it: whether its draw ran, and the reserves its plan gave each supply type. */
export interface EditorRound {
  drawn: boolean;
  reserves: Readonly<Record<string, number>>;
}

/** The reserve numbers of a supply type taken by someone else: still waiting with it, or called from it. */
function heldNumbers(rows: readonly EditorRow[], supplyType: string, except: number): Set<number> {
  const held = new Set<number>();
  for (const row of rows) {
    if (row.id === except || row.supplyType !== supplyType) continue;
    const waiting = waitingReserveNumber(row);
    if (waiting !== null) held.add(waiting);
    if (row.calledFromReserve) held.add(row.calledFromReserve);
  }
  return held;
}

/** Why `row` may not hold reserve number `number` after the draw (beyond the plan, or someone else's), or null. */
export function reserveNumberRefusal(
  round: EditorRound,
  rows: readonly EditorRow[],
  row: EditorRow,
  number: number,
): string | null {
  const reserves = round.reserves[row.supplyType] ?? 0;
  if (number > reserves) return changeMessages.beyondPlan(number, row.supplyType, reserves);
  if (heldNumbers(rows, row.supplyType, row.id).has(number)) return changeMessages.reserveHeld(number);
  return null;
}

/**
 * Why the winning-state editor may not set `wanted` for `row`, or null when it may. Before the draw (results
 * typed by hand) the editor decides, as it always did. After it, no saved state changes here: a winner
 * leaves by 부적격 or 포기, a reserve becomes 당첨 by '예비 호출', and the drawn result is not rewritten.
 */
export function winningChangeRefusal(
  round: EditorRound,
  rows: readonly EditorRow[],
  row: EditorRow,
  wanted: string,
): string | null {
  if (!round.drawn) return null;
  const before = normalizeWinningState(row.winningState);
  const after = normalizeWinningState(wanted);
  if (before === after) return null;
  const old = parseWinningState(before);
  const next = parseWinningState(after);
  if (old.kind === 'won') return changeMessages.winnerOut;
  if (next.kind === 'won') {
    const first = nextReserve(row.supplyType, rows);
    if (first?.id === row.id) return changeMessages.nextReserveUseCall(waitingReserveNumber(first)!);
    return changeMessages.skipReserve(first ? waitingReserveNumber(first) : null);
  }
  if (next.kind === 'reserve' && next.reserveNumber !== undefined) {
    const refused = reserveNumberRefusal(round, rows, row, next.reserveNumber);
    if (refused) return refused;
  }
  if (old.kind === 'reserve' && next.kind === 'notWon') return changeMessages.reserveOut;
  return changeMessages.correction;
}

/** The first refused change of a save, with whose it is; null when every change may be saved. */
export function winningEditsRefusal(
  round: EditorRound,
  rows: readonly EditorRow[],
  updates: readonly { applicantId: number; winningState: string }[],
): { applicantId: number; message: string } | null {
  for (const update of updates) {
    const row = rows.find((one) => one.id === update.applicantId);
    if (!row) continue;
    const message = winningChangeRefusal(round, rows, row, update.winningState);
    if (message) return { applicantId: row.id, message };
  }
  return null;
}

/**
 * Why a deadline extension is refused, or null. It must be later than the deadline that applies now (an
 * earlier one would cut the applicant off without a word) and later than now.
 */
export function extensionRefusal(current: string | null, wanted: string, now: Date): string | null {
  const at = Date.parse(wanted);
  if (current !== null && at <= Date.parse(current)) return changeMessages.deadlineNotLater(current);
  if (at <= now.getTime()) return changeMessages.deadlineInPast(now);
  return null;
}

/**
 * The states in which the applicant may add files now (a current winner, an open stage, the deadline not
 * passed): an extension that leaves them here is told to them, and 부적격 here needs an urgent reason.
 */
export const UPLOAD_OPEN_STATES: readonly ApplicationState[] = ['documentsRequested', 'supplement'];
export const mayStillUpload = (state: ApplicationState): boolean => UPLOAD_OPEN_STATES.includes(state);

/** The urgent reason's length when a 부적격 cannot wait for the deadline. */
export const URGENT_REASON_MIN = 5;
export const URGENT_REASON_MAX = 300;

/**
 * Whether 부적격 now needs a reason why it cannot wait: the applicant's deadline has not passed and they
 * may still add files, so deciding now would take away time they were promised.
 */
export const ineligibleNeedsUrgentReason = (status: Pick<ApplicationStatusNow, 'canChange'>): boolean =>
  status.canChange;

/** Why a 부적격 is refused now, or null: before the deadline it must name why it cannot wait. */
export function ineligibleRefusal(
  status: Pick<ApplicationStatusNow, 'canChange' | 'deadline'>,
  urgentReason: string | null | undefined,
): string | null {
  if (!ineligibleNeedsUrgentReason(status)) return null;
  const length = urgentReason?.trim().length ?? 0;
  return length >= URGENT_REASON_MIN && length <= URGENT_REASON_MAX
    ? null
    : changeMessages.urgentReasonRequired(status.deadline);
}
