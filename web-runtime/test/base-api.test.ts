import { adminSessionEnded, baseApi, isAdminCall } from '../src/base-api';
import { adminTokenChanged, listeners, makeStore } from '../src/store';
import { readApi } from '../src/read-api';
import { messages } from '@portal/shared-types/common/messages';

const sent: { method: string; url: string }[] = [];
const bearers: (string | null)[] = [];
let answers: (() => Response)[] = [];

/** fetch answers in order; a thrown TypeError is what fetch does when the network fails. */
beforeEach(() => {
  sent.length = 0;
  bearers.length = 0;
  answers = [];
  globalThis.fetch = (async (request: Request) => {
    sent.push({ method: request.method, url: request.url });
    bearers.push(request.headers.get('Authorization'));
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

test("when a call leaves, then it carries the store's admin token as the bearer header", async () => {
  answers = [() => Response.json({ id: 1 }), () => Response.json({ id: 2 })];
  const store = serverStore();
  await store.dispatch(api.endpoints.testNotice.initiate(1));
  store.dispatch(adminTokenChanged('header.payload.sig'));
  await store.dispatch(api.endpoints.testNotice.initiate(2));
  expect(bearers).toEqual([null, 'Bearer header.payload.sig']);
});

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

describe('an admin call refused with 401 or 403', () => {
  const calls = baseApi.injectEndpoints({
    endpoints: (build) => ({
      adminTestRounds: build.query<unknown, void>({
        query: () => '/portal/admin/subscription/applicantCounts',
      }),
      boardTestDelete: build.mutation<void, number>({
        query: (id) => ({ url: `/portal/admin/notice/${id}`, method: 'DELETE' }),
      }),
      applyTestSubmit: build.mutation<void, void>({
        query: () => ({ url: '/user/subscriptionApplicants', method: 'POST' }),
      }),
    }),
  });

  function watchedStore() {
    const ended: number[] = [];
    const stop = listeners.startListening({
      actionCreator: adminSessionEnded,
      effect: ({ payload }) => void ended.push(payload.status),
    });
    return { store: serverStore(), ended, stop };
  }

  test('when an admin read gets 401 or an admin write 403, then the session end is announced once each', async () => {
    const { store, ended, stop } = watchedStore();
    answers = [
      () => Response.json({ message: '토큰이 유효하지 않습니다.' }, { status: 401 }),
      () => Response.json({ message: '관리자 권한이 없습니다.' }, { status: 403 }),
    ];
    await store.dispatch(calls.endpoints.adminTestRounds.initiate());
    await store.dispatch(calls.endpoints.boardTestDelete.initiate(4));
    stop();
    expect(ended).toEqual([401, 403]);
  });

  test('when an admin call is refused for a role the admin does not hold, then the session goes on and the roles are read again', async () => {
    const { store, ended, stop } = watchedStore();
    answers = [
      () => Response.json({ username: 'editor', roles: ['content', 'rounds'] }),
      () => Response.json({ message: messages.adminRoleMissing }, { status: 403 }),
      () => Response.json({ username: 'editor', roles: ['content'] }),
    ];
    // the menu's reading of the roles, held while the page is open
    const reading = store.dispatch(readApi.endpoints.adminMe.initiate());
    await reading;
    const refused = await store.dispatch(calls.endpoints.boardTestDelete.initiate(3));
    expect(refused.error).toMatchObject({ status: 403 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(readApi.endpoints.adminMe.select()(store.getState()).data?.roles).toEqual(['content']);
    reading.unsubscribe();
    // the unsubscribed reading keeps a timer until its data would be dropped: drop it now
    store.dispatch(readApi.util.resetApiState());
    stop();
    expect(ended).toEqual([]);
    expect(sent.map((request) => request.url)).toEqual([
      'http://api.test/portal/admin/me',
      'http://api.test/portal/admin/notice/3',
      'http://api.test/portal/admin/me',
    ]);
  });

  test("when an applicant's call gets 403 or an admin call another error, then nothing is announced", async () => {
    const { store, ended, stop } = watchedStore();
    answers = [
      () => Response.json({ message: '본인인증 정보가 일치하지 않습니다.' }, { status: 403 }),
      () => Response.json({ message: '서버 오류' }, { status: 500 }),
    ];
    await store.dispatch(calls.endpoints.applyTestSubmit.initiate());
    await store.dispatch(calls.endpoints.adminTestRounds.initiate());
    stop();
    expect(ended).toEqual([]);
  });

  test('when the server answers an admin call, then the idle clock of the browser starts again; a refusal, a public call or no token leave it', async () => {
    // node has no localStorage: a plain one, as the browser's behaves for these calls
    const kept = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      clear: () => kept.clear(),
    };
    Object.assign(globalThis, { localStorage });
    const { store, stop } = watchedStore();
    const lastUse = () => localStorage.getItem('adminLastUse');
    answers = [() => Response.json([])];
    await store.dispatch(calls.endpoints.adminTestRounds.initiate());
    expect(lastUse()).toBeNull();

    // the token is the store's (a stored one is read once, when a browser page's store starts)
    store.dispatch(adminTokenChanged('header.payload.sig'));
    answers = [
      () => Response.json({ message: '다른 말' }, { status: 401 }),
      () => Response.json({ message: '본인인증 정보가 일치하지 않습니다.' }, { status: 403 }),
    ];
    await store.dispatch(calls.endpoints.boardTestDelete.initiate(1));
    await store.dispatch(calls.endpoints.applyTestSubmit.initiate());
    expect(lastUse()).toBeNull();

    answers = [() => Response.json({ message: '제목을 입력해 주세요.' }, { status: 400 })];
    const before = Date.now();
    await store.dispatch(calls.endpoints.boardTestDelete.initiate(2));
    expect(Number(lastUse())).toBeGreaterThanOrEqual(before);
    stop();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
});

test('isAdminCall knows admin endpoints by name and admin calls by path', () => {
  expect(isAdminCall('adminGetPopups', '/api/portal/popup')).toBe(true);
  expect(isAdminCall('boardDeleteNotice', { url: '/portal/admin/notice/3' })).toBe(true);
  expect(isAdminCall('getActivePopups', '/api/portal/popup/active')).toBe(false);
  expect(isAdminCall('applySubmitApplication', { url: '/user/subscriptionApplicants' })).toBe(false);
  expect(isAdminCall('administer', '/portal/notice')).toBe(false);
});
