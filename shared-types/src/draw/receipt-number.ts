import { z } from 'zod';

/** Crockford's base 32: no I, L, O or U, so a number read aloud on the phone is not misheard. */
export const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const base32 = (value: number): string => {
  let text = '';
  let rest = value;
  do {
    text = RECEIPT_ALPHABET[rest % 32] + text;
    rest = Math.floor(rest / 32);
  } while (rest > 0);
  return text;
};

/**
 * The round's part of its receipt numbers: the year and the round's id, apart so that they read apart
 * (2026 and 2 give 2026-2). Numbers given before ran them together (20262); those stay valid.
 */
export const receiptRoundCode = (year: number, roundId: number): string => `${year}-${base32(roundId)}`;

/**
 * 접수번호: the round code and six random symbols, for example 2026-A-7K3M-Q9. Random,
 * not sequential (it says nothing of how many applied before), and free of personal data. `random` holds
 * at least six random bytes; each gives one symbol (its low five bits, uniform over the alphabet).
 */
export function formatReceiptNumber(roundCode: string, random: Uint8Array): string {
  if (random.length < 6) throw new RangeError('a receipt number needs six random bytes');
  const symbols = Array.from(random.subarray(0, 6), (byte) => RECEIPT_ALPHABET[byte & 31]).join('');
  return `${roundCode}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

/** A typed 접수번호 as it is stored: no spaces around it, capital letters. */
export const normalizeReceiptNumber = (typed: string): string => typed.trim().toUpperCase();

const symbol = `[${RECEIPT_ALPHABET}]`;
/** Today's numbers (2026-A-7K3M-Q9) and those given before the year stood apart (2026A-7K3M-Q9). */
export const RECEIPT_NUMBER_PATTERN = new RegExp(`^\\d{4}-?${symbol}+-${symbol}{4}-${symbol}{2}$`);

// trim and upper case as normalizeReceiptNumber does
export const receiptNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(RECEIPT_NUMBER_PATTERN, '접수번호를 확인해 주세요.');
