import { z } from 'zod';

/** Answer of `GET /portal/niceid/prepare`: the hidden form's fields and where to post it. */
export const identityPrepareSchema = z.object({
  tokenVersionId: z.string(),
  encData: z.string(),
  integrity: z.string(),
  formAction: z.string(),
});
export type IdentityPrepare = z.infer<typeof identityPrepareSchema>;

/** What the callback page posts to its opener. */
export const identityResultSchema = z.object({
  name: z.string(),
  phone: z.string(),
  verificationToken: z.string(),
});
export type IdentityResult = z.infer<typeof identityResultSchema>;

/** The request header that carries the verification token. */
export const VERIFICATION_HEADER = 'X-Verification-Token';
