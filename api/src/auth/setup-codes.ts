import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A setup code is good for this long after it is made: time to hand it over and use it. */
export const SETUP_CODE_TTL_MS = 72 * 60 * 60 * 1000;

// no 0/O, 1/I/L: the code is read out or typed from a note
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new setup code: 12 random characters (about 59 bits), shown as XXXX-XXXX-XXXX. Like a recovery code
 * it is random enough for a plain SHA-256 to keep it; the sign-in limits stop its guessing.
 */
export function newSetupCode(): string {
  const chars = [...randomBytes(12)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** The code as typed: spaces and hyphens dropped, capitals. */
const normaliseSetupCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const hashSetupCode = (code: string) =>
  createHash('sha256').update(normaliseSetupCode(code)).digest('hex');

/** Two hex hashes compared in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
