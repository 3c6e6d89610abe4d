import { canonicalListJson, sha256Hex, type FrozenRow } from './frozen-list';

export const DRAW_VERSION = 'draw/v1';

/** Everything the draw reads besides the list: public, and fixed before the randomness existed. */
export interface DrawInputs {
  /** drand chain hash (hex), or '' when the round announced only a witnessed number */
  chainHash: string;
  /** drand round number, or 0 without a beacon */
  beaconRound: number;
  /** the beacon's randomness (hex), or '' without a beacon */
  beaconRandomness: string;
  /** the witnessed number the operator entered (digits), or '' without one */
  witnessedNumber: string;
  /** listDigest() of the frozen list */
  listDigest: string;
}

/** How many of a supply type win and how many are reserves, fixed on the round. */
export interface Supply {
  winners: number;
  reserves: number;
}

export type DrawResult = { kind: 'won' } | { kind: 'reserve'; reserveNumber: number } | { kind: 'notWon' };

export interface RankedRow extends FrozenRow {
  /** 1-based place within its supply type */
  rank: number;
  key: string;
  result: DrawResult;
}

/**
 * seed = SHA-256 of the fields joined by '\n' (none can hold one: hex, digits and the version), so the
 * concatenation is unambiguous.
 */
export function drawSeed(inputs: DrawInputs): string {
  const { chainHash, beaconRound, beaconRandomness, witnessedNumber, listDigest } = inputs;
  return sha256Hex(
    [DRAW_VERSION, chainHash, String(beaconRound), beaconRandomness, witnessedNumber, listDigest].join('\n'),
  );
}

/** One applicant's draw key: depends on nobody else, so removing one applicant moves no one else's key. */
export const applicantKey = (seed: string, supplyType: string, receiptNumber: string): string =>
  sha256Hex([seed, supplyType, receiptNumber].join('\n'));

/** A tier sorts by its number; an absent tier after every present one. */
const tierOrder = (tier: number | null) => (tier === null ? Number.MAX_SAFE_INTEGER : tier);

function compareRows(a: { row: FrozenRow; key: string }, b: { row: FrozenRow; key: string }): number {
  return (
    tierOrder(a.row.incomeTier) - tierOrder(b.row.incomeTier) ||
    tierOrder(a.row.regionalTier) - tierOrder(b.row.regionalTier) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/**
 * The ranking of one supply type (income tier, then regional tier, then the draw): the
 * first `winners` win, the next `reserves` are 예비 1..K, the rest do not win.
 */
export function rankSupplyType(
  rows: readonly FrozenRow[],
  seed: string,
  supplyType: string,
  supply: Supply,
): RankedRow[] {
  return rows
    .filter((row) => row.supplyType === supplyType)
    .map((row) => ({ row, key: applicantKey(seed, supplyType, row.receiptNumber) }))
    .sort(compareRows)
    .map(({ row, key }, index) => {
      const rank = index + 1;
      const result: DrawResult =
        rank <= supply.winners
          ? { kind: 'won' }
          : rank <= supply.winners + supply.reserves
            ? { kind: 'reserve', reserveNumber: rank - supply.winners }
            : { kind: 'notWon' };
      return { ...row, rank, key, result };
    });
}

/** The whole draw of a round: every supply type of `supply`, in its key order. Deterministic. */
export function runDraw(
  rows: readonly FrozenRow[],
  inputs: DrawInputs,
  supply: Readonly<Record<string, Supply>>,
): { seed: string; ranking: Record<string, RankedRow[]> } {
  const seed = drawSeed(inputs);
  const ranking: Record<string, RankedRow[]> = {};
  for (const supplyType of Object.keys(supply).sort()) {
    ranking[supplyType] = rankSupplyType(rows, seed, supplyType, supply[supplyType]!);
  }
  return { seed, ranking };
}

/** The file the draw page offers: everything needed to recompute the draw (scripts/draw/verifier.ts). */
export interface DrawFile {
  version: typeof DRAW_VERSION;
  inputs: DrawInputs;
  supply: Record<string, Supply>;
  list: FrozenRow[];
  /** the published results, per supply type in rank order, to be checked against the recomputation */
  results: Record<string, { receiptNumber: string; rank: number; result: DrawResult }[]>;
}

/** What is wrong with a draw file; empty when the list matches its digest and the results recompute. */
export function verifyDrawFile(file: DrawFile): string[] {
  const problems: string[] = [];
  if (file.version !== DRAW_VERSION) problems.push(`unknown version ${String(file.version)}`);
  const digest = sha256Hex(canonicalListJson(file.list));
  if (digest !== file.inputs.listDigest) {
    problems.push(`the list's digest is ${digest}, the file states ${file.inputs.listDigest}`);
  }
  for (const row of file.list) {
    if (!Object.hasOwn(file.supply ?? {}, row.supplyType)) {
      problems.push(`${row.receiptNumber} is of supply type ${row.supplyType}, which has no supply`);
    }
  }
  const { ranking } = runDraw(file.list, file.inputs, file.supply);
  const published = Object.keys(file.results ?? {}).sort();
  if (published.join() !== Object.keys(ranking).sort().join()) {
    problems.push(`published supply types ${published.join(', ')} differ from the supply's`);
  }
  for (const [supplyType, rows] of Object.entries(ranking)) {
    if (!sameResults(rows, file.results?.[supplyType] ?? [])) {
      problems.push(`the published results of ${supplyType} differ from the recomputation`);
    }
  }
  return problems;
}

const hasKeys = (value: unknown, count: number): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.keys(value).length === count;

/**
 * Whether published results are the ranking's, compared as values: a file re-saved with its keys in
 * another order or other spacing still matches; a changed or added field does not.
 */
export function sameResults(rows: readonly RankedRow[], given: readonly unknown[]): boolean {
  return (
    given.length === rows.length &&
    rows.every((row, index) => {
      const entry = given[index];
      if (!hasKeys(entry, 3) || entry.receiptNumber !== row.receiptNumber || entry.rank !== row.rank) {
        return false;
      }
      const { result } = entry;
      return row.result.kind === 'reserve'
        ? hasKeys(result, 2) && result.kind === 'reserve' && result.reserveNumber === row.result.reserveNumber
        : hasKeys(result, 1) && result.kind === row.result.kind;
    })
  );
}

/** The published results of a draw, as the draw file holds them. */
export function publishedResults(ranking: Record<string, RankedRow[]>): DrawFile['results'] {
  return Object.fromEntries(
    Object.entries(ranking).map(([supplyType, rows]) => [
      supplyType,
      rows.map(({ receiptNumber, rank, result }) => ({ receiptNumber, rank, result })),
    ]),
  );
}
