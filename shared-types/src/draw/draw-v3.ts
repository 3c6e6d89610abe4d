// The draw's method `draw/v3`, exactly as docs/draw-method-v3.md writes it. What v2 left to whoever typed
// the witnessed number after the freeze is gone: every value that enters the seed after the freeze is the
// drand beacon named at the freeze, or a witness value whose salted hash was committed before the close.
// Pure functions without zod: the public verifier bundles them.
import { rankSupplyType, type DrawResult, type RankedRow, type Supply } from './draw';
import { canonicalJson, listTextV2 } from './draw-v2';
import { sha256Hex, type FrozenRow } from './frozen-list';

export const DRAW_V3 = 'draw/v3';

/** A witness value: exactly six ASCII digits, leading zeros kept. */
export const WITNESS_VALUE = /^[0-9]{6}$/;
/** A witness salt: 32 lowercase hex digits (16 random bytes), made in the witness's own browser. */
export const WITNESS_SALT = /^[0-9a-f]{32}$/;
/** A SHA-256 digest as the method writes it. */
export const HEX64 = /^[0-9a-f]{64}$/;
/** How many witnesses a round may invite. */
export const MAX_WITNESSES = 5;
/**
 * A receipt number or supply type: ASCII capitals, digits and hyphens only, so its JSON and its order are
 * the same in every language (no escapes, byte order = code-unit order).
 */
export const METHOD_NAME = /^[0-9A-Z-]+$/;
/** The largest tier: the stored column's (a PostgreSQL integer), far below where doubles lose integers. */
export const MAX_TIER = 2_147_483_647;
const MAX_SUPPLY = 10_000;

/** The list's text is v2's, unchanged: rows by receipt number, four fields, keys sorted. */
export const listTextV3 = listTextV2;

/** A witness's commitment: the salt hides the six digits, so nobody can guess them from the digest. */
export const witnessCommitment = (salt: string, value: string): string =>
  sha256Hex(['draw/v3 witness', salt, value].join('\n'));

/** The drand round the draw uses, with the key its signature is checked against. */
export interface BeaconV3 {
  chainHash: string;
  /** the chain's BLS12-381 public key (G2, hex): the verifier checks the signature against it */
  publicKey: string;
  round: number;
}

