import {
  drawSeed,
  publishedResults,
  rankSupplyType,
  runDraw,
  verifyDrawFile,
  type DrawFile,
  type DrawInputs,
} from '../../src/draw/draw';
import { canonicalListJson, listDigest, type FrozenRow } from '../../src/draw/frozen-list';

/** A reproducible list: the same n always gives the same rows. */
function applicants(n: number): FrozenRow[] {
  const types = ['SPECIAL-15', 'GENERAL-15', 'GENERAL-30'];
  return Array.from({ length: n }, (_, i) => {
    const supplyType = types[i % 3]!;
    const special = supplyType === 'SPECIAL-15';
    return {
      receiptNumber: `2026A-${String(i).padStart(6, '0')}`,
      supplyType,
      incomeTier: special ? (i % 4 === 0 ? null : (i % 3) + 1) : null,
      regionalTier: special ? ((i % 5) + 1 > 3 ? null : (i % 5) + 1) : null,
    };
  });
}

const inputsFor = (rows: FrozenRow[]): DrawInputs => ({
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  beaconRound: 1234567,
  beaconRandomness: 'a'.repeat(64),
  witnessedNumber: '123456789',
  listDigest: listDigest(rows),
});
const supply = {
  'SPECIAL-15': { winners: 34, reserves: 10 },
  'GENERAL-15': { winners: 82, reserves: 20 },
  'GENERAL-30': { winners: 54, reserves: 15 },
};

describe('the frozen list', () => {
  it('has one canonical JSON whatever the order of its rows', () => {
    const rows = applicants(30);
    expect(canonicalListJson([...rows].reverse())).toBe(canonicalListJson(rows));
    expect(listDigest([...rows].reverse())).toMatch(/^[0-9a-f]{64}$/);
    expect(listDigest(rows.slice(1))).not.toBe(listDigest(rows));
  });
});

describe('the draw', () => {
  const rows = applicants(10_000);
  const inputs = inputsFor(rows);

  it('orders by income tier, then regional tier, then key, absent tiers last, and splits winners and reserves', () => {
    const ranked = rankSupplyType(rows, drawSeed(inputs), 'SPECIAL-15', supply['SPECIAL-15']);
    const order = (tier: number | null) => tier ?? Number.MAX_SAFE_INTEGER;
    for (let i = 1; i < ranked.length; i += 1) {
      const [a, b] = [ranked[i - 1]!, ranked[i]!];
      const byTiers =
        order(a.incomeTier) - order(b.incomeTier) || order(a.regionalTier) - order(b.regionalTier);
      expect(byTiers < 0 || (byTiers === 0 && a.key < b.key)).toBe(true);
    }
    expect(ranked.filter((row) => row.result.kind === 'won')).toHaveLength(34);
    expect(ranked[34]!.result).toEqual({ kind: 'reserve', reserveNumber: 1 });
    expect(ranked[43]!.result).toEqual({ kind: 'reserve', reserveNumber: 10 });
    expect(ranked[44]!.result).toEqual({ kind: 'notWon' });
  });

  it('is the same every time and changes with any input', () => {
    const first = runDraw(rows, inputs, supply);
    expect(runDraw([...rows].reverse(), inputs, supply)).toEqual(first);
    expect(runDraw(rows, { ...inputs, witnessedNumber: '123456780' }, supply).seed).not.toBe(first.seed);
    expect(runDraw(rows, { ...inputs, beaconRound: 1234568 }, supply).seed).not.toBe(first.seed);
  });

  it('moves each later applicant of the type up by exactly one place when a winner is removed, and nobody else', () => {
    const seed = drawSeed(inputs);
    const before = Object.fromEntries(
      Object.keys(supply).map((type) => [
        type,
        rankSupplyType(rows, seed, type, { winners: 0, reserves: 0 }),
      ]),
    );
    for (const type of Object.keys(supply)) {
      const removed = before[type]![7]!;
      const after = rankSupplyType(
        rows.filter((row) => row.receiptNumber !== removed.receiptNumber),
        seed,
        type,
        { winners: 0, reserves: 0 },
      );
      const rankBefore = new Map(before[type]!.map((row) => [row.receiptNumber, row.rank]));
      for (const row of after) {
        const was = rankBefore.get(row.receiptNumber)!;
        expect(row.rank).toBe(was > removed.rank ? was - 1 : was);
      }
    }
  });

  it('verifies its own publication and refuses a list that does not match its digest', () => {
    const { ranking } = runDraw(rows, inputs, supply);
    const file: DrawFile = {
      version: 'draw/v1',
      inputs,
      supply,
      list: rows,
      results: publishedResults(ranking),
    };
    expect(verifyDrawFile(file)).toEqual([]);
    const tampered = { ...file, list: rows.map((row, i) => (i === 5 ? { ...row, incomeTier: 1 } : row)) };
    expect(verifyDrawFile(tampered)[0]).toMatch(/digest/);
    const swapped = structuredClone(file);
    const general = swapped.results['GENERAL-15']!;
    [general[0], general[1]] = [general[1]!, general[0]!];
    expect(verifyDrawFile(swapped)).toEqual([
      'the published results of GENERAL-15 differ from the recomputation',
    ]);
  });
});
