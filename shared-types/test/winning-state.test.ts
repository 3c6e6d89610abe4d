import { messages } from '../src/common/messages';
import {
  applyEdit,
  hasPendingEdits,
  normalizeWinningState,
  parseReserveNumber,
  RESERVE_WITHOUT_NUMBER,
  reserveState,
  stateForKind,
  toStatusUpdates,
  validateReserve,
  reserveClashes,
  winningStateColor,
} from '../src/applicants/winning-state-rules';
import {
  formatWinningState,
  NOT_WON,
  parseWinningState,
  STORED_WINNING_STATE,
  WON,
} from '../src/draw/winning-state';
import { winningStateSchema } from '../src/applicants/winning-state.schema';
import { keepsUntilContract } from '../src/applicants/retention';

describe('the stored text of a winning state', () => {
  it.each(['당첨', '미당첨', '예비 1', '예비 25'])('%p is stored, and reads back to itself', (text) => {
    expect(STORED_WINNING_STATE.test(text)).toBe(true);
    expect(formatWinningState(parseWinningState(text))).toBe(text);
  });
  it.each(['', '예비', '예비 0', '예비 03', '당첨(추가)', '미발표'])('%p is not a stored state', (text) => {
    expect(STORED_WINNING_STATE.test(text)).toBe(false);
  });
  it('writes a draw result as the text the draw stores', () => {
    expect(formatWinningState({ kind: 'reserve', reserveNumber: 2 })).toBe('예비 2');
    expect(formatWinningState({ kind: 'won' })).toBe(WON);
  });
  it('keeps winners and reserves until the contracts, whatever their number', () => {
    expect(['당첨', '예비 3', '예비'].map(keepsUntilContract)).toEqual([true, true, true]);
    expect(['미당첨', '', '예비군'].map(keepsUntilContract)).toEqual([false, false, false]);
  });
});

describe('parseWinningState', () => {
  it('reads 당첨 and 미당첨', () => {
    expect(parseWinningState('당첨')).toEqual({ kind: 'won' });
    expect(parseWinningState('미당첨')).toEqual({ kind: 'notWon' });
  });
  it.each([null, undefined, '', 'unknown', ' 당첨', '예비군'])(
    'when the text is %p, then it is not won',
    (text) => {
      expect(parseWinningState(text)).toEqual({ kind: 'notWon' });
    },
  );
  it('reads 예비 N with one space and N >= 1', () => {
    expect(parseWinningState('예비 1')).toEqual({ kind: 'reserve', reserveNumber: 1 });
    expect(parseWinningState('예비 12')).toEqual({ kind: 'reserve', reserveNumber: 12 });
  });
  it.each([
    '예비',
    '예비 ',
    '예비 0',
    '예비 03',
    '예비  3',
    '예비 -1',
    '예비 1.5',
    '예비 x',
    '예비 99999999999999999999',
  ])('when the text is %p, then it is a reserve without number', (text) => {
    expect(parseWinningState(text)).toEqual({ kind: 'reserve' });
  });
});

describe('formatWinningState and normalizeWinningState', () => {
  it('writes each kind back', () => {
    expect(formatWinningState({ kind: 'won' })).toBe('당첨');
    expect(formatWinningState({ kind: 'notWon' })).toBe('미당첨');
    expect(formatWinningState({ kind: 'reserve', reserveNumber: 3 })).toBe('예비 3');
    expect(formatWinningState({ kind: 'reserve' })).toBe('예비');
  });
  it('normalises empty to 미당첨 and a bad reserve to 예비', () => {
    expect(normalizeWinningState('')).toBe(NOT_WON);
    expect(normalizeWinningState('예비 0')).toBe(RESERVE_WITHOUT_NUMBER);
  });
});

