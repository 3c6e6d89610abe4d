import { drawCounts } from '../../src/draw/draw-summary';

const won = { result: { kind: 'won' as const } };
const reserve = (reserveNumber: number) => ({ result: { kind: 'reserve' as const, reserveNumber } });
const notWon = { result: { kind: 'notWon' as const } };

test('when a draw is summed up, then each supply type says its supply and how many got each result, in the forms order', () => {
  const counts = drawCounts(
    { 'SPECIAL-15': [won, reserve(1)], 'GENERAL-15': [won, won, reserve(1), notWon, notWon] },
    { 'GENERAL-15': { winners: 2, reserves: 1 }, 'SPECIAL-15': { winners: 1, reserves: 3 } },
    ['GENERAL-15', 'SPECIAL-15'],
  );
  expect(counts).toEqual([
    { supplyType: 'GENERAL-15', winners: 2, reserves: 1, applicants: 5, won: 2, reserve: 1, notWon: 2 },
    { supplyType: 'SPECIAL-15', winners: 1, reserves: 3, applicants: 2, won: 1, reserve: 1, notWon: 0 },
  ]);
});

test('when a supplied type had no applicant, then it is listed with zeros', () => {
  expect(drawCounts({}, { 'GENERAL-15': { winners: 3, reserves: 0 } })).toEqual([
    { supplyType: 'GENERAL-15', winners: 3, reserves: 0, applicants: 0, won: 0, reserve: 0, notWon: 0 },
  ]);
});
