// Identity verification types and the check of its result, without the zod library: /apply imports
// them (the schemas are in identity.schema.ts).

/** Answer of `GET /portal/niceid/prepare`: the hidden form's fields and where to post it. */
export interface IdentityPrepare {
  tokenVersionId: string;
  encData: string;
  integrity: string;
  formAction: string;
}

/** What the callback page posts to its opener; `expiresAt` is when the token stops being accepted. */
export interface IdentityResult {
  name: string;
  phone: string;
  verificationToken: string;
  expiresAt?: string | undefined;
}

/** The request header that carries the verification token. */
export const VERIFICATION_HEADER = 'X-Verification-Token';

/**
 * `z.iso.datetime({ offset: true })`: zod's own pattern, copied because importing it from `zod/v4/core`
 * brought all of zod's patterns into /apply's first load (about 2 KB). A test keeps the two the same.
 */
export const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$/;

/** A verification result when well formed (as `identityResultSchema` reads it; other keys dropped), else null. */
export function identityResultOf(value: unknown): IdentityResult | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name, phone, verificationToken, expiresAt } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof phone !== 'string' || typeof verificationToken !== 'string')
    return null;
  if (expiresAt === undefined) return { name, phone, verificationToken };
  if (typeof expiresAt !== 'string' || !ISO_DATE_TIME.test(expiresAt)) return null;
  return { name, phone, verificationToken, expiresAt };
}