describe('one owner of the text', () => {
  // the editor's rules read and write the text only through draw/winning-state.ts, as the server does
  it.each(['당첨', '미당첨', '예비 3', '예비', '예비 0', '예비 99999999999999999999', '', null, '예비군'])(
    '%p reads the same through the rules as through the owner',
    (text) => {
      expect(normalizeWinningState(text)).toBe(formatWinningState(parseWinningState(text)));
      expect(winningStateColor(text)).toBe(
        { won: 'blue', notWon: 'red', reserve: 'green' }[parseWinningState(text).kind],
      );
    },
  );
});

describe('winningStateSchema', () => {
  it.each(['당첨', '미당첨', '예비 1', '예비 10'])('accepts %p', (text) => {
    expect(winningStateSchema.safeParse(text).success).toBe(true);
  });
  it.each(['', '예비', '예비 ', '예비 0', '예비 01', '예비  1', '예비1', '당첨 ', 3, null])(
    'when given %p, then refuses it with the Korean message',
    (text) => {
      const result = winningStateSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.winningStateInvalid);
    },
  );
});

describe('colours', () => {
  it('shows won blue, not won red and reserve green', () => {
    expect(winningStateColor('당첨')).toBe('blue');
    expect(winningStateColor(null)).toBe('red');
    expect(winningStateColor('예비 2')).toBe('green');
    expect(winningStateColor('예비')).toBe('green');
  });
});

describe('dropdown and number input', () => {
  it('when reserve is chosen again, then the number is kept', () => {
    expect(stateForKind('reserve', '예비 4')).toBe('예비 4');
    expect(stateForKind('reserve', '당첨')).toBe('예비');
  });
  it('when a non-reserve kind is chosen, then the number is gone', () => {
    expect(stateForKind('won', '예비 4')).toBe(WON);
    expect(stateForKind('notWon', '예비 4')).toBe(NOT_WON);
  });
  it('accepts reserve numbers from 1 and ignores the rest', () => {
    expect(parseReserveNumber('1')).toBe(1);
    expect(parseReserveNumber(7)).toBe(7);
    expect(parseReserveNumber(' 2 ')).toBe(2);
    for (const bad of ['0', 0, '-1', '1.5', 1.5, 'a', '', null, undefined, '1e3']) {
      expect(parseReserveNumber(bad)).toBeNull();
    }
  });
  it('makes the reserve text from a typed number', () => {
    expect(reserveState('3')).toBe('예비 3');
    expect(reserveState('0')).toBe('예비');
  });
});

describe('applyEdit', () => {
  const saved = { 1: '당첨', 2: '예비 1' };

  it('when a state differs from the saved one, then it is pending', () => {
    expect(applyEdit({}, saved, 1, '미당첨')).toEqual({ 1: '미당첨' });
  });
  it('when the saved state is chosen again, then the entry is removed', () => {
    expect(applyEdit({ 1: '미당첨' }, saved, 1, '당첨')).toEqual({});
  });
  it('when the applicant has no saved state, then 미당첨 equals it', () => {
    expect(applyEdit({}, saved, 3, '미당첨')).toEqual({});
    expect(applyEdit({}, { 3: '' }, 3, '미당첨')).toEqual({});
    expect(applyEdit({}, saved, 3, '당첨')).toEqual({ 3: '당첨' });
  });
  it('when reserve is chosen without a number, then 예비 is pending', () => {
    expect(applyEdit({}, saved, 1, '예비')).toEqual({ 1: '예비' });
  });
  it('when the reserve number changes back to the saved one, then nothing is pending', () => {
    const changed = applyEdit({}, saved, 2, '예비 5');
    expect(changed).toEqual({ 2: '예비 5' });
    expect(applyEdit(changed, saved, 2, '예비 1')).toEqual({});
  });
  it('when a non-reserve state replaces a pending reserve, then the number is cleared', () => {
    expect(applyEdit({ 1: '예비 3' }, saved, 1, '미당첨')).toEqual({ 1: '미당첨' });
  });
  it('leaves the input maps unchanged and keeps other entries', () => {
    const pending = { 1: '미당첨' };
    const next = applyEdit(pending, saved, 2, '당첨');
    expect(next).toEqual({ 1: '미당첨', 2: '당첨' });
    expect(pending).toEqual({ 1: '미당첨' });
  });
  it('tells whether something is pending and lists the updates', () => {
    expect(hasPendingEdits({})).toBe(false);
    expect(hasPendingEdits({ 1: '당첨' })).toBe(true);
    expect(toStatusUpdates({ 10: '당첨', 2: '예비 1' })).toEqual([
      { applicantId: 2, winningState: '예비 1' },
      { applicantId: 10, winningState: '당첨' },
    ]);
  });
});

