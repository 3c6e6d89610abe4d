import {
  changeMessages,
  extensionRefusal,
  ineligibleRefusal,
  winningChangeRefusal,
  winningEditsRefusal,
  type EditorRound,
  type EditorRow,
} from '../../src/after-draw/change-rules';

const DRAWN: EditorRound = { drawn: true, reserves: { 'GENERAL-15': 5, 'SPECIAL-15': 0 } };
const BY_HAND: EditorRound = { drawn: false, reserves: {} };

// a drawn round: two winners, 예비 1 called for a winner found 부적격, 예비 2–5 waiting, one not won
const rows: EditorRow[] = [
  { id: 1, supplyType: 'GENERAL-15', winningState: '당첨' },
  { id: 2, supplyType: 'GENERAL-15', winningState: '당첨' },
  { id: 3, supplyType: 'GENERAL-15', winningState: '당첨', calledFromReserve: 1 },
  { id: 4, supplyType: 'GENERAL-15', winningState: '예비 2' },
  { id: 5, supplyType: 'GENERAL-15', winningState: '예비 3' },
  { id: 6, supplyType: 'GENERAL-15', winningState: '예비 4' },
  { id: 7, supplyType: 'GENERAL-15', winningState: '예비 5' },
  { id: 8, supplyType: 'GENERAL-15', winningState: '미당첨' },
  { id: 9, supplyType: 'SPECIAL-15', winningState: '미당첨' },
];
const row = (id: number) => rows.find((one) => one.id === id)!;
const refusal = (id: number, wanted: string, round = DRAWN) =>
  winningChangeRefusal(round, rows, row(id), wanted);

describe('winningChangeRefusal: the generic editor after the draw', () => {
  test.each<[string, number, string, string | null]>([
    ['a rank far down made 당첨 while 예비 2–5 wait', 8, '당첨', changeMessages.skipReserve(2)],
    ['a later reserve made 당첨 over the next one', 6, '당첨', changeMessages.skipReserve(2)],
    ['the next reserve made 당첨 by hand', 4, '당첨', changeMessages.nextReserveUseCall(2)],
    ['a type without reserves: 당첨 by hand', 9, '당첨', changeMessages.skipReserve(null)],
    ['예비 6 when the plan has 5', 8, '예비 6', changeMessages.beyondPlan(6, 'GENERAL-15', 5)],
    ['a reserve in a type with none', 9, '예비 1', changeMessages.beyondPlan(1, 'SPECIAL-15', 0)],
    ['a number another reserve holds', 8, '예비 3', changeMessages.reserveHeld(3)],
    ['the number a called reserve was called from', 8, '예비 1', changeMessages.reserveHeld(1)],
    ['a reserve moved to a held number', 7, '예비 2', changeMessages.reserveHeld(2)],
    ['a winner set to 미당첨', 1, '미당첨', changeMessages.winnerOut],
    ['a winner set to a reserve', 2, '예비 5', changeMessages.winnerOut],
    ['a called reserve set back', 3, '예비 1', changeMessages.winnerOut],
    ['a waiting reserve taken off the list', 5, '미당첨', changeMessages.reserveOut],
    ['saving the state it has', 5, '예비 3', null],
    ['saving 미당첨 over an empty state', 8, '', null],
  ])('%s', (_name, id, wanted, expected) => {
    expect(refusal(id, wanted)).toBe(expected);
  });

  test('a free number within the plan is still a rewrite of the draw: refused as a correction', () => {
    const fewer: EditorRow[] = rows.filter((one) => one.id !== 7);
    expect(winningChangeRefusal(DRAWN, fewer, row(8), '예비 5')).toBe(changeMessages.correction);
  });

  test('before the draw (results typed by hand) every change is the editor’s to make', () => {
    for (const [id, wanted] of [
      [8, '당첨'],
      [8, '예비 6'],
      [1, '미당첨'],
      [5, '미당첨'],
    ] as const)
      expect(refusal(id, wanted, BY_HAND)).toBeNull();
  });

  test('winningEditsRefusal names the first refused change and whose it is', () => {
    expect(
      winningEditsRefusal(DRAWN, rows, [
        { applicantId: 5, winningState: '예비 3' },
        { applicantId: 1, winningState: '미당첨' },
        { applicantId: 8, winningState: '당첨' },
      ]),
    ).toEqual({ applicantId: 1, message: changeMessages.winnerOut });
    expect(winningEditsRefusal(DRAWN, rows, [{ applicantId: 5, winningState: '예비 3' }])).toBeNull();
    expect(winningEditsRefusal(BY_HAND, rows, [{ applicantId: 1, winningState: '미당첨' }])).toBeNull();
  });
});

describe('extensionRefusal: 기한 연장 only moves a deadline later', () => {
  const now = new Date('2026-05-11T00:00:00Z');
  const current = '2026-05-10T14:59:59.999Z';
  test.each<[string, string | null, string, string | null]>([
    [
      'earlier than the current deadline',
      current,
      '2026-05-09T14:59:59Z',
      changeMessages.deadlineNotLater(current),
    ],
    ['the same as the current deadline', current, current, changeMessages.deadlineNotLater(current)],
    [
      'later than the current one but already past',
      current,
      '2026-05-10T20:00:00Z',
      changeMessages.deadlineInPast(now),
    ],
    ['in the past with no deadline yet', null, '2026-05-01T00:00:00Z', changeMessages.deadlineInPast(now)],
    ['later than both', current, '2026-05-20T14:59:59Z', null],
    ['in the future with no deadline yet', null, '2026-05-20T14:59:59Z', null],
  ])('%s', (_name, before, wanted, expected) => {
    expect(extensionRefusal(before, wanted, now)).toBe(expected);
  });

  test('the message names the current deadline in Seoul time', () => {
    expect(changeMessages.deadlineNotLater(current)).toBe(
      '기한은 앞당길 수 없습니다. 지금 기한(2026-05-10 오후 11:59)보다 뒤의 시각을 고르세요.',
    );
  });
});

describe('ineligibleRefusal: 부적격 before the deadline names why it cannot wait', () => {
  const deadline = '2026-05-18T14:59:59.999Z';
  const open = { canChange: true, deadline };
  const closed = { canChange: false, deadline };
  test.each<[string, { canChange: boolean; deadline: string | null }, string | undefined, string | null]>([
    [
      'while uploads are open, without a reason',
      open,
      undefined,
      changeMessages.urgentReasonRequired(deadline),
    ],
    [
      'while uploads are open, a reason too short',
      open,
      ' 급함 ',
      changeMessages.urgentReasonRequired(deadline),
    ],
    [
      'while uploads are open, a reason too long',
      open,
      '가'.repeat(301),
      changeMessages.urgentReasonRequired(deadline),
    ],
    ['while uploads are open, with a reason', open, '본인이 계약 포기 의사를 서면으로 냈습니다.', null],
    ['after the deadline or once submitted, without a reason', closed, undefined, null],
  ])('%s', (_name, status, reason, expected) => {
    expect(ineligibleRefusal(status, reason)).toBe(expected);
  });

  test('the message says until when the applicant may still upload', () => {
    expect(changeMessages.urgentReasonRequired(deadline)).toContain('(2026-05-18 오후 11:59)');
  });
});
