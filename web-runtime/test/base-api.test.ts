import { baseApi } from '../src/base-api';
import { makeStore } from '../src/store';

const sent: { method: string; url: string }[] = [];
let answers: (() => Response)[] = [];

/** fetch answers in order; a thrown TypeError is what fetch does when the network fails. */
beforeEach(() => {
  sent.length = 0;
  answers = [];
  globalThis.fetch = (async (request: Request) => {
    sent.push({ method: request.method, url: request.url });
    const next = answers.shift();
    if (!next) throw new TypeError('fetch failed');
    return next();
  }) as typeof fetch;
});

const networkDown = () => {
  throw new TypeError('fetch failed');
};

const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testNotice: build.query<{ id: number }, number>({ query: (id) => `/portal/notice/${id}` }),
    testSave: build.mutation<void, number>({
      query: (id) => ({ url: `/portal/notice/${id}`, method: 'PUT' }),
    }),
  }),
});

const serverStore = () => makeStore({ apiBase: 'http://api.test/' });

test('when the network fails on a read, then it is tried again with backoff and the answer arrives', async () => {
  answers = [networkDown, networkDown, () => Response.json({ id: 7 })];
  const store = serverStore();
  const result = await store.dispatch(api.endpoints.testNotice.initiate(7));
  expect(result.data).toEqual({ id: 7 });
  expect(sent.map((request) => request.url)).toEqual(Array(3).fill('http://api.test/portal/notice/7'));
}, 20_000);

test('when the server answers an error, then a read is not tried again; a write never is', async () => {
  answers = [() => Response.json({ message: '없음' }, { status: 404 })];
  const store = serverStore();
  const read = await store.dispatch(api.endpoints.testNotice.initiate(8));
  expect(read.error).toMatchObject({ status: 404, data: { message: '없음' } });
  expect(sent).toHaveLength(1);

  sent.length = 0;
  answers = [networkDown, () => new Response(null, { status: 204 })];
  const write = await store.dispatch(api.endpoints.testSave.initiate(8));
  expect(write).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  expect(sent).toEqual([{ method: 'PUT', url: 'http://api.test/portal/notice/8' }]);
});

test('when a page is hydrated with the server render cache, then its reads answer without a request', async () => {
  answers = [() => Response.json({ id: 3 })];
  const server = serverStore();
  await server.dispatch(api.endpoints.testNotice.initiate(3));
  expect(sent).toHaveLength(1);

  const browser = makeStore({ apiBase: 'http://api.test/', apiState: server.getState().api });
  expect(api.endpoints.testNotice.select(3)(browser.getState())).toMatchObject({
    status: 'fulfilled',
    data: { id: 3 },
  });
  const again = await browser.dispatch(api.endpoints.testNotice.initiate(3));
  expect(again.data).toEqual({ id: 3 });
  expect(sent).toHaveLength(1);
});
