import { z } from 'zod';
import { timestampSchema } from '../common/fields.schema';
import { APPLICATION_STATES } from './application-states';

/** An application's state now as lists carry it (applicationSummary); null before any result. */
export const applicationSummarySchema = z.object({
  resultLabel: z.string(),
  state: z.enum(APPLICATION_STATES),
  label: z.string(),
  currentWinner: z.boolean(),
  vacated: z.boolean(),
  documents: z.string().nullable(),
  eligibility: z.enum(['적격', '부적격']).nullable(),
  deadline: timestampSchema.nullable(),
  contract: z.enum(['계약 안내', '계약 완료', '포기']).nullable(),
});
