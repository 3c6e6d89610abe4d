import { z } from 'zod';
import { jsonValueSchema, timestampSchema } from '../../common/fields.schema';
import type { LiveRemotes } from '../../site/live-remotes';
import { remoteNames } from '../../site/routes';
import { callsOf } from '../call';
import { siteRoutes } from '../routes/site';

/** One remote of `/mf-remotes.json` (the shell reads it without zod: site/live-remotes.ts). */
const liveRemoteSchema = z.object({
  entry: z.string().min(1),
  version: z.string().min(1),
  deployedAt: timestampSchema.nullable(),
});

const liveRemotesSchema = z.object(
  Object.fromEntries(remoteNames.map((name) => [name, liveRemoteSchema])) as Record<
    keyof LiveRemotes,
    typeof liveRemoteSchema
  >,
) satisfies z.ZodType<LiveRemotes>;

/**
 * `/readyz`: each service the API uses, up or down. 200 while the process can serve, `degraded` when only
 * an optional service (Redis) is down; 503 while the database is.
 */
const readinessSchema = (...status: ['ok', 'degraded'] | ['unavailable']) =>
  z.object({ status: z.enum(status), services: z.record(z.string(), z.enum(['ok', 'down'])) });

/** The OpenAPI 3.1 document generated from this contract. */
const openApiSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), jsonValueSchema)),
  components: z.record(z.string(), jsonValueSchema),
  webhooks: z.record(z.string(), jsonValueSchema).optional(),
});

export const siteCalls = callsOf(siteRoutes, {
  health: { summary: 'Liveness: the process answers', response: z.object({ status: z.literal('ok') }) },
  ready: {
    summary: 'Readiness: 503 when the database is down; degraded (200) when only Redis is',
    response: readinessSchema('ok', 'degraded'),
    otherResponses: { 503: readinessSchema('unavailable') },
  },
  docs: { summary: 'This document', response: openApiSchema },
  remotes: {
    summary: 'Live version and entry of each remote of the front end',
    response: liveRemotesSchema,
  },
});
