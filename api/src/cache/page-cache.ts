import { startOfSeoulDay } from '@portal/shared-types/common/dates';
import type { Encoding } from '../http/compression';
import { bytesResponse } from './cached-json';
import type { Domain } from './domain-versions';
import { Bounded, holdsAt, type CachedResponse, type PublicCache } from './public-cache';

const DOMAINS: readonly Domain[] = ['notices', 'resources', 'popups', 'rounds'];

/** Headers of a stored page: as a freshly rendered one, revalidated by the browser with its ETag. */
const PAGE_TYPE = 'text/html; charset=utf-8';
const PAGE_CACHE_CONTROL = 'private, no-cache';

/** The next midnight in Seoul: pages showing "today" (active popups, D-days) change then. */
export function nextSeoulMidnight(now: number): number {
  return startOfSeoulDay(new Date(now), 1).getTime();
}

export interface PageCache {
  /** The domain versions now: take it before rendering, store under it. */
  stamp(): string;
  /** The stored page of this exact URL (path and query), while no write has happened since and its time holds. */
  byUrl(url: string): CachedResponse | undefined;
  /** Stores a rendered page (compressed once, with its ETag) and answers it. */
  store(url: string, stamp: string, html: string, wanted: Encoding): Promise<CachedResponse>;
}

export interface PageCacheOptions {
  cache: PublicCache;
  /**
   * The instants (epoch ms) at which what the pages show changes without a write: rounds opening and
   * closing. Read once per version of the rounds domain.
   */
  roundInstants: () => Promise<number[]>;
  /**
   * What the pages are built from (the live remote versions, the shell's build): when it changes, every
   * stored page is stale. Read at most once a second.
   */
  release?: () => string;
  /** with several replicas, the longest a page is served should another replica's write notice be lost */
  maxAgeMs?: number;
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * The rendered public pages, by URL. A page holds while every data domain is at the version it was
 * rendered at: any admin write (here, or on another replica through the shared versions) makes every
 * stored page unreachable, as it does the JSON answers. A page also ends at the next round start or end
 * and at midnight in Seoul, when what it shows changes with the clock alone.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { cache } = options;
  const pages = new Bounded<{ stamp: string; answer: CachedResponse }>(
    options.maxEntries ?? 500,
    options.maxBytes ?? 32 * 1024 * 1024,
    (entry) => Math.ceil(entry.answer.identity.length * 1.5),
  );
  let release = { value: '', readAt: -Infinity };
  const releaseNow = () => {
    const now = performance.now();
    if (options.release && now - release.readAt >= 1000) release = { value: options.release(), readAt: now };
    return release.value;
  };
  const stamp = () => `${DOMAINS.map((domain) => cache.versions.current(domain)).join('.')} ${releaseNow()}`;

  async function expiryAfter(now: number): Promise<number> {
    const instants = await cache.memo('rounds', 'page-instants', options.roundInstants);
    const nextRoundInstant = instants.find((instant) => instant > now) ?? Infinity;
    const maxAge = options.maxAgeMs === undefined ? Infinity : now + options.maxAgeMs;
    return Math.min(nextRoundInstant, nextSeoulMidnight(now), maxAge);
  }

  return {
    stamp,
    byUrl(url) {
      const entry = pages.get(url);
      if (!entry) return undefined;
      if (entry.stamp !== stamp() || !holdsAt(entry.answer, cache.clock.now().getTime())) {
        pages.delete(url);
        return undefined;
      }
      return entry.answer;
    },
    async store(url, at, html, wanted) {
      const now = cache.clock.now().getTime();
      const span = { validFrom: now, expiresAt: await expiryAfter(now) };
      const answer = await bytesResponse(Buffer.from(html), wanted, span);
      answer.type = PAGE_TYPE;
      answer.cacheControl = PAGE_CACHE_CONTROL;
      // rendered before a write that has happened since: served this once, never stored
      if (at === stamp()) pages.set(url, { stamp: at, answer });
      return answer;
    },
  };
}
