import { z } from 'zod';
import { requiredAs, titleSchema } from '../common/fields.schema';
import { messages } from '../common/messages';
import { supplyTypeSchema } from '../supply/supply-types.schema';
import type { Round, RoundListItem, RoundSummary } from './round-rules';
import { drawPlanInputSchema, supplyInputSchema } from '../draw/draw-api.schema';

const isoDateTime = z.iso.datetime({ offset: true, error: messages.dateTimeInvalid });

/** A subscription round as the server answers it. */
export const roundSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  subscriptionType: z.array(supplyTypeSchema),
  startTs: isoDateTime,
  endTs: isoDateTime,
  closed: z.boolean(),
}) satisfies z.ZodType<Round>;

/** A round without its description (`RoundSummary`), as lists show it. */
export const roundSummarySchema = roundSchema.omit({ description: true }) satisfies z.ZodType<RoundSummary>;

/** A round in the public list of rounds: its summary and when its winners were drawn (`RoundListItem`). */
export const roundListItemSchema = roundSummarySchema.extend({
  drawnAt: isoDateTime.nullable(),
}) satisfies z.ZodType<RoundListItem>;

/** The body of round create and update. Duplicate types are dropped. */
export const roundInputSchema = z
  .object({
    title: titleSchema,
    description: z.string({ error: '설명은 문자열이어야 합니다.' }).default(''),
    subscriptionType: z
      .array(supplyTypeSchema, { error: messages.supplyTypesRequired })
      .min(1, { error: messages.supplyTypesRequired })
      .transform((codes) => [...new Set(codes)]),
    startTs: requiredAs(isoDateTime, messages.startDateTimeRequired),
    endTs: requiredAs(isoDateTime, messages.endDateTimeRequired),
    /** winners and reserves per type; missing types take the complex's supply */
    supply: supplyInputSchema.optional(),
    /** where the draw's randomness comes from: set on create, refused when changed later */
    drawPlan: drawPlanInputSchema.optional(),
  })
  .superRefine((round, ctx) => {
    const start = Date.parse(round.startTs);
    const end = Date.parse(round.endTs);
    // runs even when a field failed above: only compare two readable times
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    if (end <= start) ctx.addIssue({ code: 'custom', path: ['endTs'], message: messages.endBeforeStart });
  });
export type RoundInput = z.infer<typeof roundInputSchema>;

/** `PUT /portal/admin/subscription/:id/close`: 마감 (true) or 마감 해제 (false). */
export const closeRoundSchema = z.object({
  isClosed: z.boolean({ error: 'isClosed는 true 또는 false여야 합니다.' }),
});
