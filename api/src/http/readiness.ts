import type { Response } from 'express';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/database';

/** A service the API needs; `check` rejects when the service cannot be used. */
export interface ServiceCheck {
  name: string;
  check: () => Promise<unknown>;
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

/** `/readyz`: 200 when every configured service answers within the limit, else 503 naming those that do not. */
export function readiness(checks: readonly ServiceCheck[], timeoutMs = 2000) {
  return async (_req: unknown, res: Response): Promise<void> => {
    const down = await downServices(checks, timeoutMs);
    res.setHeader('Cache-Control', 'no-store');
    const services = Object.fromEntries(
      checks.map((service) => [service.name, down.includes(service.name) ? 'down' : 'ok']),
    );
    res
      .status(down.length > 0 ? 503 : 200)
      .json({ status: down.length > 0 ? 'unavailable' : 'ok', services });
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
