// The calls of a correction of the drawn result: a proposal's body, and proposals as admins read them.
import { z } from 'zod';
import { idParamSchema } from '../common/params.schema';
import { timestampSchema } from '../common/fields.schema';
import { CORRECTION_STATUSES, correctionMessages, isCorrectionResult } from './correction-rules';
import { CORRECTION_REASON_MAX, CORRECTION_REASON_MIN } from './moves';

/** `POST /portal/admin/review/:applicantId/corrections`: the new result and its public reason. */
export const correctionProposalSchema = z.object({
  result: z
    .string({ error: correctionMessages.resultInvalid })
    .trim()
    .refine(isCorrectionResult, { error: correctionMessages.resultInvalid }),
  reason: z
    .string({ error: correctionMessages.reasonLength })
    .trim()
    .min(CORRECTION_REASON_MIN, { error: correctionMessages.reasonLength })
    .max(CORRECTION_REASON_MAX, { error: correctionMessages.reasonLength }),
});
export type CorrectionProposalInput = z.infer<typeof correctionProposalSchema>;

export const correctionIdParamsSchema = z.object({ correctionId: idParamSchema.shape.id });

/** One proposal with who made, confirmed or withdrew it and when. */
export const correctionSchema = z.object({
  id: z.number().int(),
  applicantId: z.number().int(),
  receiptNumber: z.string(),
  supplyType: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  proposedBy: z.string(),
  proposedAt: timestampSchema,
  confirmedBy: z.string().nullable(),
  confirmedAt: timestampSchema.nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawnAt: timestampSchema.nullable(),
  /** the admin asking made this proposal (and so may not confirm it) */
  proposedByYou: z.boolean(),
});
export type Correction = z.infer<typeof correctionSchema>;

/** A round's proposals: the pending ones oldest first, then the past ones newest first. */
export const correctionsSchema = z.object({
  roundId: z.number().int(),
  pending: z.array(correctionSchema),
  past: z.array(correctionSchema),
});
export type Corrections = z.infer<typeof correctionsSchema>;
