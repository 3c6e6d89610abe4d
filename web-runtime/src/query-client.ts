/**
 * The site's data cache (issue 13: in place of RTK Query, ~30 KB gzip less on every page). One client
 * holds the answers of the query endpoints by endpoint and argument, shares one request per entry,
 * refetches what a mutation's tags invalidate, and (de)hydrates for the server render. React is in
 * use-query.ts; the endpoint definitions in create-api.ts.
 */

/** `'Notice'` (every Notice) or `{ type, id }`. */
export type Tag = string | { type: string; id?: string | number };

/** A failed call, as fetchBaseQuery gave it and the components read it: the HTTP status and body. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  data?: unknown;
  error?: string;
  /** PARSING_ERROR: the HTTP status of the answer that was not JSON */
  originalStatus?: number;
}

/** Pass instead of an argument to call nothing yet. */
export const skipToken: unique symbol = Symbol.for('portal/skipToken');
export type SkipToken = typeof skipToken;

export type QueryResult<T = unknown> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };

export interface FetchArgs {
  url: string;
  method?: string;
  params?: object;
  body?: unknown;
  headers?: Record<string, string>;
  credentials?: 'include' | 'omit' | 'same-origin';
}

export interface BaseQueryApi {
  /** the client's `extra` (base-api.ts: ApiExtra) */
  extra: unknown;
}

export type BaseQuery = (args: string | FetchArgs, api: BaseQueryApi) => Promise<QueryResult>;

type TagsOf<R, A> =
  readonly Tag[] | ((result: R | undefined, error: ApiError | undefined, arg: A) => readonly Tag[]);

export interface QueryDefinition<R = unknown, A = unknown> {
  type: 'query';
  query?: (arg: A) => string | FetchArgs;
  queryFn?: (
    arg: A,
    api: BaseQueryApi,
    extraOptions: unknown,
    baseQuery: (args: string | FetchArgs) => Promise<QueryResult>,
  ) => Promise<QueryResult<R>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the raw answer's type is the caller's to say
  transformResponse?: (answer: any) => R;
  providesTags?: TagsOf<R, A>;
  /** seconds an unused entry is kept (60 by default) */
  keepUnusedDataFor?: number;
}

