import { amendmentsGenesis, chainEntry, type UnhashedEntry } from '../../src/draw/amendments-file';
import { replayAmendments } from '../../src/draw/amendments-replay';
import type { PublishedResults } from '../../src/draw/draw-v3';

const results: PublishedResults = {
  'GENERAL-15': [
    { receiptNumber: 'G-W1', rank: 1, result: { kind: 'won' } },
    { receiptNumber: 'G-W2', rank: 2, result: { kind: 'won' } },
    { receiptNumber: 'G-R1', rank: 3, result: { kind: 'reserve', reserveNumber: 1 } },
    { receiptNumber: 'G-R2', rank: 4, result: { kind: 'reserve', reserveNumber: 2 } },
    { receiptNumber: 'G-N1', rank: 5, result: { kind: 'notWon' } },
  ],
  'SPECIAL-15': [
    { receiptNumber: 'S-W1', rank: 1, result: { kind: 'won' } },
    { receiptNumber: 'S-R1', rank: 2, result: { kind: 'reserve', reserveNumber: 1 } },
  ],
};

const at = '2026-11-02T01:00:00.000Z';
const out = (receiptNumber: string, move = 'declaredIneligible', to = '부적격'): UnhashedEntry => ({
  receiptNumber,
  move,
  from: '당첨',
  to,
  reason: '당첨자 부적격',
  place: null,
  at,
});
const call = (receiptNumber: string, from: string, place: string | null): UnhashedEntry => ({
  receiptNumber,
  move: 'reserveCalled',
  from,
  to: '당첨(추가)',
  reason: '당첨자 부적격에 따른 예비 입주자 추가 당첨',
  place,
  at,
});

/** The entries chained, as the file holds them (the replay reads their order and numbers). */
function chained(entries: readonly UnhashedEntry[]) {
  let head = amendmentsGenesis(1, 'ab'.repeat(32));
  return entries.map((entry, index) => {
    const next = chainEntry(entry, index + 1, head);
    head = next.hash;
    return next;
  });
}

const replay = (...entries: UnhashedEntry[]) => replayAmendments(results, chained(entries));

test('a 부적격, a 포기 and the reserve calls in order replay to the states now', () => {
  const outcome = replay(
    out('G-W1'),
    call('G-R1', '예비 1', 'G-W1'),
    out('G-W2', 'gaveUp', '포기'),
    call('G-R2', '예비 2', 'G-W2'),
  );
  expect(outcome).toEqual({
    problem: null,
    notes: [],
    changed: [
      { receiptNumber: 'G-W1', drawn: '당첨', now: '부적격' },
      { receiptNumber: 'G-R1', drawn: '예비 1', now: '당첨(추가)' },
      { receiptNumber: 'G-W2', drawn: '당첨', now: '포기' },
      { receiptNumber: 'G-R2', drawn: '예비 2', now: '당첨(추가)' },
    ],
  });
});

test('a reserve call that jumps over a waiting 예비 1 is named', () => {
  expect(replay(out('G-W1'), call('G-R2', '예비 2', 'G-W1')).problem).toBe(
    'entry 2: the place G-W1 went to 예비 2 (G-R2), but 예비 1 (G-R1) of GENERAL-15 was still waiting',
  );
});

test("a reserve call needs a vacated place of the reserve's own type, filled once", () => {
  expect(replay(call('G-R1', '예비 1', 'G-W1')).problem).toBe(
    'entry 1: the place G-W1 is 당첨, not vacated (부적격, 포기, 기한 경과)',
  );
  expect(replay(out('S-W1'), call('G-R1', '예비 1', 'S-W1')).problem).toBe(
    'entry 2: the place S-W1 is of supply type SPECIAL-15, the reserve G-R1 of GENERAL-15',
  );
  expect(replay(out('G-W1'), call('G-R1', '예비 1', 'G-W1'), call('G-R2', '예비 2', 'G-W1')).problem).toBe(
    'entry 3: the place G-W1 was filled before',
  );
  expect(replay(out('G-W1'), call('G-R1', '예비 1', null)).problem).toBe(
    'entry 2: a reserve call names no place',
  );
  expect(replay(out('G-W1'), call('G-R1', '예비 1', 'X-9')).problem).toBe(
    "entry 2: the place X-9 is not in draw.json's results",
  );
});

test("every entry starts from the receipt number's state at that point", () => {
  expect(replay(out('G-W1'), out('G-W1')).problem).toBe(
    'entry 2: G-W1 is 부적격 at this point, not 당첨 as the entry says',
  );
  expect(replay(out('G-X')).problem).toBe("entry 1: G-X is not in draw.json's results");
  expect(replay({ ...out('G-W1'), to: '미당첨' }).problem).toBe(
    'entry 1: declaredIneligible ends in 부적격, not 미당첨',
  );
  expect(replay({ ...out('G-N1'), from: '미당첨' }).problem).toBe(
    'entry 1: declaredIneligible cannot start from 미당첨',
  );
  expect(replay({ ...out('G-W1'), place: 'G-W2' }).problem).toBe(
    'entry 1: a declaredIneligible entry names a place (G-W2); only a reserve call fills one',
  );
  expect(replay({ ...out('G-W1'), move: 'documentsSubmitted' }).problem).toBe(
    'entry 1: unknown move "documentsSubmitted"',
  );
});

test('an upheld 소명 restores the winner; a correction is accepted as published, with a note', () => {
  const upheld = { ...out('G-W1', 'objectionUpheld', '당첨'), from: '부적격' };
  expect(replay(out('G-W1'), upheld)).toEqual({ problem: null, notes: [], changed: [] });
  expect(replay(out('G-W1'), { ...upheld, to: '미당첨' }).problem).toBe(
    'entry 2: objectionUpheld goes from 부적격 to 당첨 or 당첨(추가), not from 부적격 to 미당첨',
  );
  const correction = {
    ...out('G-N1', 'correctionConfirmed', '당첨'),
    from: '미당첨',
    reason: '추첨 프로그램의 결함이 확인되어 정정합니다',
  };
  const outcome = replay(correction);
  expect(outcome.problem).toBeNull();
  expect(outcome.notes).toEqual([
    'entry 1: G-N1 미당첨 → 당첨 is a confirmed correction, accepted as published (reason: 추첨 프로그램의 결함이 확인되어 정정합니다)',
  ]);
  expect(outcome.changed).toEqual([{ receiptNumber: 'G-N1', drawn: '미당첨', now: '당첨' }]);
});

test('a lapse withdrawn brings the winner back, but never once a reserve took the place', () => {
  const lapse = out('G-W1', 'lapsed', '기한 경과');
  const withdrawn = { ...out('G-W1', 'lapseWithdrawn', '당첨'), from: '기한 경과' };
  expect(replay(lapse, withdrawn)).toEqual({ problem: null, notes: [], changed: [] });
  expect(replay(lapse, { ...withdrawn, to: '포기' }).problem).toBe(
    'entry 2: lapseWithdrawn goes from 기한 경과 to 당첨 or 당첨(추가), not from 기한 경과 to 포기',
  );
  expect(replay(lapse, call('G-R1', '예비 1', 'G-W1'), withdrawn).problem).toBe(
    'entry 3: the place of G-W1 was filled: its lapse stands',
  );
});
