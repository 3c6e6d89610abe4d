import { createApi } from '../../src/create-api';
import { QueryClient, type FetchArgs, type QueryResult } from '../../src/query-client';

/** An api over a fake server: each call is recorded and answered by `answer`, or held until released. */
function fakeApi(answer: (url: string) => QueryResult = (url) => ({ data: `answer of ${url}` })) {
  const calls: string[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const api = createApi({
    baseQuery: (args) => {
      const url =
        typeof args === 'string'
          ? args
          : `${args.method ?? 'GET'} ${args.url}?${new URLSearchParams(Object.entries(args.params ?? {}))}`;
      calls.push(url);
      if (!holding) return Promise.resolve(answer(url));
      return new Promise((resolve) => held.push(() => resolve(answer(url))));
    },
  }).injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      list: build.query<string, { page: number; size: number }>({
        query: (params): FetchArgs => ({ url: '/notices', params }),
        providesTags: [{ type: 'Notice', id: 'LIST' }],
      }),
      one: build.query<string, number>({
        query: (id) => `/notices/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
      }),
      remove: build.mutation<unknown, number>({
        query: (id) => ({ url: `/notices/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, id) => [
          { type: 'Notice', id: 'LIST' },
          { type: 'Notice', id },
        ],
      }),
    }),
  });
  return {
    api,
    calls,
    hold: () => (holding = true),
    release: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test('one entry per endpoint and argument, whatever the order of its keys', async () => {
  const { api, calls } = fakeApi();
  const client = new QueryClient(api);
  const first = await client.dispatch(api.endpoints.list.initiate({ page: 0, size: 10 }));
  const again = await client.dispatch(api.endpoints.list.initiate({ size: 10, page: 0 }));
  await client.dispatch(api.endpoints.list.initiate({ page: 1, size: 10 }));
  expect(first).toEqual({ data: 'answer of GET /notices?page=0&size=10' });
  expect(again).toEqual(first);
  expect(calls).toEqual(['GET /notices?page=0&size=10', 'GET /notices?page=1&size=10']);
});

test('two readers of one entry in flight share one call', async () => {
  const { api, calls, hold, release } = fakeApi();
  const client = new QueryClient(api);
  hold();
  const a = client.dispatch(api.endpoints.one.initiate(7));
  const b = client.dispatch(api.endpoints.one.initiate(7));
  expect(client.getEntry('one(7)')?.status).toBe('pending');
  release();
  expect(await a).toEqual(await b);
  expect(calls).toEqual(['/notices/7']);
});

test('a failed entry is called again by its next reader; an answered one is not', async () => {
  let fail = true;
  const { api, calls } = fakeApi((url) => (fail ? { error: { status: 500, data: null } } : { data: url }));
  const client = new QueryClient(api);
  expect(await client.dispatch(api.endpoints.one.initiate(1))).toEqual({
    error: { status: 500, data: null },
  });
  fail = false;
  await client.dispatch(api.endpoints.one.initiate(1));
  await client.dispatch(api.endpoints.one.initiate(1));
  expect(calls).toHaveLength(2);
  await expect(client.dispatch(api.endpoints.one.initiate(1)).unwrap()).resolves.toBe('/notices/1');
});

test("a mutation's tags refetch the entries in use and drop the unused ones", async () => {
  const { api, calls } = fakeApi();
  const client = new QueryClient(api);
  const list = client.dispatch(api.endpoints.list.initiate({ page: 0, size: 10 }));
  const unused = client.dispatch(api.endpoints.one.initiate(5));
  const other = client.dispatch(api.endpoints.one.initiate(6));
  await Promise.all([list, unused, other]);
  unused.unsubscribe();
  calls.length = 0;

  await client.mutate(api.definitions.remove as never, 5);
  await settled();
  expect(calls).toEqual(['DELETE /notices/5?', 'GET /notices?page=0&size=10']);
  expect(client.getEntry('one(5)')).toBeUndefined();
  expect(client.getEntry('one(6)')?.status).toBe('fulfilled');
  expect(client.getEntry('list({"page":0,"size":10})')?.status).toBe('fulfilled');
});

test('an invalidation while an entry loads for the first time calls it again once it settles', async () => {
  const { api, calls, hold, release } = fakeApi();
  const client = new QueryClient(api);
  hold();
  const list = client.dispatch(api.endpoints.list.initiate({ page: 0, size: 10 }));
  // the entry has no tags yet: the answer on its way may predate the write
  client.invalidateTags([{ type: 'Notice', id: 'LIST' }]);
  release();
  await list;
  await settled();
  release();
  await settled();
  expect(calls).toEqual(['GET /notices?page=0&size=10', 'GET /notices?page=0&size=10']);
  expect(client.getEntry('list({"page":0,"size":10})')?.status).toBe('fulfilled');
  // an invalidation of other tags does not
  calls.length = 0;
  const one = client.dispatch(api.endpoints.one.initiate(7));
  client.invalidateTags([{ type: 'Notice', id: 8 }]);
  release();
  await one;
  await settled();
  expect(calls).toEqual(['/notices/7']);
});

test('invalidateTags by type alone hits every entry of that type', async () => {
  const { api, calls } = fakeApi();
  const client = new QueryClient(api);
  await Promise.all([
    client.dispatch(api.endpoints.list.initiate({ page: 0, size: 10 })),
    client.dispatch(api.endpoints.one.initiate(3)),
  ]);
  calls.length = 0;
  client.dispatch(api.util.invalidateTags(['Notice']));
  client.dispatch(api.util.invalidateTags([{ type: 'Resource', id: 'LIST' }]));
  await settled();
  expect(calls.sort()).toEqual(['/notices/3', 'GET /notices?page=0&size=10']);
});

test('an unused entry is dropped after keepUnusedDataFor', async () => {
  jest.useFakeTimers();
  try {
    const { api } = fakeApi();
    const client = new QueryClient(api);
    const call = client.dispatch(api.endpoints.one.initiate(1));
    await call;
    call.unsubscribe();
    jest.advanceTimersByTime(59_000);
    expect(client.getEntry('one(1)')).toBeDefined();
    jest.advanceTimersByTime(1_000);
    expect(client.getEntry('one(1)')).toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});

test("the server's cache hydrates a client that then calls nothing again, and keeps its tags", async () => {
  const server = fakeApi();
  const serverClient = new QueryClient(server.api, { apiBase: 'http://127.0.0.1:1' });
  await prefetch(serverClient, server.api);
  const wire = JSON.parse(JSON.stringify(serverClient.dehydrate())) as unknown;

  const browser = fakeApi();
  const client = new QueryClient(browser.api);
  client.hydrate(wire);
  expect(client.getEntry('one(2)')).toEqual(serverClient.getEntry('one(2)'));
  expect(await client.dispatch(browser.api.endpoints.one.initiate(2))).toEqual({
    data: 'answer of /notices/2',
  });
  expect(browser.calls).toEqual([]);

  client.dispatch(browser.api.util.invalidateTags([{ type: 'Notice', id: 2 }]));
  await settled();
  expect(browser.calls).toEqual(['/notices/2']);
});

async function prefetch(client: QueryClient, api: ReturnType<typeof fakeApi>['api']) {
  await Promise.all([
    client.dispatch(api.endpoints.one.initiate(2)),
    client.dispatch(api.endpoints.list.initiate({ page: 0, size: 10 })),
  ]);
}

test('hydration ignores what is not a cache', () => {
  const client = new QueryClient(fakeApi().api);
  for (const junk of [null, 'x', { queries: [] }, { queries: { a: 1, b: { status: 'pending' } } }])
    client.hydrate(junk);
  expect(client.dehydrate()).toEqual({ queries: {} });
});

test('a name injected twice throws with "throw", is kept with false', () => {
  const { api } = fakeApi();
  const again = (overrideExisting: boolean | 'throw') =>
    api.injectEndpoints({
      overrideExisting,
      endpoints: (build) => ({ one: build.query<string, number>({ query: () => '/elsewhere' }) }),
    });
  expect(() => again('throw')).toThrow(/one/);
  again(false);
  expect(api.definitions.one?.type === 'query' && api.definitions.one.query?.(1)).toBe('/notices/1');
});
