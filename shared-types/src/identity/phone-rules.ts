// Phone rules without zod: public pages import them (the schema is in phone.schema.ts).

/** The digits of a text, everything else dropped. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Display form: 10 digits as 3-3-4, 11 digits as 3-4-4; anything else comes back unchanged. */
export function formatPhone(digits: string): string {
  if (/^\d{10}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (/^\d{11}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  return digits;
}

/** Max lengths of the three inputs of the inquiry form. */
export const PHONE_PART_LENGTHS = [3, 4, 4] as const;

/**
 * The three input parts for a typed or pasted text. A text already split by dashes, dots or spaces
 * keeps its split; bare digits are cut 3-3-4 when there are 10 of them, else 3-4-4.
 * Each part is digits only and cut to its max length.
 */
export function splitPhone(text: string): [string, string, string] {
  const groups = text
    .split(/[\s.-]+/)
    .map(digitsOnly)
    .filter((group) => group.length > 0);
  const [a, b, c] = PHONE_PART_LENGTHS;
  if (groups.length === 3) {
    return [groups[0]!.slice(0, a), groups[1]!.slice(0, b), groups[2]!.slice(0, c)];
  }
  const digits = digitsOnly(text);
  const middle = digits.length === 10 ? 3 : b;
  return [digits.slice(0, a), digits.slice(a, a + middle), digits.slice(a + middle, a + middle + c)];
}

/** The three parts joined back into digits. */
export function joinPhone(parts: readonly string[]): string {
  return parts.map(digitsOnly).join('');
}

/** A Korean mobile number: digits only, 01x, 10 or 11 digits. */
export function isMobilePhone(digits: string): boolean {
  return /^01\d{8,9}$/.test(digits);
}
