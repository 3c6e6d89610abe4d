import { changeMessages, type EditorRound } from '../../src/after-draw/change-rules';
import {
  confirmationRefusal,
  correctionMessages,
  correctionRefusal,
  correctionStatus,
  isCorrectionResult,
  withdrawalRefusal,
  type CorrectionRow,
} from '../../src/after-draw/correction-rules';
import { correctionProposalSchema } from '../../src/after-draw/corrections.schema';

const DRAWN: EditorRound = { drawn: true, reserves: { 'GENERAL-15': 4, 'SPECIAL-15': 0 } };
const BY_HAND: EditorRound = { drawn: false, reserves: {} };

// a drawn round: winner 1 out and its place filled by 예비 1 (id 3), winner 2 in, 예비 2–3 waiting, two not won
const rows: CorrectionRow[] = [
  { id: 1, supplyType: 'GENERAL-15', winningState: '당첨', placeFilled: true },
  { id: 2, supplyType: 'GENERAL-15', winningState: '당첨', placeFilled: false },
  { id: 3, supplyType: 'GENERAL-15', winningState: '당첨', calledFromReserve: 1, placeFilled: false },
  { id: 4, supplyType: 'GENERAL-15', winningState: '예비 2', placeFilled: false },
  { id: 5, supplyType: 'GENERAL-15', winningState: '예비 3', placeFilled: false },
  { id: 6, supplyType: 'GENERAL-15', winningState: '미당첨', placeFilled: false },
  { id: 7, supplyType: 'SPECIAL-15', winningState: '미당첨', placeFilled: false },
];
const row = (id: number) => rows.find((one) => one.id === id)!;
const refusal = (id: number, wanted: string, { round = DRAWN, pending = false } = {}) =>
  correctionRefusal(round, rows, row(id), wanted, pending);

describe('correctionRefusal: what a proposal may correct', () => {
  test.each<[string, number, string, string | null]>([
    ['a winner found not to have won', 2, '미당첨', null],
    ['a winner who should have been a reserve, at a free number', 2, '예비 4', null],
    ['a reserve who should have won', 4, '당첨', null],
    ['a not-won rank that should have won', 6, '당첨', null],
    ['a reserve moved to a free number', 5, '예비 4', null],
    ['the result it already has', 4, '예비 2', correctionMessages.sameResult('예비 2')],
    ['a number beyond the plan', 6, '예비 5', changeMessages.beyondPlan(5, 'GENERAL-15', 4)],
    ['a type without reserves', 7, '예비 1', changeMessages.beyondPlan(1, 'SPECIAL-15', 0)],
    ['a number another reserve waits with', 6, '예비 3', changeMessages.reserveHeld(3)],
    ['the number a called reserve was called from', 6, '예비 1', changeMessages.reserveHeld(1)],
    ['a called reserve', 3, '미당첨', correctionMessages.calledReserve],
    ['a winner whose place a reserve filled', 1, '미당첨', correctionMessages.placeFilled],
  ])('%s', (_name, id, wanted, expected) => {
    expect(refusal(id, wanted)).toBe(expected);
  });

  test('before the draw the editor changes results: a correction is refused', () => {
    expect(refusal(2, '미당첨', { round: BY_HAND })).toBe(correctionMessages.notDrawn);
    expect(correctionMessages.notDrawn).toBe('추첨 전에는 당첨 상태 편집으로 바꿉니다.');
  });

  test('one pending proposal per applicant', () => {
    expect(refusal(2, '미당첨', { pending: true })).toBe(correctionMessages.pendingExists);
  });
});

describe('confirmationRefusal: a second admin, the state unchanged, the rules still holding', () => {
  const proposal = {
    fromState: '당첨',
    toState: '미당첨',
    proposedBy: 'admin',
    confirmedAt: null,
    withdrawnAt: null,
  };

  test('another admin may confirm a pending proposal', () => {
    expect(confirmationRefusal(DRAWN, rows, row(2), proposal, 'operator')).toBeNull();
  });

  test('the proposer may not', () => {
    expect(confirmationRefusal(DRAWN, rows, row(2), proposal, 'admin')).toBe(
      '정정은 요청한 관리자가 아닌 다른 관리자가 확인해야 합니다.',
    );
  });

  test('a proposal confirmed or withdrawn already is not confirmed again', () => {
    expect(confirmationRefusal(DRAWN, rows, row(2), { ...proposal, confirmedAt: 'x' }, 'operator')).toBe(
      correctionMessages.alreadyConfirmed,
    );
    expect(confirmationRefusal(DRAWN, rows, row(2), { ...proposal, withdrawnAt: 'x' }, 'operator')).toBe(
      correctionMessages.alreadyWithdrawn,
    );
  });

  test('a result that moved since the proposal is not overwritten', () => {
    expect(confirmationRefusal(DRAWN, rows, row(4), { ...proposal, fromState: '예비 3' }, 'operator')).toBe(
      correctionMessages.resultMoved('예비 2'),
    );
  });

  test('the rules are read again: a place filled meanwhile refuses the correction', () => {
    expect(confirmationRefusal(DRAWN, rows, row(1), proposal, 'operator')).toBe(
      correctionMessages.placeFilled,
    );
  });
});

describe('withdrawalRefusal and correctionStatus', () => {
  test('only a pending proposal is withdrawn', () => {
    expect(withdrawalRefusal({ confirmedAt: null, withdrawnAt: null })).toBeNull();
    expect(withdrawalRefusal({ confirmedAt: new Date(), withdrawnAt: null })).toBe(
      correctionMessages.alreadyConfirmed,
    );
    expect(withdrawalRefusal({ confirmedAt: null, withdrawnAt: new Date() })).toBe(
      correctionMessages.alreadyWithdrawn,
    );
  });

  test('the status follows the stored times', () => {
    expect(correctionStatus({ confirmedAt: null, withdrawnAt: null })).toBe('pending');
    expect(correctionStatus({ confirmedAt: new Date(), withdrawnAt: null })).toBe('confirmed');
    expect(correctionStatus({ confirmedAt: null, withdrawnAt: new Date() })).toBe('withdrawn');
  });
});

describe('correctionProposalSchema', () => {
  const reason = '추첨 프로그램의 순위 계산 오류가 재현되어 확인되었습니다(검증 보고서 2026-05-03).';

  test.each(['당첨', '미당첨', '예비 1', '예비 12'])('takes %s', (result) => {
    expect(correctionProposalSchema.parse({ result, reason })).toEqual({ result, reason });
  });

  test.each(['예비', '예비 0', '예비 -1', '예비 1.5', '당첨(추가)', '', '부적격'])('refuses %j', (result) => {
    const parsed = correctionProposalSchema.safeParse({ result, reason });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(correctionMessages.resultInvalid);
  });

  test('the reason is trimmed and needs 20 to 500 characters', () => {
    for (const short of ['너무 짧은 사유', `  ${'가'.repeat(19)}  `, '가'.repeat(501)]) {
      const parsed = correctionProposalSchema.safeParse({ result: '당첨', reason: short });
      expect(parsed.error!.issues[0]!.message).toBe(correctionMessages.reasonLength);
    }
    expect(correctionProposalSchema.parse({ result: '당첨', reason: ` ${'가'.repeat(20)} ` }).reason).toBe(
      '가'.repeat(20),
    );
  });

  test('isCorrectionResult names only the exact forms', () => {
    expect(isCorrectionResult('예비 3')).toBe(true);
    expect(isCorrectionResult('예비  3')).toBe(false);
    expect(isCorrectionResult('미 당첨')).toBe(false);
  });
});
