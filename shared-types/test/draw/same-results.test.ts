// Published results compared as values: a draw.json re-saved with its keys in another order (jq -S,
// Python's sort_keys) still matches the recomputation; a changed or added field does not.
import {
  publishedResults,
  rankSupplyType,
  runDraw,
  sameResults,
  verifyDrawFile,
  type DrawFile,
} from '../../src/draw/draw';
import {
  listTextV2,
  runDrawV2,
  verifyDrawFileV2,
  type Commitment,
  type DrawFileV2,
} from '../../src/draw/draw-v2';
import { listDigest, sha256Hex, type FrozenRow } from '../../src/draw/frozen-list';

const rows: FrozenRow[] = Array.from({ length: 9 }, (_, i) => ({
  receiptNumber: `2026-3-000${i}-Q9`,
  supplyType: 'GENERAL-15',
  incomeTier: null,
  regionalTier: null,
}));
const supply = { 'GENERAL-15': { winners: 3, reserves: 2 } };
const ranked = rankSupplyType(rows, 'ab'.repeat(32), 'GENERAL-15', supply['GENERAL-15']);

/** The same values with every object's keys in reverse order, as another program may write them. */
const reordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reordered)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, item]) => [key, reordered(item)]),
        )
      : value;

describe('sameResults', () => {
  const published = publishedResults({ 'GENERAL-15': ranked })['GENERAL-15']!;

  it('matches the ranking whatever the key order of its entries and results', () => {
    expect(sameResults(ranked, published)).toBe(true);
    expect(JSON.stringify(reordered(published))).not.toBe(JSON.stringify(published));
    expect(sameResults(ranked, reordered(published) as unknown[])).toBe(true);
  });

  it('refuses a changed result, an added field, a missing entry and entries out of order', () => {
    const changed = structuredClone(published);
    changed[3]!.result = { kind: 'reserve', reserveNumber: 2 };
    expect(sameResults(ranked, changed)).toBe(false);
    const extraEntry = published.map((entry, i) => (i === 0 ? { ...entry, note: 'x' } : entry));
    expect(sameResults(ranked, extraEntry)).toBe(false);
    const extraResult = published.map((entry, i) =>
      i === 0 ? { ...entry, result: { kind: 'won', reserveNumber: 1 } } : entry,
    );
    expect(sameResults(ranked, extraResult)).toBe(false);
    expect(sameResults(ranked, published.slice(1))).toBe(false);
    expect(sameResults(ranked, [published[1], published[0], ...published.slice(2)])).toBe(false);
    expect(
      sameResults(
        ranked,
        published.map((entry) => ({ ...entry, rank: String(entry.rank) })),
      ),
    ).toBe(false);
  });
});

describe('draw files re-saved with other key order', () => {
  it('draw/v1 still verifies', () => {
    const inputs = {
      chainHash: 'cd'.repeat(32),
      beaconRound: 7,
      beaconRandomness: 'ef'.repeat(32),
      witnessedNumber: '',
      listDigest: listDigest(rows),
    };
    const file: DrawFile = {
      version: 'draw/v1',
      inputs,
      supply,
      list: rows,
      results: publishedResults(runDraw(rows, inputs, supply).ranking),
    };
    expect(verifyDrawFile(reordered(file) as DrawFile)).toEqual([]);
  });

  it('draw/v2 still verifies', () => {
    const commitment: Commitment = {
      method: 'draw/v2',
      listDigest: sha256Hex(listTextV2(rows)),
      supply,
      beacon: { chainHash: 'cd'.repeat(32), round: 7 },
      witnessedDigits: null,
    };
    const randomness = { beaconRandomness: 'ef'.repeat(32), witnessedNumber: '' };
    const { digest, seed, ranking } = runDrawV2(commitment, rows, randomness);
    const file: DrawFileV2 = {
      version: 'draw/v2',
      commitmentDigest: digest,
      commitment,
      list: rows,
      randomness: { ...randomness, beaconRound: 7, beaconSignature: '01' },
      seed,
      results: publishedResults(ranking),
    };
    expect(verifyDrawFileV2(reordered(file) as DrawFileV2, digest)).toEqual([]);
  });
});
