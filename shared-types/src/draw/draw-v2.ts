// The draw's method `draw/v2`, exactly as docs/draw-method-v2.md writes it: one commitment binds the
// list, the supply, the randomness plan and the method before the randomness exists. Pure functions
// without zod: the public verifier bundles them.
import { rankSupplyType, sameResults, type DrawResult, type RankedRow, type Supply } from './draw';
import { sha256Hex, type FrozenRow } from './frozen-list';

export const DRAW_V2 = 'draw/v2';

type Canonical = null | boolean | number | string | readonly Canonical[] | { [key: string]: Canonical };

/**
 * JSON with every object's keys in code-unit order, no whitespace. The method's values are integers,
 * null and ASCII strings only, whose JSON every language writes the same way.
 */
export function canonicalJson(value: Canonical): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item: Canonical) => canonicalJson(item)).join(',')}]`;
  const object = value as { [key: string]: Canonical };
  const keys = Object.keys(object).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key]!)}`).join(',')}}`;
}

const byReceiptNumber = (a: FrozenRow, b: FrozenRow) =>
  a.receiptNumber < b.receiptNumber ? -1 : a.receiptNumber > b.receiptNumber ? 1 : 0;

/** The list's text: rows by receipt number, each with exactly its four fields, keys sorted. */
export function listTextV2(rows: readonly FrozenRow[]): string {
  return canonicalJson(
    [...rows].sort(byReceiptNumber).map(({ receiptNumber, supplyType, incomeTier, regionalTier }) => ({
      incomeTier,
      receiptNumber,
      regionalTier,
      supplyType,
    })),
  );
}

/** What is committed at the freeze: everything that decides the result except the randomness. */
export interface Commitment {
  method: typeof DRAW_V2;
  listDigest: string;
  supply: Record<string, Supply>;
  /** the drand round the draw uses, fixed at the freeze; null when the plan has no beacon */
  beacon: { chainHash: string; round: number } | null;
  /** the witnessed number's digit count; null when the plan has none */
  witnessedDigits: number | null;
}

export function commitmentText(commitment: Commitment): string {
  const { method, listDigest, supply, beacon, witnessedDigits } = commitment;
  return canonicalJson({
    beacon: beacon ? { chainHash: beacon.chainHash, round: beacon.round } : null,
    listDigest,
    method,
    supply: Object.fromEntries(
      Object.entries(supply).map(([type, { winners, reserves }]) => [type, { reserves, winners }]),
    ),
    witnessedDigits,
  });
}

export const commitmentDigest = (commitment: Commitment): string => sha256Hex(commitmentText(commitment));

/** The randomness, known only after the freeze; '' stands for a source the plan does not use. */
export interface RandomnessV2 {
  beaconRandomness: string;
  witnessedNumber: string;
}

/** What a draw/v2 draw read, as the server stores it with the draw. */
export interface DrawInputsV2 extends RandomnessV2 {
  method: typeof DRAW_V2;
  commitmentDigest: string;
  /** the drand round used, 0 without a beacon */
  beaconRound: number;
}

export const drawSeedV2 = (digest: string, randomness: RandomnessV2): string =>
  sha256Hex([DRAW_V2, digest, randomness.beaconRandomness, randomness.witnessedNumber].join('\n'));

/** Why a list and its commitment cannot be drawn; empty when they can. */
export function commitmentProblems(commitment: Commitment, list: readonly FrozenRow[]): string[] {
  const problems: string[] = [];
  if (commitment.method !== DRAW_V2) problems.push(`the method is ${String(commitment.method)}, not draw/v2`);
  const digest = sha256Hex(listTextV2(list));
  if (digest !== commitment.listDigest) {
    problems.push(`the list's digest is ${digest}, the commitment states ${commitment.listDigest}`);
  }
  const seen = new Set<string>();
  for (const row of list) {
    if (seen.has(row.receiptNumber)) problems.push(`receipt number ${row.receiptNumber} appears twice`);
    seen.add(row.receiptNumber);
    if (!Object.hasOwn(commitment.supply, row.supplyType)) {
      problems.push(`${row.receiptNumber} is of supply type ${row.supplyType}, which has no supply`);
    }
  }
  return problems;
}

/** The draw of a committed list: every supply type in code-unit order of its name. */
export function runDrawV2(
  commitment: Commitment,
  list: readonly FrozenRow[],
  randomness: RandomnessV2,
): { digest: string; seed: string; ranking: Record<string, RankedRow[]> } {
  const digest = commitmentDigest(commitment);
  const seed = drawSeedV2(digest, randomness);
  const ranking: Record<string, RankedRow[]> = {};
  for (const supplyType of Object.keys(commitment.supply).sort()) {
    ranking[supplyType] = rankSupplyType(list, seed, supplyType, commitment.supply[supplyType]!);
  }
  return { digest, seed, ranking };
}

/** The file a draw/v2 round publishes once drawn: the committed inputs, the randomness, the results. */
export interface DrawFileV2 {
  version: typeof DRAW_V2;
  /** the digest published at the freeze */
  commitmentDigest: string;
  commitment: Commitment;
  list: FrozenRow[];
  randomness: RandomnessV2 & { beaconRound: number; beaconSignature: string };
  seed: string;
  results: Record<string, { receiptNumber: string; rank: number; result: DrawResult }[]>;
}

/** What is wrong with a draw/v2 file; empty when every check holds. */
export function verifyDrawFileV2(file: DrawFileV2, published?: string): string[] {
  const { commitment, randomness } = file;
  const problems = commitmentProblems(commitment, file.list ?? []);
  const { digest, seed, ranking } = runDrawV2(commitment, file.list ?? [], randomness);
  if (digest !== file.commitmentDigest) {
    problems.push(`the commitment's digest is ${digest}, the file states ${file.commitmentDigest}`);
  }
  if (published !== undefined && digest !== published.toLowerCase()) {
    problems.push(`the commitment's digest is ${digest}, the published one is ${published}`);
  }
  if (commitment.beacon) {
    if (!/^[0-9a-f]{64}$/.test(randomness.beaconRandomness))
      problems.push('the beacon randomness is missing');
    if (randomness.beaconRound !== commitment.beacon.round) {
      problems.push(
        `the beacon round is ${randomness.beaconRound}, the commitment states ${commitment.beacon.round}`,
      );
    }
  } else if (randomness.beaconRandomness !== '') {
    problems.push('the plan has no beacon, yet the file holds a beacon randomness');
  }
  const digits = commitment.witnessedDigits;
  if (
    digits
      ? !new RegExp(`^\\d{${digits}}$`).test(randomness.witnessedNumber)
      : randomness.witnessedNumber !== ''
  ) {
    problems.push(`the witnessed number "${randomness.witnessedNumber}" does not fit the plan`);
  }
  if (seed !== file.seed) problems.push(`the seed is ${seed}, the file states ${file.seed}`);
  const published_ = Object.keys(file.results ?? {}).sort();
  if (published_.join() !== Object.keys(ranking).join()) {
    problems.push(`published supply types ${published_.join(', ')} differ from the supply's`);
  }
  for (const [supplyType, rows] of Object.entries(ranking)) {
    if (!sameResults(rows, file.results?.[supplyType] ?? [])) {
      problems.push(`the published results of ${supplyType} differ from the recomputation`);
    }
  }
  return problems;
}
