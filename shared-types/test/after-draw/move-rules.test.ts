import { APPLICATION_STATES, type ApplicationState } from '../../src/applicants/application-states';
import { applicationStateLabels } from '../../src/after-draw/application-status';
import { documentMessages } from '../../src/after-draw/documents';
import { moveRefusal, type MoveContext } from '../../src/after-draw/move-rules';
import { MOVE_RULES, MOVES, type Move } from '../../src/after-draw/moves';
import { reviewMessages } from '../../src/after-draw/status-rules';

const NOW = new Date('2026-06-10T03:00:00Z');
const DEADLINE = '2026-06-20T14:59:59.999Z';

// a context every finer rule lets through: a later deadline, an urgent reason, the next reserve in the plan
const FINE: MoveContext = {
  now: NOW,
  deadline: '2026-06-30T14:59:59.999Z',
  urgentReason: '소득 초과가 공적 자료로 확인되었습니다.',
  reserve: { supplyType: 'GENERAL-15', reserveNumber: 1, nextReserveNumber: 1, plannedReserves: 3 },
};
const status = (state: ApplicationState, canChange = false) => ({ state, canChange, deadline: DEADLINE });

// what each move does, as the plain refusal names it
const doing: Record<Move, string> = {
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

const notWinner = { notAnnounced: 1, reserveWaiting: 1, notWon: 1 } as const;
const review = (state: ApplicationState): string | null =>
  state in notWinner
    ? reviewMessages.notWinner
    : state === 'givenUp'
      ? reviewMessages.givenUp
      : ['eligible', 'ineligible', 'contractDone'].includes(state)
        ? reviewMessages.alreadyDecided
        : null;

// the refusals that say more than the plain one, written out: the messages the API answered before moves
const specific: Partial<Record<Move, (state: ApplicationState) => string | null>> = {
  supplementRequested: review,
  deadlineExtended: review,
  declaredEligible: review,
  declaredIneligible: review,
  contractDone: (state) => (state === 'givenUp' ? reviewMessages.givenUp : reviewMessages.notEligible),
  gaveUp: (state) =>
    state in notWinner
      ? reviewMessages.notWinner
      : ((
          {
            contractDone: reviewMessages.contractDone,
            givenUp: reviewMessages.givenUp,
            ineligible: reviewMessages.ineligible,
          } as Partial<Record<ApplicationState, string>>
        )[state] ?? null),
  documentsSubmitted: (state) =>
    state in notWinner
      ? documentMessages.notRequired
      : ((
          {
            givenUp: reviewMessages.givenUp,
            won: documentMessages.notOpen,
            lapsed: documentMessages.deadlinePassed,
            submitted: documentMessages.alreadySubmitted,
          } as Partial<Record<ApplicationState, string>>
        )[state] ?? documentMessages.underReview),
};

const expectedRefusal = (move: Move, state: ApplicationState) =>
  specific[move]?.(state) ?? `지금 상태(${applicationStateLabels[state]})에서는 ${doing[move]} 수 없습니다.`;

const cases = MOVES.flatMap((move) => APPLICATION_STATES.map((state) => [move, state] as const));

describe('moveRefusal: every move from every state', () => {
  test.each(cases)('%s from %s', (move, state) => {
    const allowed = MOVE_RULES[move].from.includes(state);
    const refused = moveRefusal(move, status(state), FINE);
    if (allowed) expect(refused).toBeNull();
    else expect(refused).toBe(expectedRefusal(move, state));
  });

  test('a plain refusal names the state in Korean, e.g. 포기 for 적격', () => {
    expect(moveRefusal('declaredEligible', status('givenUp'), FINE)).toBe(reviewMessages.givenUp);
    expect(moveRefusal('declaredEligible', status('won'), FINE)).toBe(
      '지금 상태(당첨)에서는 적격으로 정할 수 없습니다.',
    );
    expect(moveRefusal('reserveCalled', status('lapsed'), FINE)).toBe(
      '지금 상태(기한 경과)에서는 예비 입주자를 호출할 수 없습니다.',
    );
    expect(moveRefusal('objectionFiled', status('eligible'), FINE)).toBe(
      '지금 상태(적격)에서는 소명을 접수할 수 없습니다.',
    );
  });

  test('every refusal is Korean and no move is allowed from every state', () => {
    for (const [move, state] of cases) {
      const refused = moveRefusal(move, status(state), FINE);
      if (refused !== null) expect(refused).toMatch(/[가-힣]/);
    }
    for (const move of MOVES) expect(MOVE_RULES[move].from.length).toBeLessThan(APPLICATION_STATES.length);
  });
});

describe('moveRefusal: the finer rules of an allowed move', () => {
  test('a deadline is only moved later, and never into the past', () => {
    const at = (deadline: string) =>
      moveRefusal('deadlineExtended', status('documentsRequested', true), { now: NOW, deadline });
    expect(at('2026-06-15T00:00:00.000Z')).toBe(
      '기한은 앞당길 수 없습니다. 지금 기한(2026-06-20 오후 11:59)보다 뒤의 시각을 고르세요.',
    );
    expect(
      moveRefusal(
        'deadlineExtended',
        { state: 'lapsed', canChange: false, deadline: '2026-06-01T00:00:00.000Z' },
        { now: NOW, deadline: '2026-06-05T00:00:00.000Z' },
      ),
    ).toBe(
      '지난 시각으로는 기한을 연장할 수 없습니다. 지금(2026-06-10 오후 12:00)보다 뒤의 시각을 고르세요.',
    );
    expect(at('2026-06-25T00:00:00.000Z')).toBeNull();
  });

  test('부적격 before the deadline takes an urgent reason of 5 characters or more', () => {
    const decide = (urgentReason: string | null) =>
      moveRefusal('declaredIneligible', status('documentsRequested', true), { now: NOW, urgentReason });
    const message =
      '신청자는 서류 제출 기한(2026-06-20 오후 11:59)까지 아직 서류를 올릴 수 있습니다. 기한 전에 부적격으로 정하려면 기다릴 수 없는 이유를 5자 이상 적어 주세요.';
    expect(decide(null)).toBe(message);
    expect(decide('급함')).toBe(message);
    expect(decide('공적 자료로 확인')).toBeNull();
    // after the deadline (nothing may be added any more) no urgent reason is asked
    expect(
      moveRefusal('declaredIneligible', status('lapsed', false), { now: NOW, urgentReason: null }),
    ).toBeNull();
  });

  test('a call takes the lowest waiting reserve of the type, within the plan', () => {
    const call = (reserveNumber: number, nextReserveNumber: number | null, plannedReserves?: number) =>
      moveRefusal('reserveCalled', status('reserveWaiting'), {
        now: NOW,
        reserve: { supplyType: 'GENERAL-15', reserveNumber, nextReserveNumber, plannedReserves },
      });
    expect(call(2, 1, 5)).toBe(
      "예비 순번을 건너뛸 수 없습니다. 추첨 뒤 당첨은 '예비 호출'로만 정해지며, 빈자리는 그 공급유형의 다음 예비자(예비 1)에게 갑니다.",
    );
    expect(call(6, 6, 5)).toBe(
      '예비 6번은 없습니다. 이 회차 15평 청년 일반공급의 예비 입주자는 5명(예비 1~5)입니다.',
    );
    expect(call(2, 2, 5)).toBeNull();
    expect(call(2, 2)).toBeNull();
  });
});
