import {
  formatReceiptNumber,
  normalizeReceiptNumber,
  receiptNumberSchema,
  receiptRoundCode,
  RECEIPT_ALPHABET,
} from '../../src/draw/receipt-number';

describe('receipt numbers', () => {
  it('carry the year and the round apart, then six symbols of the alphabet', () => {
    const number = formatReceiptNumber(receiptRoundCode(2026, 10), Uint8Array.from([7, 19, 3, 20, 23, 9]));
    expect(number).toBe('2026-A-7K3M-Q9');
    expect(formatReceiptNumber(receiptRoundCode(2026, 2), Uint8Array.from([12, 30, 11, 22, 0, 7]))).toBe(
      '2026-2-CYBP-07',
    );
    expect(receiptNumberSchema.parse(' 2026-a-7k3m-q9 ')).toBe('2026-A-7K3M-Q9');
  });

  it('keep the numbers given before, with the year and round run together, valid', () => {
    for (const old of ['2026A-7K3M-Q9', '20262-CYBP-07', '2026Z1-0000-ZZ'])
      expect(receiptNumberSchema.safeParse(old).success).toBe(true);
    expect(receiptNumberSchema.parse(' 20262-cybp-07 ')).toBe('20262-CYBP-07');
    expect(normalizeReceiptNumber(' 2026-2-cybp-07\t')).toBe('2026-2-CYBP-07');
  });

  it('use every symbol of the alphabet alike and never I, L, O or U', () => {
    const all = formatReceiptNumber(
      '2026',
      Uint8Array.from({ length: 6 }, (_, i) => i * 37),
    );
    expect(all).not.toMatch(/[ILOU]/);
    expect(new Set(Array.from({ length: 256 }, (_, byte) => RECEIPT_ALPHABET[byte & 31])).size).toBe(32);
  });

  it('refuse too few random bytes and malformed numbers', () => {
    expect(() => formatReceiptNumber('2026A', new Uint8Array(5))).toThrow(RangeError);
    for (const bad of [
      '2026A-7K3M-Q',
      '2026A-7KLM-Q9',
      'ABCD-7K3M-Q9',
      '',
      '2026--A-7K3M-Q9',
      '2026-A7K3M-Q9',
      '2026-7K3M-Q9',
    ]) {
      expect(receiptNumberSchema.safeParse(bad).success).toBe(false);
    }
  });
});
