// The drand beacon's own proof: a BLS signature on G1 of the round number under the chain's public key
// on G2 (scheme bls-unchained-g1-rfc9380, quicknet's), and randomness = SHA-256 of the signature. Without
// this check a file could carry any randomness ("00…00", signature "not-a-signature") and verify.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { beaconRoundTime, QUICKNET, type BeaconChain } from '@portal/shared-types/draw/draw-plan';

/** quicknet's hash to curve, as drand signs: RFC 9380's suite for G1 with the NUL scheme's tag. */
export const DRAND_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** Chains this verifier knows the key of, so a file cannot bring its own key for them. */
export const KNOWN_CHAINS: readonly (BeaconChain & { name: string })[] = [
  { name: 'drand quicknet', ...QUICKNET },
];

export const knownChain = (chainHash: string) => KNOWN_CHAINS.find((chain) => chain.chainHash === chainHash);

/**
 * When a known chain emitted the round, for the reader to compare with the close on the draw page: a
 * round emitted before the freeze was known when the list was committed.
 */
export function roundEmittedLines(chainHash: string, round: number): string[] {
  const chain = knownChain(chainHash);
  const at = chain ? new Date(beaconRoundTime(chain, round)) : undefined;
  if (!chain || !at || Number.isNaN(at.getTime())) return [];
  return [
    `round ${round} of ${chain.name} was emitted at ${at.toISOString().replace('.000Z', 'Z')}: the close the draw page gives must come before it`,
  ];
}

/** What drand signs for a round: SHA-256 of the round number as 8 bytes, big-endian. */
export function roundMessage(round: number): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
  return sha256(bytes);
}

export interface SignedBeacon {
  round: number;
  randomness: string;
  signature: string;
}

/**
 * Why the beacon is not drand's for this key and round; empty when the signature and randomness hold.
 * The curve is loaded only here: building its fields takes most of the verifier's start otherwise.
 */
export async function beaconSignatureProblems(beacon: SignedBeacon, publicKey: string): Promise<string[]> {
  const { bls12_381: bls } = await import('@noble/curves/bls12-381');
  const { round, randomness, signature } = beacon;
  let key;
  let point;
  try {
    key = bls.G2.Point.fromHex(publicKey);
  } catch {
    return [`the public key ${publicKey} is not a BLS12-381 G2 public key`];
  }
  // the point at infinity would "verify" any round under any message: no chain uses it
  if (key.is0()) return ['the public key is the point at infinity, which no drand chain uses'];
  try {
    point = bls.shortSignatures.Signature.fromHex(signature);
  } catch {
    return ['the beacon signature is not a BLS12-381 G1 signature, so no drand chain made it'];
  }
  if (point.is0()) return ['the beacon signature is the point at infinity, which no drand chain makes'];
  const problems: string[] = [];
  let signed = false;
  try {
    signed = bls.shortSignatures.verify(point, bls.shortSignatures.hash(roundMessage(round), DRAND_DST), key);
  } catch {
    signed = false;
  }
  if (!signed) {
    problems.push(
      `the beacon signature is not the chain's signature of round ${round} under the public key ${publicKey}`,
    );
  }
  const expected = bytesToHex(sha256(hexToBytes(signature)));
  if (randomness !== expected) {
    problems.push(`the beacon randomness is ${randomness}, but the SHA-256 of its signature is ${expected}`);
  }
  return problems;
}

/** The key a beacon is checked against, where it comes from, and what stands in the way. */
export interface KeyChoice {
  key: string | null;
  /** e.g. "drand quicknet" or "given with --public-key" */
  source: string;
  problems: string[];
  notes: string[];
}

const infoUrl = (chainHash: string) => `https://api.drand.sh/${chainHash}/info`;

/**
 * draw/v1 and v2 name only the chain: its key is the one this verifier knows, else the one the user
 * gives. With neither, the signature cannot be checked, and the file is not verified.
 */
export function keyOfNamedChain(chainHash: string, given: string | undefined): KeyChoice {
  const known = knownChain(chainHash);
  if (known) {
    const problems =
      given !== undefined && given !== known.publicKey
        ? [`the public key given with --public-key is not ${known.name}'s (${known.publicKey})`]
        : [];
    return { key: known.publicKey, source: known.name, problems, notes: [] };
  }
  if (given !== undefined) return { key: given, source: 'given with --public-key', problems: [], notes: [] };
  return {
    key: null,
    source: '',
    problems: [
      `the beacon signature was not checked: chain ${chainHash} is not one this verifier knows. Its public key is the "public_key" that ${infoUrl(chainHash)} shows; run again with --public-key <that key>`,
    ],
    notes: [],
  };
}

/**
 * draw/v3 commits the key itself at the freeze. A known chain must come with its own key (else whoever
 * holds another key could sign any randomness); a key given with --public-key must be the committed one.
 */
export function keyOfCommitment(chainHash: string, committed: string, given: string | undefined): KeyChoice {
  const known = knownChain(chainHash);
  const problems: string[] = [];
  const notes: string[] = [];
  if (known && committed !== known.publicKey) {
    problems.push(`the commitment names ${known.name}'s chain but not its public key (${known.publicKey})`);
  }
  if (given !== undefined && given !== committed) {
    problems.push(
      `the commitment's public key is ${committed}, not the one given with --public-key (${given})`,
    );
  }
  // an operator who commits a key of their own knows every round's randomness before the freeze: a chain
  // this verifier does not know counts only once the reader names its key themselves
  if (!known && given === undefined) {
    problems.push(
      `chain ${chainHash} is not one this verifier knows, so the key the commitment names (${committed}) proves nothing by itself: whoever holds a key of their own can sign any randomness. Compare it with the "public_key" that ${infoUrl(chainHash)} shows, then run again with --public-key <that key>`,
    );
  }
  const source = known
    ? known.name
    : given !== undefined
      ? 'given with --public-key'
      : 'named by the commitment';
  return { key: committed, source, problems, notes };
}