describe('validateReserve', () => {
  const applicants = [
    { id: 1, winningState: '예비 1', supplyType: 'GENERAL-15' },
    { id: 2, winningState: '예비 2', supplyType: 'GENERAL-15' },
    { id: 3, winningState: '미당첨', supplyType: 'GENERAL-15' },
    { id: 4, winningState: null, supplyType: 'GENERAL-15' },
  ];

  it('when nothing conflicts, then returns null', () => {
    expect(validateReserve(applicants, {})).toBeNull();
    expect(validateReserve(applicants, { 3: '예비 3' })).toBeNull();
  });
  it('when a pending reserve has no number, then asks for all numbers', () => {
    expect(validateReserve(applicants, { 3: '예비' })).toBe(messages.reserveNumberMissing);
    expect(validateReserve(applicants, { 3: '예비 0' })).toBe(messages.reserveNumberMissing);
  });
  it('when a pending number repeats a saved one, then reports the duplicate', () => {
    expect(validateReserve(applicants, { 3: '예비 2' })).toBe(messages.reserveNumberDuplicate);
  });
  it('when two pending numbers repeat each other, then reports the duplicate', () => {
    expect(validateReserve(applicants, { 3: '예비 5', 4: '예비 5' })).toBe(messages.reserveNumberDuplicate);
  });
  it('when the same number is held in two supply types, then each type keeps its own queue', () => {
    const typed = [
      { id: 1, winningState: '예비 1', supplyType: 'GENERAL-15' },
      { id: 2, winningState: '미당첨', supplyType: 'SPECIAL-15' },
      { id: 3, winningState: '미당첨', supplyType: 'GENERAL-15' },
    ];
    expect(validateReserve(typed, { 2: '예비 1' })).toBeNull();
    expect(validateReserve(typed, { 3: '예비 1' })).toBe(messages.reserveNumberDuplicate);
  });
  it('when a saved number moves away in the pending edits, then reusing it is allowed', () => {
    expect(validateReserve(applicants, { 1: '당첨', 3: '예비 1' })).toBeNull();
    expect(validateReserve(applicants, { 1: '예비 2', 2: '예비 1' })).toBeNull();
  });
  it('when the number is missing and also duplicated, then the missing number is reported first', () => {
    expect(validateReserve(applicants, { 3: '예비', 4: '예비 1' })).toBe(messages.reserveNumberMissing);
  });
});

describe('reserveClashes', () => {
  const applicants = [
    { id: 1, winningState: '예비 1', supplyType: 'GENERAL-15' },
    { id: 2, winningState: '미당첨', supplyType: 'GENERAL-15' },
    { id: 3, winningState: '예비 1', supplyType: 'GENERAL-30' },
    { id: 4, winningState: null, supplyType: 'GENERAL-15' },
  ];
  it('names every applicant of a clash with its number, pending states first, per supply type', () => {
    expect(reserveClashes(applicants, {})).toEqual(new Map());
    expect(reserveClashes(applicants, { 2: '예비 1', 4: '예비 1' })).toEqual(
      new Map([
        [1, 1],
        [2, 1],
        [4, 1],
      ]),
    );
    expect(reserveClashes(applicants, { 1: '예비 2', 2: '예비 2' })).toEqual(
      new Map([
        [1, 2],
        [2, 2],
      ]),
    );
  });
});
