import { z } from 'zod';
import type { IdentityPrepare, IdentityResult } from './identity-rules';

/** Answer of `GET /portal/niceid/prepare`: the hidden form's fields and where to post it. */
export const identityPrepareSchema = z.object({
  tokenVersionId: z.string(),
  encData: z.string(),
  integrity: z.string(),
  formAction: z.string(),
}) satisfies z.ZodType<IdentityPrepare>;

/** What the callback page posts to its opener; `expiresAt` is when the token stops being accepted. */
export const identityResultSchema = z.object({
  name: z.string(),
  phone: z.string(),
  verificationToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
}) satisfies z.ZodType<IdentityResult>;
