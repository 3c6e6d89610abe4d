import type { Logger } from 'pino';
import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Redis } from './redis-client';

/** What every rate limiter spreads into its options: where it counts, and what a store failure does. */
export interface LimitOptions {
  store?: Store;
  passOnStoreError: boolean;
  logger?: { warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void };
}

/** Gives each rate limiter (by name) its counting options: in Redis when there is one, else in memory. */
export type SharedLimits = (name: string) => LimitOptions;

export const memoryLimits: SharedLimits = () => ({ passOnStoreError: false });

/**
 * Counts in Redis, so a limit holds across replicas. While Redis is down each process counts in its own
 * memory instead: the limits still hold (per process) and nobody can guess passwords freely because an
 * optional dependency is away. The Redis client has already logged one warning.
 */
export function redisLimits(redis: Redis, keyPrefix: string, logger: Logger): SharedLimits {
  // express-rate-limit would log each failed request: the connection's own warning is enough
  const quiet = {
    warn: (...args: unknown[]) => logger.debug(args),
    error: (...args: unknown[]) => logger.debug(args),
  };
  return (name) => ({
    store: new RecoveringRedisStore(redis, `${keyPrefix}rl:${name}:`),
    passOnStoreError: true,
    logger: quiet,
  });
}

/**
 * rate-limit-redis loads its scripts once in init(); if Redis is down then, that load would stay
 * failed for good. This wrapper loads them again on the first call after a failure. A call that Redis
 * cannot answer is counted in this process's memory instead (and keeps counting there until the
 * window ends), so a limit never fails open.
 */
class RecoveringRedisStore implements Store {
  private readonly inner: RedisStore;
  private readonly fallback = new MemoryStore();
  private options?: Options;
  private loading?: Promise<void>;
  readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.prefix = prefix;
    this.inner = new RedisStore({
      sendCommand: (...args: string[]) => redis.sendCommand(args),
      prefix,
    });
  }

  init(options: Options): void {
    this.options = options;
    this.fallback.init(options);
    void this.ready().catch(() => undefined);
  }

  private ready(): Promise<void> {
    this.loading ??= this.inner.init(this.options!).catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async run<T>(call: () => Promise<T>): Promise<T> {
    await this.ready();
    try {
      return await call();
    } catch (error) {
      // a Redis that restarted empty answers NOSCRIPT (handled inside); anything else: load again next time
      this.loading = undefined;
      throw error;
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.run(() => this.inner.increment(key)).catch(() => this.fallback.increment(key));
  }

  async decrement(key: string): Promise<void> {
    await this.run(() => this.inner.decrement(key)).catch(() => this.fallback.decrement(key));
  }

  async resetKey(key: string): Promise<void> {
    await this.fallback.resetKey(key);
    await this.run(() => this.inner.resetKey(key)).catch(() => undefined);
  }

  get(key: string) {
    return this.run(() => this.inner.get(key)).catch(() => this.fallback.get(key));
  }

  shutdown(): void {
    this.fallback.shutdown();
  }
}
