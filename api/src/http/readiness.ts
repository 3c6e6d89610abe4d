import type { Response } from 'express';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/database';

/**
 * A service the API uses; `check` rejects when the service cannot be used. An optional service (Redis)
 * is one the process serves without, in a degraded way: rate limits count per process, there is no
 * waiting room and the replicas' caches hear nothing from each other.
 */
export interface ServiceCheck {
  name: string;
  check: () => Promise<unknown>;
  optional?: boolean;
}

export const databaseCheck = (db: Db): ServiceCheck => ({
  name: 'database',
  check: () => db.execute(sql`select 1`),
});

/** Resolves when `promise` does within `ms`, rejects otherwise (a hung server must not hang the probe). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The names of the services that do not answer within the limit (empty when all are up). */
export async function downServices(checks: readonly ServiceCheck[], timeoutMs: number): Promise<string[]> {
  const results = await Promise.allSettled(checks.map((service) => within(service.check(), timeoutMs)));
  return checks
    .filter((_service, index) => results[index]!.status === 'rejected')
    .map((service) => service.name);
}

export type Readiness = 'ok' | 'degraded' | 'unavailable';

/**
 * The services' health as the probe, the logs and the metrics see it. Unavailable only when a service
 * the process cannot serve without (the database) is down: an optional one down is degraded, still
 * ready, so an outage of Redis does not take every replica out of service at once.
 */
export function serviceHealth(
  checks: readonly ServiceCheck[],
  logger: Logger,
  options: { timeoutMs?: number; registry?: Registry } = {},
) {
  const timeoutMs = options.timeoutMs ?? 2000;
  const wasDown = new Set<string>();
  const up = options.registry
    ? new Gauge({
        name: 'portal_service_up',
        help: 'Whether a service the API uses answered its last check (1) or not (0)',
        labelNames: ['service', 'optional'],
        registers: [options.registry],
        // a scrape checks afresh, so the figure is never older than the scrape
        collect: async () => void (await check()),
      })
    : undefined;

  async function check() {
    const down = await downServices(checks, timeoutMs);
    for (const service of checks) {
      const isDown = down.includes(service.name);
      up?.set({ service: service.name, optional: String(service.optional === true) }, isDown ? 0 : 1);
      // each change is logged once, not on every probe; the database's outage monitor logs its own
      if (!service.optional || isDown === wasDown.has(service.name)) continue;
      if (isDown) {
        wasDown.add(service.name);
        logger.warn({ service: service.name }, `${service.name} unreachable: serving degraded`);
      } else {
        wasDown.delete(service.name);
        logger.info({ service: service.name }, `${service.name} reachable again`);
      }
    }
    const status: Readiness = checks.some((service) => !service.optional && down.includes(service.name))
      ? 'unavailable'
      : down.length > 0
        ? 'degraded'
        : 'ok';
    const services = Object.fromEntries(
      checks.map((service) => [service.name, down.includes(service.name) ? 'down' : 'ok'] as const),
    );
    return { status, services };
  }

  return {
    check,
    /** `/readyz`: 200 while the process can serve (ok or degraded), 503 naming what it cannot serve without. */
    async readiness(_req: unknown, res: Response): Promise<void> {
      const health = await check();
      res.setHeader('Cache-Control', 'no-store');
      res.status(health.status === 'unavailable' ? 503 : 200).json(health);
    },
  };
}

/**
 * Remembers a database outage so it is logged once when it starts and once when it ends, not per request.
 * The first failure starts a probe every `intervalMs` that notices the recovery.
 */
export function outageMonitor(check: ServiceCheck, logger: Logger, intervalMs = 1000) {
  let timer: NodeJS.Timeout | undefined;
  const probe = async () => {
    try {
      await within(check.check(), intervalMs * 2);
    } catch {
      timer = setTimeout(() => void probe(), intervalMs).unref();
      return;
    }
    timer = undefined;
    logger.info({ service: check.name }, `${check.name} reachable again`);
  };
  return {
    /** Called for each request that failed because the service was unreachable. */
    failed(error: unknown) {
      if (timer) return;
      logger.error(
        { service: check.name, reason: driverReason(error) },
        `${check.name} unreachable: answering 503 until it is back`,
      );
      timer = setTimeout(() => void probe(), intervalMs).unref();
    },
  };
}

export type OutageMonitor = ReturnType<typeof outageMonitor>;

/** The driver's own words (innermost cause): Drizzle's wrapper message would carry the query's parameters. */
function driverReason(error: unknown): string {
  let item = error;
  while (item instanceof Error && item.cause instanceof Error) item = item.cause;
  return item instanceof Error
    ? `${(item as { code?: string }).code ?? ''} ${item.message}`.trim()
    : String(item);
}
