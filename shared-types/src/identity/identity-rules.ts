// Identity verification types and the check of its result, without the zod library: /apply imports
// them (the schemas are in identity.schema.ts). The time check uses zod's own pattern, so it reads as the schema.
import { regexes } from 'zod/v4/core';

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

/** `z.iso.datetime({ offset: true })` */
const DATE_TIME = regexes.datetime({ offset: true, local: false, precision: null });

/** A verification result when well formed (as `identityResultSchema` reads it; other keys dropped), else null. */
export function identityResultOf(value: unknown): IdentityResult | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name, phone, verificationToken, expiresAt } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof phone !== 'string' || typeof verificationToken !== 'string')
    return null;
  if (expiresAt === undefined) return { name, phone, verificationToken };
  if (typeof expiresAt !== 'string' || !DATE_TIME.test(expiresAt)) return null;
  return { name, phone, verificationToken, expiresAt };
}
