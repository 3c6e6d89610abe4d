import { z } from 'zod';

/** Answer of `GET /portal/niceid/prepare`: the hidden form's fields and where to post it. */
export const identityPrepareSchema = z.object({
  tokenVersionId: z.string(),
  encData: z.string(),
  integrity: z.string(),
  formAction: z.string(),
});
export type IdentityPrepare = z.infer<typeof identityPrepareSchema>;

/** What the callback page posts to its opener; `expiresAt` is when the token stops being accepted. */
export const identityResultSchema = z.object({
  name: z.string(),
  phone: z.string(),
  verificationToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type IdentityResult = z.infer<typeof identityResultSchema>;

/** The request header that carries the verification token. */
export const VERIFICATION_HEADER = 'X-Verification-Token';
