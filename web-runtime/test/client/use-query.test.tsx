/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createApi } from '../../src/create-api';
import { QueryClient, skipToken, type QueryResult } from '../../src/query-client';
import { ApiProvider, useApiDispatch } from '../../src/use-query';

let notices = ['가', '나', '다'];
const calls: string[] = [];

/** A fake server: the notice list, one notice by index, and a delete that refuses index 9. */
const api = createApi({
  baseQuery: async (args): Promise<QueryResult> => {
    const { url, method = 'GET' } = typeof args === 'string' ? { url: args } : args;
    calls.push(`${method} ${url}`);
    await Promise.resolve();
    if (url === '/notices') return { data: [...notices] };
    const index = Number(url.split('/').pop());
    if (method === 'DELETE') {
      if (index === 9) return { error: { status: 403, data: { message: '권한이 없습니다.' } } };
      notices = notices.filter((_, i) => i !== index);
      return { data: null };
    }
    return notices[index] ? { data: notices[index] } : { error: { status: 404, data: { message: '없음' } } };
  },
}).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getList: build.query<string[], void>({
      query: () => '/notices',
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    getOne: build.query<string, number>({ query: (index) => `/notices/${index}` }),
    deleteOne: build.mutation<null, number>({
      query: (index) => ({ url: `/notices/${index}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
  }),
});

beforeEach(() => {
  notices = ['가', '나', '다'];
  calls.length = 0;
});

function List() {
  const { data, isLoading } = api.useGetListQuery();
  if (isLoading) return <p>불러오는 중</p>;
  return (
    <ul>
      {data?.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ul>
  );
}

/** Another part of the site (the admin's remote): deletes and shows the refusal it unwrapped. */
function Deleter({ index }: { index: number }) {
  const [remove, { isLoading }] = api.useDeleteOneMutation();
  const [refusal, setRefusal] = useState('');
  const click = () =>
    remove(index)
      .unwrap()
      .catch((error: unknown) => setRefusal(JSON.stringify(error)));
  return (
    <>
      <button onClick={click} disabled={isLoading}>
        삭제 {index}
      </button>
      <output>{refusal}</output>
    </>
  );
}

function One({ index }: { index: number | typeof skipToken }) {
  const { data, isUninitialized, isLoading, isError, error } = api.useGetOneQuery(index);
  if (isUninitialized) return <p>고르지 않음</p>;
  if (isLoading) return <p>불러오는 중</p>;
  return <p>{isError ? `오류 ${error?.status}` : data}</p>;
}

const renderIn = (client: QueryClient, ui: React.ReactNode) =>
  render(
    <StrictMode>
      <ApiProvider client={client}>{ui}</ApiProvider>
    </StrictMode>,
  );

test('loads once for every reader, then shows the data', async () => {
  renderIn(
    new QueryClient(api),
    <>
      <List />
      <List />
    </>,
  );
  expect(screen.getAllByText('불러오는 중')).toHaveLength(2);
  expect(await screen.findAllByText('가')).toHaveLength(2);
  expect(calls).toEqual(['GET /notices']);
});

test('a mutation in one part of the site refetches the list another part shows', async () => {
  renderIn(
    new QueryClient(api),
    <>
      <List />
      <Deleter index={0} />
    </>,
  );
  await screen.findByText('가');
  await act(async () => screen.getByRole('button', { name: '삭제 0' }).click());
  await screen.findByText('나');
  expect(screen.queryByText('가')).toBeNull();
  expect(calls).toEqual(['GET /notices', 'DELETE /notices/0', 'GET /notices']);
});

test("a refused mutation's unwrap rejects with { status, data }", async () => {
  renderIn(new QueryClient(api), <Deleter index={9} />);
  await act(async () => screen.getByRole('button', { name: '삭제 9' }).click());
  expect(await screen.findByText('{"status":403,"data":{"message":"권한이 없습니다."}}')).toBeTruthy();
});

test('skipToken calls nothing until an argument comes; an error is the status', async () => {
  const client = new QueryClient(api);
  const { rerender } = renderIn(client, <One index={skipToken} />);
  expect(screen.getByText('고르지 않음')).toBeTruthy();
  await act(async () => undefined);
  expect(calls).toEqual([]);
  rerender(
    <StrictMode>
      <ApiProvider client={client}>
        <One index={7} />
      </ApiProvider>
    </StrictMode>,
  );
  expect(await screen.findByText('오류 404')).toBeTruthy();
});

test("a client hydrated with the server's cache shows it at once and calls nothing", async () => {
  const server = new QueryClient(api, { apiBase: 'http://127.0.0.1:1' });
  await server.dispatch(api.endpoints.getList.initiate());
  calls.length = 0;
  const browser = new QueryClient(api);
  browser.hydrate(JSON.parse(JSON.stringify(server.dehydrate())));
  renderIn(browser, <List />);
  expect(screen.getByText('다')).toBeTruthy();
  await act(async () => undefined);
  expect(calls).toEqual([]);
});

test('useApiDispatch runs util actions on the provided client', async () => {
  function Refresh() {
    const dispatch = useApiDispatch();
    return <button onClick={() => dispatch(api.util.invalidateTags(['Notice']))}>새로고침</button>;
  }
  renderIn(
    new QueryClient(api),
    <>
      <List />
      <Refresh />
    </>,
  );
  await screen.findByText('가');
  notices = ['라'];
  await act(async () => screen.getByRole('button', { name: '새로고침' }).click());
  expect(await screen.findByText('라')).toBeTruthy();
});
