import { fetchBaseQuery } from '../../src/fetch-base-query';

const sent: Request[] = [];
function answer(response: () => Response) {
  sent.length = 0;
  globalThis.fetch = (async (request: Request) => {
    sent.push(request);
    return response();
  }) as typeof fetch;
}

const query = fetchBaseQuery({
  baseUrl: 'http://api.test/',
  prepareHeaders: (headers) => {
    headers.set('Authorization', 'Bearer t');
    headers.set('Accept', 'application/json');
    return headers;
  },
});
const api = { extra: {} };

test('builds the URL from the base, the path and the defined params; an object body goes as JSON', async () => {
  answer(() => Response.json({ ok: true }));
  const result = await query(
    {
      url: '/portal/notice',
      method: 'POST',
      params: { page: 0, topFixed: false, field: undefined },
      body: { a: 1 },
    },
    api,
  );
  expect(result).toEqual({ data: { ok: true } });
  const [request] = sent;
  expect(request?.url).toBe('http://api.test/portal/notice?page=0&topFixed=false');
  expect(request?.method).toBe('POST');
  expect(request?.headers.get('content-type')).toBe('application/json');
  expect(request?.headers.get('authorization')).toBe('Bearer t');
  expect(request?.headers.get('accept')).toBe('application/json');
  expect(await request?.json()).toEqual({ a: 1 });
});

test('an empty answer (204) reads as null', async () => {
  answer(() => new Response(null, { status: 204 }));
  expect(await query('/user/subscription', api)).toEqual({ data: null });
});

test('a refusal is { status, data } with the server body', async () => {
  answer(() => Response.json({ message: '없음' }, { status: 404 }));
  expect(await query('/x', api)).toEqual({ error: { status: 404, data: { message: '없음' } } });
});

test('a network failure is FETCH_ERROR, a body that is not JSON PARSING_ERROR', async () => {
  globalThis.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  expect(await query('/x', api)).toEqual({
    error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  });
  answer(() => new Response('<html>', { status: 502 }));
  expect(await query('/x', api)).toMatchObject({
    error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' },
  });
});