export interface MutationDefinition<R = unknown, A = unknown> {
  type: 'mutation';
  query: (arg: A) => string | FetchArgs;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  transformResponse?: (answer: any) => R;
  invalidatesTags?: TagsOf<R, A>;
  onQueryStarted?: (
    arg: A,
    api: { dispatch: QueryClient['dispatch']; queryFulfilled: Promise<{ data: R }> },
  ) => unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry of every endpoint's own types
export type AnyDefinition = (QueryDefinition<any, any> | MutationDefinition<any, any>) & { name: string };

/** What a client needs of an api: its endpoints (filled as remotes inject theirs) and how to call. */
export interface ApiCore {
  definitions: Record<string, AnyDefinition>;
  baseQuery: BaseQuery;
}

/** One entry as the components and the hydration see it (immutable: a change makes a new object). */
export interface CacheEntry {
  endpointName: string;
  arg: unknown;
  status: 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  error?: ApiError;
  tags?: { type: string; id?: string | number }[];
}

/** A thunk in RTK's manner, so `dispatch(api.util.invalidateTags(...))` reads as before. */
export type ApiAction<T = unknown> = (client: QueryClient) => T;

export interface DehydratedState {
  queries: Record<string, CacheEntry>;
}

interface Slot {
  entry: CacheEntry;
  promise?: Promise<QueryResult>;
  request: number;
  subscribers: number;
  timer?: ReturnType<typeof setTimeout>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The entry's key: the name and the argument with its keys sorted, so `{a,b}` and `{b,a}` share one. */
export function cacheKey(endpointName: string, arg: unknown): string {
  const sorted = (_key: string, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value;
  return `${endpointName}(${arg === undefined ? '' : JSON.stringify(arg, sorted)})`;
}

const normalise = (tag: Tag) => (typeof tag === 'string' ? { type: tag } : tag);

type NormalTag = { type: string; id?: string | number };

/** Whether an invalidation of `wanted` hits an entry that provides `provided`. */
const hits = (wanted: readonly NormalTag[], provided: readonly NormalTag[] | undefined) =>
  provided?.some((tag) =>
    wanted.some((want) => want.type === tag.type && (want.id === undefined || want.id === tag.id)),
  ) ?? false;

function tagsOf<R, A>(tags: TagsOf<R, A> | undefined, result: QueryResult<R>, arg: A) {
  const list = typeof tags === 'function' ? tags(result.data, result.error, arg) : (tags ?? []);
  return list.map(normalise);
}

const DEFAULT_KEEP_SECONDS = 60;

export class QueryClient {
  private readonly slots = new Map<string, Slot>();
  private readonly listeners = new Set<() => void>();
  private request = 0;
  /**
   * Invalidations that calls still under way may have missed (an entry's first call has no tags yet),
   * each with the last request started before it: such a call is made again once it settles.
   */
  private invalidations: { before: number; tags: NormalTag[] }[] = [];

  constructor(
    private readonly api: ApiCore,
    readonly extra: unknown = {},
  ) {
    this.dispatch = this.dispatch.bind(this);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getEntry = (key: string): CacheEntry | undefined => this.slots.get(key)?.entry;

  /** Runs an api action (`initiate`, `util.*`) on this client; bound, so it can be passed around. */
  dispatch<T>(action: ApiAction<T>): T {
    return action(this);
  }

  /** One call through the api's base query, with this client's `extra` (the server's API address). */
  baseQuery = (args: string | FetchArgs): Promise<QueryResult> =>
    this.api.baseQuery(args, { extra: this.extra });

  /**
   * Starts the entry's call unless it is answered or under way (a failed one is tried again); `force`
   * calls again anyway. `subscribe` keeps the entry while the caller uses it: release it when done.
   */
  start(endpointName: string, arg: unknown, { force = false, subscribe = true } = {}) {
    const key = cacheKey(endpointName, arg);
    let slot = this.slots.get(key);
    if (!slot || force || slot.entry.status === 'rejected') slot = this.fetch(key, endpointName, arg);
    const promise = slot.promise ?? Promise.resolve(resultOf(slot.entry));
    if (!subscribe) return { promise, release: () => undefined };
    this.retain(slot);
    let released = false;
    return {
      promise,
      release: () => {
        if (released) return;
        released = true;
        this.releaseKey(key);
      },
    };
  }

  /** Runs a mutation, then invalidates its tags, failed or not (a refusal may have changed things too). */
  async mutate<R, A>(definition: MutationDefinition<R, A>, arg: A): Promise<QueryResult<R>> {
    const call = this.call(definition as AnyDefinition, arg) as Promise<QueryResult<R>>;
    definition.onQueryStarted?.(arg, {
      dispatch: this.dispatch,
      queryFulfilled: call.then((result) =>
        result.error ? Promise.reject(result) : { data: result.data as R },
      ),
    });
    const result = await call;
    this.invalidateTags(tagsOf(definition.invalidatesTags, result, arg));
    return result;
  }

  /** Entries in use call again; unused ones are dropped, so their next reader calls afresh. */
  invalidateTags(tags: readonly Tag[]): void {
    const wanted = tags.map(normalise);
    if ([...this.slots.values()].some((slot) => slot.promise))
      this.invalidations.push({ before: this.request, tags: wanted });
    for (const [key, slot] of [...this.slots]) {
      if (!hits(wanted, slot.entry.tags)) continue;
      if (slot.subscribers > 0) this.fetch(key, slot.entry.endpointName, slot.entry.arg);
      else this.drop(key, slot);
    }
  }

  /** Sets an entry's data as if it had been answered (a mutation's answer that is the new state). */
  upsert(endpointName: string, arg: unknown, data: unknown): void {
    const key = cacheKey(endpointName, arg);
    const slot = this.slots.get(key);
    const tags = slot?.entry.tags ?? this.provided(endpointName, { data }, arg);
    this.settle(key, slot ?? this.newSlot(key), { endpointName, arg, status: 'fulfilled', data, tags });
  }

  /** The answered entries, for the page the server rendered. */
  dehydrate(): DehydratedState {
    const queries: Record<string, CacheEntry> = {};
    for (const [key, { entry }] of this.slots) if (entry.status !== 'pending') queries[key] = entry;
    return { queries };
  }

  /** Takes in the server's entries before the first render, so that it matches and calls nothing again. */
  hydrate(state: unknown): void {
    const queries = isPlainObject(state) && isPlainObject(state.queries) ? state.queries : {};
    for (const [key, entry] of Object.entries(queries)) {
      if (!isPlainObject(entry) || typeof entry.endpointName !== 'string' || this.slots.has(key)) continue;
      if (entry.status !== 'fulfilled' && entry.status !== 'rejected') continue;
      const slot = this.newSlot(key);
      slot.entry = entry as unknown as CacheEntry;
      this.scheduleRemoval(key, slot);
    }
    this.notify();
  }

  private fetch(key: string, endpointName: string, arg: unknown): Slot {
    const slot = this.slots.get(key) ?? this.newSlot(key);
    const definition = this.api.definitions[endpointName];
    const request = (slot.request = ++this.request);
    slot.entry = { ...slot.entry, endpointName, arg, status: 'pending' };
    slot.promise = (
      definition ? this.call(definition, arg) : Promise.resolve(unknownEndpoint(endpointName))
    ).then((result) => {
      // a later call (refetch, invalidation) has taken over this entry
      if (this.slots.get(key) !== slot || slot.request !== request) return result;
      slot.promise = undefined;
      const settled = result.error
        ? { ...slot.entry, status: 'rejected' as const, error: result.error }
        : { endpointName, arg, status: 'fulfilled' as const, data: result.data };
      const tags = this.provided(endpointName, result, arg);
      this.settle(key, slot, { ...settled, tags });
      const missed = this.invalidations.some((seen) => seen.before >= request && hits(seen.tags, tags));
      this.forgetSettledInvalidations();
      if (missed && slot.subscribers > 0) this.fetch(key, endpointName, arg);
      else if (missed) this.drop(key, slot);
      return result;
    });
    this.notify();
    return slot;
  }

  /** Forgets an unused entry, so that its next reader calls afresh. */
  private drop(key: string, slot: Slot) {
    clearTimeout(slot.timer);
    this.slots.delete(key);
    this.notify();
  }

  /** An invalidation is kept only while a call started before it is still under way. */
  private forgetSettledInvalidations() {
    const oldest = Math.min(
      ...[...this.slots.values()].filter((slot) => slot.promise).map((slot) => slot.request),
    );
    this.invalidations = this.invalidations.filter((seen) => seen.before >= oldest);
  }

  private async call(definition: AnyDefinition, arg: unknown): Promise<QueryResult> {
    try {
      const result =
        definition.type === 'query' && definition.queryFn
          ? await definition.queryFn(arg, { extra: this.extra }, undefined, this.baseQuery)
          : await this.baseQuery(definition.query!(arg));
      if (result.error || !definition.transformResponse) return result;
      return { data: definition.transformResponse(result.data) };
    } catch (failure) {
      // a throwing query or transform is a failed call, not a crash of the page
      return { error: { status: 'PARSING_ERROR', error: String(failure) } };
    }
  }

  private provided(endpointName: string, result: QueryResult, arg: unknown) {
    const definition = this.api.definitions[endpointName];
    return definition?.type === 'query' ? tagsOf(definition.providesTags, result, arg) : [];
  }

  private newSlot(key: string): Slot {
    const slot: Slot = {
      entry: { endpointName: '', arg: undefined, status: 'pending' },
      request: 0,
      subscribers: 0,
    };
    this.slots.set(key, slot);
    return slot;
  }

  private settle(key: string, slot: Slot, entry: CacheEntry) {
    slot.entry = entry;
    if (this.slots.get(key) === slot) this.notify();
  }

  private retain(slot: Slot) {
    slot.subscribers += 1;
    clearTimeout(slot.timer);
    slot.timer = undefined;
  }

  private releaseKey(key: string) {
    const slot = this.slots.get(key);
    if (!slot) return;
    slot.subscribers -= 1;
    if (slot.subscribers <= 0) this.scheduleRemoval(key, slot);
  }

  private scheduleRemoval(key: string, slot: Slot) {
    const definition = this.api.definitions[slot.entry.endpointName];
    const keep =
      definition?.type === 'query'
        ? (definition.keepUnusedDataFor ?? DEFAULT_KEEP_SECONDS)
        : DEFAULT_KEEP_SECONDS;
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      if (this.slots.get(key) !== slot || slot.subscribers > 0) return;
      this.slots.delete(key);
      this.notify();
    }, keep * 1000);
    // in node (tests, server) a pending removal must not keep the process alive
    (slot.timer as { unref?: () => void }).unref?.();
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}

const resultOf = (entry: CacheEntry): QueryResult =>
  entry.status === 'rejected' ? { error: entry.error! } : { data: entry.data };

const unknownEndpoint = (name: string): QueryResult => ({
  error: { status: 'FETCH_ERROR', error: `no endpoint ${name}` },
});
