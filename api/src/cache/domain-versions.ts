import type { Logger } from 'pino';
import type { Redis } from '../limits/redis-client';

/** The data domains whose public answers are cached; an admin write bumps its domain. */
export type Domain = 'notices' | 'resources' | 'popups' | 'rounds';

/**
 * One version counter per domain. Reads are synchronous (every cached request asks); a shared
 * implementation (Redis pub/sub for several API processes) keeps a local copy and bumps it on messages.
 */
export interface DomainVersions {
  current(domain: Domain): number;
  bump(domain: Domain): void;
}

/** The in-process counters: enough for one API process. */
export function localDomainVersions(): DomainVersions {
  const versions = new Map<Domain, number>();
  return {
    current: (domain) => versions.get(domain) ?? 0,
    bump: (domain) => {
      versions.set(domain, (versions.get(domain) ?? 0) + 1);
    },
  };
}

const DOMAINS: readonly Domain[] = ['notices', 'resources', 'popups', 'rounds'];

/**
 * The counters of several API processes: each keeps its own, and an admin write here is announced on a
 * Redis channel so every other replica bumps its copy at once. A message lost while Redis is away is
 * covered by the cache's age limit (PublicCacheOptions.maxAgeMs), not by this channel.
 */
export function sharedDomainVersions(redis: Redis, keyPrefix: string, logger: Logger): SharedDomainVersions {
  const local = localDomainVersions();
  const channel = `${keyPrefix}public-cache`;
  const listener = redis.duplicate();
  listener.on('error', () => undefined); // the main connection already reports Redis going away
  const subscribed = listener
    .connect()
    .then(() =>
      listener.subscribe(channel, (message) => {
        if ((DOMAINS as readonly string[]).includes(message)) local.bump(message as Domain);
      }),
    )
    .catch((error: unknown) => logger.warn({ err: error }, 'public cache: cannot listen for other replicas'));
  return {
    current: local.current,
    bump(domain) {
      local.bump(domain);
      redis.publish(channel, domain).catch(() => undefined);
    },
    ready: subscribed.then(() => undefined),
    close: () => {
      listener.destroy();
    },
  };
}

export interface SharedDomainVersions extends DomainVersions {
  /** resolves once this process listens for the other replicas' writes */
  ready: Promise<void>;
  close(): void;
}
