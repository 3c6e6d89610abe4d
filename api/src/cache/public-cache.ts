import type { Clock } from '../time/clock';
import type { Logger } from 'pino';
import type { Redis } from '../limits/redis-client';
import {
  localDomainVersions,
  sharedDomainVersions,
  type Domain,
  type DomainVersions,
} from './domain-versions';

/** A stored answer: the serialised bytes, and their gzip and brotli forms when the body is big enough. */
/** What a use case loads for a cached answer (cached-json.ts serialises it). */
export interface Loaded {
  /** the JSON answer; undefined answers 204 No Content */
  body: unknown;
  /** the answer's exact JSON text, when its bytes matter (draw/v3's draw.json is canonical JSON) */
  text?: string;
  /** when the answer depends on the clock: the instant it was computed for, and the one it changes at */
  clock?: { validFrom: number; expiresAt: number };
}

export interface CachedResponse {
  status: 200 | 204;
  etag: string;
  identity: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** big enough to be sent compressed (then it varies with Accept-Encoding) */
  compressible: boolean;
  /** the second encoding, while it is being computed */
  pending?: Promise<void>;
  /** Content-Type; JSON when unset */
  type?: string;
  /** Cache-Control, when the answer names one */
  cacheControl?: string;
  /**
   * The span of the app's clock (epoch ms, from included, to excluded) in which the answer holds:
   * unbounded when only writes change it. A clock set back before `validFrom` misses too.
   */
  validFrom: number;
  expiresAt: number;
}

/**
 * The cache of public answers, keyed by domain version and normalised request: a bump makes every older
 * key unreachable, and the oldest entries leave once `maxEntries` is reached (search keywords are many).
 */
export interface PublicCache {
  versions: DomainVersions;
  clock: Clock;
  get(domain: Domain, key: string): CachedResponse | undefined;
  set(domain: Domain, key: string, answer: CachedResponse): void;
  /** A raw URL already answered from `key`: lets the next identical request skip routing. */
  alias(url: string, domain: Domain, key: string): void;
  byUrl(url: string): CachedResponse | undefined;
  /** A value computed once per domain version (e.g. a row count), recomputed after a write. */
  memo<T>(domain: Domain, key: string, load: () => Promise<T>): Promise<T>;
  /** Called after every admin write of the domain, once it has committed. */
  invalidate(domain: Domain): void;
  /** Runs an admin write and invalidates the domain afterwards, whether it succeeded or failed. */
  writing<T>(domain: Domain, write: () => Promise<T>): Promise<T>;
}

export interface PublicCacheOptions {
  clock: Clock;
  versions?: DomainVersions;
  maxEntries?: number;
  /** bytes of stored answers (plain, and about half again for their compressed forms) */
  maxBytes?: number;
  /**
   * How long an answer may be served at most. Unbounded for one process (its own writes invalidate);
   * with several replicas, the bound on staleness should another replica's write notice be lost.
   */
  maxAgeMs?: number;
}

/** A bounded map: past `maxEntries` entries or `maxWeight` (e.g. bytes), the oldest entries leave. */
export class Bounded<V> {
  private readonly map = new Map<string, V>();
  private weight = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Infinity,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}
  get(key: string): V | undefined {
    return this.map.get(key);
  }
  set(key: string, value: V) {
    this.delete(key);
    this.map.set(key, value);
    this.weight += this.weigh(value);
    while (this.map.size > this.maxEntries || (this.weight > this.maxWeight && this.map.size > 1))
      this.delete(this.map.keys().next().value!);
  }
  delete(key: string) {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.weight -= this.weigh(value);
    this.map.delete(key);
  }
  deleteWhere(test: (key: string) => boolean) {
    for (const key of [...this.map.keys()]) if (test(key)) this.delete(key);
  }
}

export const holdsAt = (answer: CachedResponse, now: number) =>
  answer.validFrom <= now && now < answer.expiresAt;

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const { clock } = options;
  const versions = options.versions ?? localDomainVersions();
  const max = options.maxEntries ?? 2000;
  // a notice or round may hold pasted images: bound the bytes, not only the count
  const answers = new Bounded<CachedResponse>(max, options.maxBytes ?? 64 * 1024 * 1024, (answer) =>
    Math.ceil(answer.identity.length * 1.5),
  );
  const aliases = new Bounded<{ domain: Domain; key: string }>(max);
  const memos = new Bounded<Promise<unknown>>(max);
  const versioned = (domain: Domain, key: string) => `${domain}:${versions.current(domain)}:${key}`;

  const get = (domain: Domain, key: string) => {
    const full = versioned(domain, key);
    const answer = answers.get(full);
    const clockBound = answer && (answer.validFrom > -Infinity || answer.expiresAt < Infinity);
    if (answer && clockBound && !holdsAt(answer, clock.now().getTime())) {
      answers.delete(full);
      return undefined;
    }
    return answer;
  };

  const invalidate = (domain: Domain) => {
    versions.bump(domain);
    // the domain's old keys are unreachable now; dropping them frees their memory at once
    const stale = (key: string) => key.startsWith(`${domain}:`);
    answers.deleteWhere(stale);
    memos.deleteWhere(stale);
  };

  return {
    versions,
    clock,
    get,
    set: (domain, key, answer) => {
      // in place: the second encoding, still being computed, lands on this same object
      if (options.maxAgeMs !== undefined)
        answer.expiresAt = Math.min(answer.expiresAt, clock.now().getTime() + options.maxAgeMs);
      answers.set(versioned(domain, key), answer);
    },
    alias: (url, domain, key) => aliases.set(url, { domain, key }),
    byUrl: (url) => {
      const target = aliases.get(url);
      return target && get(target.domain, target.key);
    },
    memo: <T>(domain: Domain, key: string, load: () => Promise<T>) => {
      const full = versioned(domain, key);
      let value = memos.get(full) as Promise<T> | undefined;
      if (!value) {
        value = load();
        memos.set(full, value);
        // a failed load is not remembered
        value.catch(() => memos.delete(full));
      }
      return value;
    },
    invalidate,
    writing: async (domain, write) => {
      try {
        return await write();
      } finally {
        invalidate(domain);
      }
    },
  };
}

/** With several replicas, the longest a public answer is served should a write's notice be lost. */
export const SHARED_CACHE_MAX_AGE_MS = 10_000;

/**
 * The cache of one replica among several: another replica's write reaches it through Redis at once, or
 * after 10 s at most. `close` stops listening (the listener has its own Redis connection).
 */
export function sharedPublicCache(
  clock: Clock,
  redis: Redis,
  keyPrefix: string,
  logger: Logger,
): PublicCache & { close(): void } {
  const versions = sharedDomainVersions(redis, keyPrefix, logger);
  const cache = createPublicCache({ clock, versions, maxAgeMs: SHARED_CACHE_MAX_AGE_MS });
  return { ...cache, close: versions.close };
}
