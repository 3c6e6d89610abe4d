// Why a move is refused now, in the admin's or the applicant's Korean, or null when it may be made: the
// state machine's rules as one pure function. The server asks it before every move; the screens may ask it
// to offer only the moves it allows. The start states are MOVE_RULES.from; the finer rules are
// change-rules.ts's (deadlines, urgent reasons, the reserves' order and the plan).
import type { ApplicationState } from '../applicants/application-states';
import { applicationStateLabels, type ApplicationStatusNow } from './application-status';
import { changeMessages, extensionRefusal, ineligibleRefusal } from './change-rules';
import { documentMessages } from './documents';
import { MOVE_RULES, type Move } from './moves';
import { reviewMessages } from './status-rules';

/** What a move asks beyond the state: the time, and the move's own facts. */
export interface MoveContext {
  now: Date;
  /** deadlineExtended: the deadline wanted (ISO) */
  deadline?: string | undefined;
  /** declaredIneligible: why it cannot wait for the deadline */
  urgentReason?: string | null | undefined;
  /** reserveCalled: the reserve called, the lowest number still waiting of its supply type, and the plan */
  reserve?:
    | {
        supplyType: string;
        reserveNumber: number;
        /** the lowest reserve number still waiting of the supply type; null when none waits */
        nextReserveNumber: number | null;
        /** the reserves the round's plan gave the supply type; undefined when the plan is not known */
        plannedReserves?: number | undefined;
      }
    | undefined;
}

/** What each move does, as "지금 상태(…)에서는 ___ 수 없습니다." says it. */
const moveDoing: Readonly<Record<Move, string>> = {
  supplementRequested: '보완을 요청할',
  documentsSubmitted: '서류를 제출할',
  deadlineExtended: '기한을 연장할',
  declaredEligible: '적격으로 정할',
  declaredIneligible: '부적격으로 정할',
  gaveUp: '포기할',
  lapsed: '기한 경과로 처리할',
  lapseWithdrawn: '기한 경과를 취소할',
  reserveCalled: '예비 입주자를 호출할',
  objectionFiled: '소명을 접수할',
  objectionUpheld: '소명을 인용할',
  objectionRejected: '소명을 기각할',
  contractDone: '계약 완료로 표시할',
  correctionProposed: '추첨 결과 정정을 요청할',
  correctionConfirmed: '추첨 결과를 정정할',
  correctionWithdrawn: '정정 요청을 철회할',
};

/** The plain refusal of a move from a state it may not start from, naming the state. */
export const stateRefusalMessage = (move: Move, state: ApplicationState): string =>
  `지금 상태(${applicationStateLabels[state]})에서는 ${moveDoing[move]} 수 없습니다.`;

const NOT_WINNER: readonly ApplicationState[] = ['notAnnounced', 'reserveWaiting', 'notWon'];
const DECIDED: readonly ApplicationState[] = ['eligible', 'ineligible', 'contractDone'];
const REVIEW_MOVES: readonly Move[] = [
  'supplementRequested',
  'deadlineExtended',
  'declaredEligible',
  'declaredIneligible',
];

/**
 * The refusal of `move` from `state` when the state is not one it may start from: the review's and the
 * documents' own words where they say it better (이미 심사 결과가 등록됨, 포기한 신청, ...), else the plain one.
 */
export function stateRefusal(move: Move, state: ApplicationState): string {
  if (REVIEW_MOVES.includes(move)) {
    if (NOT_WINNER.includes(state)) return reviewMessages.notWinner;
    if (state === 'givenUp') return reviewMessages.givenUp;
    if (DECIDED.includes(state)) return reviewMessages.alreadyDecided;
  }
  if (move === 'contractDone')
    return state === 'givenUp' ? reviewMessages.givenUp : reviewMessages.notEligible;
  if (move === 'gaveUp') {
    if (NOT_WINNER.includes(state)) return reviewMessages.notWinner;
    if (state === 'contractDone') return reviewMessages.contractDone;
    if (state === 'givenUp') return reviewMessages.givenUp;
    if (state === 'ineligible') return reviewMessages.ineligible;
  }
  if (move === 'documentsSubmitted') {
    if (NOT_WINNER.includes(state)) return documentMessages.notRequired;
    if (state === 'givenUp') return reviewMessages.givenUp;
    if (state === 'won') return documentMessages.notOpen;
    if (state === 'lapsed') return documentMessages.deadlinePassed;
    if (state === 'submitted') return documentMessages.alreadySubmitted;
    return documentMessages.underReview;
  }
  return stateRefusalMessage(move, state);
}

/** The finer rules of a move allowed from its state: deadlines, urgent reasons, the reserves' order. */
function finerRefusal(
  move: Move,
  status: Pick<ApplicationStatusNow, 'canChange' | 'deadline'>,
  context: MoveContext,
): string | null {
  if (move === 'deadlineExtended')
    return context.deadline === undefined
      ? changeMessages.deadlineInPast(context.now)
      : extensionRefusal(status.deadline, context.deadline, context.now);
  if (move === 'declaredIneligible') return ineligibleRefusal(status, context.urgentReason);
  if (move === 'reserveCalled' && context.reserve) {
    const { supplyType, reserveNumber, nextReserveNumber, plannedReserves } = context.reserve;
    if (plannedReserves !== undefined && reserveNumber > plannedReserves)
      return changeMessages.beyondPlan(reserveNumber, supplyType, plannedReserves);
    if (nextReserveNumber !== reserveNumber) return changeMessages.skipReserve(nextReserveNumber);
  }
  return null;
}

/** Why `move` is refused for an application whose status is `status`, or null when it may be made now. */
export function moveRefusal(
  move: Move,
  status: Pick<ApplicationStatusNow, 'state' | 'canChange' | 'deadline'>,
  context: MoveContext,
): string | null {
  if (!MOVE_RULES[move].from.includes(status.state)) return stateRefusal(move, status.state);
  return finerRefusal(move, status, context);
}
