import { z } from 'zod';
import { applicantPageQuerySchema } from '@portal/shared-types/applicants/applicant-page.schema';

/** A search of a round's applicants as typed: trimmed, then the contract's rule for `search`. */
export const applicantSearchFormSchema = z.object({
  search: z.string().trim().pipe(applicantPageQuerySchema.shape.search.unwrap()),
});
