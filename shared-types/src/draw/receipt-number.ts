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

/** The round's part of its receipt numbers: the year it opens and its id (2026 and 10 give 2026A). */
export const receiptRoundCode = (openYear: number, roundId: number): string =>
  `${openYear}${base32(roundId)}`;

/**
 * 접수번호: the round code and six random symbols, for example 2026A-7K3M-Q9. Random,
 * not sequential (it says nothing of how many applied before), and free of personal data. `random` holds
 * at least six random bytes; each gives one symbol (its low five bits, uniform over the alphabet).
 */
export function formatReceiptNumber(roundCode: string, random: Uint8Array): string {
  if (random.length < 6) throw new RangeError('a receipt number needs six random bytes');
  const symbols = Array.from(random.subarray(0, 6), (byte) => RECEIPT_ALPHABET[byte & 31]).join('');
  return `${roundCode}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}

const symbol = `[${RECEIPT_ALPHABET}]`;
export const receiptNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^\\d{4}${symbol}+-${symbol}{4}-${symbol}{2}$`), '접수번호를 확인해 주세요.');
