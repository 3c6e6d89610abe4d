import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * One application of a closed round as the draw sees it: pseudonymous (no name, no phone), frozen at the
 * close and published with its digest. Tiers are null where the type has none.
 */
export interface FrozenRow {
  receiptNumber: string;
  supplyType: string;
  incomeTier: number | null;
  regionalTier: number | null;
}

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

const byReceiptNumber = (a: FrozenRow, b: FrozenRow) =>
  a.receiptNumber < b.receiptNumber ? -1 : a.receiptNumber > b.receiptNumber ? 1 : 0;

/**
 * The canonical JSON of a frozen list: rows sorted by receipt number (code-unit order), keys in this fixed
 * order, no whitespace. Anyone who holds the same rows writes the same bytes, hence the same digest.
 */
export function canonicalListJson(rows: readonly FrozenRow[]): string {
  const sorted = [...rows].sort(byReceiptNumber);
  const body = sorted.map(({ receiptNumber, supplyType, incomeTier, regionalTier }) =>
    JSON.stringify({ receiptNumber, supplyType, incomeTier, regionalTier }),
  );
  return `[${body.join(',')}]`;
}

/** The SHA-256 (hex) of the canonical JSON: what the round's public draw page shows from the close. */
export const listDigest = (rows: readonly FrozenRow[]): string => sha256Hex(canonicalListJson(rows));
