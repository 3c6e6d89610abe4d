import { z } from 'zod';
import { applyFormErrors } from './apply-form-errors';

/**
 * The apply form's answers as the form holds them (a question not answered yet is null), checked by
 * the form's own rules: each field's problem at its path, from applyFormErrors, so that the words beside
 * each field are stated once. `verified` is the verification's state, kept beside the answers so the
 * rule can name it. The body sent is still checked by applicantSubmissionSchema.
 */
export const applyFormSchema = z
  .object({
    verified: z.boolean(),
    supplyType: z.string().nullable(),
    consent: z.boolean(),
    income: z.number().nullable(),
    regional: z.number().nullable(),
    car: z.boolean().nullable(),
    assetBasis: z.boolean().nullable(),
  })
  .superRefine((state, ctx) => {
    for (const [field, message] of Object.entries(applyFormErrors(state)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });

export type ApplyFormValues = z.input<typeof applyFormSchema>;