/** What is committed at the freeze: everything that decides the result but the randomness itself. */
export interface CommitmentV3 {
  method: typeof DRAW_V3;
  listDigest: string;
  supply: Record<string, Supply>;
  beacon: BeaconV3;
  /** the witnesses' commitments made before the close, in code-unit order; [] without witnesses */
  witnesses: string[];
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function commitmentTextV3(commitment: CommitmentV3): string {
  const { method, listDigest, supply, beacon, witnesses } = commitment;
  return canonicalJson({
    beacon: { chainHash: beacon.chainHash, publicKey: beacon.publicKey, round: beacon.round },
    listDigest,
    method,
    supply: Object.fromEntries(
      Object.entries(supply).map(([type, { winners, reserves }]) => [type, { reserves, winners }]),
    ),
    witnesses: [...witnesses].sort(byCodeUnit),
  });
}

export const commitmentDigestV3 = (commitment: CommitmentV3): string =>
  sha256Hex(commitmentTextV3(commitment));

/** One witness's reveal: null value and salt when it was not revealed before the beacon's time. */
export interface RevealV3 {
  commitment: string;
  value: string | null;
  salt: string | null;
}

/** The randomness of a v3 draw: the beacon fetched for the committed round, and the reveals. */
export interface RandomnessV3 {
  beaconRound: number;
  beaconRandomness: string;
  beaconSignature: string;
  /** one per committed witness, in the commitment's order */
  reveals: RevealV3[];
}

/**
 * seed = SHA-256 of "draw/v3", the commitment's digest, the beacon randomness and each committed witness's
 * value in the commitment's order ('' for one not revealed), joined by '\n'. A missing reveal cannot stop
 * the draw, and was decided before the beacon existed, so it cannot be chosen to fit the result.
 */
export function seedTextV3(digest: string, commitment: CommitmentV3, randomness: RandomnessV3): string {
  const revealed = new Map(randomness.reveals.map((reveal) => [reveal.commitment, reveal.value ?? '']));
  const values = [...commitment.witnesses].sort(byCodeUnit).map((hash) => revealed.get(hash) ?? '');
  return [DRAW_V3, digest, randomness.beaconRandomness, ...values].join('\n');
}

export const drawSeedV3 = (digest: string, commitment: CommitmentV3, randomness: RandomnessV3): string =>
  sha256Hex(seedTextV3(digest, commitment, randomness));

/** The draw of a committed list: every supply type in code-unit order of its name. */
export function runDrawV3(
  commitment: CommitmentV3,
  list: readonly FrozenRow[],
  randomness: RandomnessV3,
): { digest: string; seed: string; ranking: Record<string, RankedRow[]> } {
  const digest = commitmentDigestV3(commitment);
  const seed = drawSeedV3(digest, commitment, randomness);
  const ranking: Record<string, RankedRow[]> = {};
  for (const supplyType of Object.keys(commitment.supply).sort(byCodeUnit)) {
    ranking[supplyType] = rankSupplyType(list, seed, supplyType, commitment.supply[supplyType]!);
  }
  return { digest, seed, ranking };
}

export type PublishedResults = Record<string, { receiptNumber: string; rank: number; result: DrawResult }[]>;

/** `draw.json` of a draw/v3 round, published once drawn. */
export interface DrawFileV3 {
  version: typeof DRAW_V3;
  /** the digest published at the freeze */
  commitmentDigest: string;
  commitment: CommitmentV3;
  list: FrozenRow[];
  randomness: RandomnessV3;
  seed: string;
  /** every supply type of the commitment, an empty array for a type without applicants */
  results: PublishedResults;
}

type Json = Parameters<typeof canonicalJson>[0];

/**
 * The file's text as the server serves it: canonical JSON (the verifier reads it as values). Its commitment
 * and list are written in the order of the commitment text and the list text (witnesses sorted, rows by
 * receipt number), whatever order the caller held them in: draw.json holds those texts byte for byte. Other
 * fields are written as they are (the verifier's tests write forged files with it).
 */
export function drawFileTextV3(file: DrawFileV3): string {
  const { commitment, list } = file;
  const byReceiptNumber = (a: FrozenRow, b: FrozenRow) => byCodeUnit(a?.receiptNumber, b?.receiptNumber);
  return canonicalJson(
    JSON.parse(
      JSON.stringify({
        ...file,
        commitment:
          commitment && Array.isArray(commitment.witnesses)
            ? { ...commitment, witnesses: [...commitment.witnesses].sort(byCodeUnit) }
            : commitment,
        list: Array.isArray(list) ? [...list].sort(byReceiptNumber) : list,
      }),
    ) as Json,
  );
}

/** The results a ranking publishes. */
export const publishedResultsV3 = (ranking: Record<string, RankedRow[]>): PublishedResults =>
  Object.fromEntries(
    Object.entries(ranking).map(([type, rows]) => [
      type,
      rows.map(({ receiptNumber, rank, result }) => ({ receiptNumber, rank, result })),
    ]),
  );

/** The published result of a row, as values: key order and spacing in the file do not matter. */
const sameResult = (a: DrawResult, b: unknown): boolean => {
  if (!b || typeof b !== 'object') return false;
  const other = b as Record<string, unknown>;
  if (a.kind === 'reserve') {
    return (
      other.kind === 'reserve' && other.reserveNumber === a.reserveNumber && Object.keys(other).length === 2
    );
  }
  return other.kind === a.kind && Object.keys(other).length === 1;
};

const isTier = (tier: unknown) =>
  tier === null || (Number.isInteger(tier) && (tier as number) >= 1 && (tier as number) <= MAX_TIER);
const isCount = (count: unknown) =>
  Number.isInteger(count) && (count as number) >= 0 && (count as number) <= MAX_SUPPLY;

/**
 * Values outside the method's domain (docs/draw-method-v3.md, 1장): names that another language would
 * write or order differently, tiers and counts that are not whole numbers in range.
 */
function valueProblems({ commitment, list, randomness }: DrawFileV3): string[] {
  const problems: string[] = [];
  for (const row of list) {
    if (!METHOD_NAME.test(row.receiptNumber) || !METHOD_NAME.test(row.supplyType)) {
      problems.push(`${JSON.stringify(row.receiptNumber)} is not written in capitals, digits and hyphens`);
    }
    if (!isTier(row.incomeTier) || !isTier(row.regionalTier)) {
      problems.push(`the tiers of ${row.receiptNumber} are not null or whole numbers from 1 to ${MAX_TIER}`);
    }
  }
  for (const [type, { winners, reserves }] of Object.entries(commitment.supply)) {
    if (!METHOD_NAME.test(type)) problems.push(`supply type ${JSON.stringify(type)} is not a code`);
    if (!isCount(winners) || !isCount(reserves)) {
      problems.push(`the supply of ${type} is not two whole numbers from 0 to ${MAX_SUPPLY}`);
    }
  }
  if (!HEX64.test(commitment.beacon.chainHash)) problems.push('the chain hash is not 64 hex digits');
  if (!Number.isSafeInteger(commitment.beacon.round) || commitment.beacon.round < 1) {
    problems.push('the beacon round is not a whole number from 1');
  }
  if (commitment.witnesses.length > MAX_WITNESSES) problems.push(`more than ${MAX_WITNESSES} witnesses`);
  if (!commitment.witnesses.every((hash) => HEX64.test(hash))) {
    problems.push('a witness commitment is not 64 hex digits');
  }
  if (!/^(?:[0-9a-f]{2})+$/.test(randomness.beaconSignature))
    problems.push('the beacon signature is not hex');
  return problems;
}

/**
 * What is wrong with a draw/v3 file's values; empty when every check holds. The shape (exact fields, no
 * duplicates) and the beacon's BLS signature are the verifier's to check before this.
 */
export function verifyDrawFileV3(file: DrawFileV3, published?: string): string[] {
  const { commitment, randomness } = file;
  const list = file.list;
  const problems: string[] = [];
  if (commitment.method !== DRAW_V3) problems.push(`the method is ${String(commitment.method)}, not draw/v3`);
  const listDigest = sha256Hex(listTextV3(list));
  if (listDigest !== commitment.listDigest) {
    problems.push(`the list's digest is ${listDigest}, the commitment states ${commitment.listDigest}`);
  }
  problems.push(...valueProblems(file));
  const seen = new Set<string>();
  for (const row of list) {
    if (seen.has(row.receiptNumber)) problems.push(`receipt number ${row.receiptNumber} appears twice`);
    seen.add(row.receiptNumber);
    if (!Object.hasOwn(commitment.supply, row.supplyType)) {
      problems.push(`${row.receiptNumber} is of supply type ${row.supplyType}, which has no supply`);
    }
  }
  const { digest, seed, ranking } = runDrawV3(commitment, list, randomness);
  if (digest !== file.commitmentDigest) {
    problems.push(`the commitment's digest is ${digest}, the file states ${file.commitmentDigest}`);
  }
  if (published !== undefined && digest !== published) {
    problems.push(`the commitment's digest is ${digest}, the published one is ${published}`);
  }
  if (randomness.beaconRound !== commitment.beacon.round) {
    problems.push(
      `the beacon round is ${randomness.beaconRound}, the commitment states ${commitment.beacon.round}`,
    );
  }
  if (!HEX64.test(randomness.beaconRandomness)) problems.push('the beacon randomness is missing');
  const committed = [...commitment.witnesses].sort(byCodeUnit);
  if (new Set(committed).size !== committed.length) problems.push('a witness commitment appears twice');
  const revealedFor = randomness.reveals.map((reveal) => reveal.commitment);
  if (revealedFor.join() !== committed.join()) {
    problems.push('the reveals do not name the committed witnesses, one each in the commitment’s order');
  }
  for (const reveal of randomness.reveals) {
    if (reveal.value === null && reveal.salt === null) continue;
    if (
      reveal.value === null ||
      reveal.salt === null ||
      !WITNESS_VALUE.test(reveal.value) ||
      !WITNESS_SALT.test(reveal.salt)
    ) {
      problems.push(`the reveal of ${reveal.commitment} is not six digits and a 32-digit salt`);
    } else if (witnessCommitment(reveal.salt, reveal.value) !== reveal.commitment) {
      problems.push(`the reveal of ${reveal.commitment} does not match its commitment`);
    }
  }
  if (seed !== file.seed) problems.push(`the seed is ${seed}, the file states ${file.seed}`);
  const publishedTypes = Object.keys(file.results).sort(byCodeUnit);
  if (publishedTypes.join() !== Object.keys(ranking).join()) {
    problems.push(`published supply types ${publishedTypes.join(', ')} differ from the supply's`);
  }
  for (const [supplyType, rows] of Object.entries(ranking)) {
    const given = file.results[supplyType] ?? [];
    const same =
      given.length === rows.length &&
      rows.every(
        (row, index) =>
          given[index]?.receiptNumber === row.receiptNumber &&
          given[index]?.rank === row.rank &&
          sameResult(row.result, given[index]?.result),
      );
    if (!same) problems.push(`the published results of ${supplyType} differ from the recomputation`);
  }
  return problems;
}
