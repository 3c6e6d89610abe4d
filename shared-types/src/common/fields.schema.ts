import { z } from 'zod';
import { messages } from './messages';

/** A post's, popup's or round's title: 1 to 200 characters once trimmed. */
export const titleSchema = z
  .string({ error: messages.titleRequired })
  .trim()
  .min(1, { error: messages.titleRequired })
  .max(200, { error: messages.titleTooLong });

/** A required text in a format (a date, a date-time): `missing` when absent or empty, else the format's message. */
export function requiredAs<Format extends z.ZodType<unknown, string>>(format: Format, missing: string) {
  return z.string({ error: missing }).min(1, { error: missing }).pipe(format);
}

/**
 * A moment in an answer: ISO 8601 with an offset (Z or ±hh:mm, never a bare local time), as in
 * `2026-11-25T04:00:00.000Z`.
 */
export const timestampSchema = z.iso.datetime({ offset: true });

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Any JSON value; named, so that the OpenAPI document refers to it instead of unfolding it forever. */
export const jsonValueSchema: z.ZodType<Json> = z
  .lazy(() =>
    z.union([
      z.string(),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(jsonValueSchema),
      z.record(z.string(), jsonValueSchema),
    ]),
  )
  .meta({ id: 'JsonValue' });
