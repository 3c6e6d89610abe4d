import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, matchRoutes, RouterProvider } from 'react-router-dom';
import { useLeaveGuard, LEAVE_FORM_MESSAGE } from '@portal/web-runtime/leave-guard';
import { paths, routeTable } from '@portal/shared-types/site/routes';
import { createRoutes, hydrationDataFor } from '../src/app/router';

const deepestId = (pathname: string) => matchRoutes(createRoutes({ server: true }), pathname)?.at(-1);

describe('the shell routes', () => {
  test('every page of the route table is reached by its helper, with its id', () => {
    for (const entry of routeTable) {
      const helper = paths[entry.key] as (id?: number) => string;
      const match = deepestId(helper(42));
      expect(match?.route.id).toBe(entry.key);
      expect(match?.params).toEqual(entry.path.includes(':id') ? { id: '42' } : {});
    }
  });

  test('letters in another case and a trailing slash reach the same page; unknown paths the 404 page', () => {
    expect(deepestId('/Notice/')?.route.id).toBe('notice');
    expect(deepestId('/login')?.route.id).toBe('login');
    expect(deepestId('/no/such/page')?.route.id).toBe('not-found');
    expect(deepestId('/apply/edit')?.route.id).toBe('not-found');
  });

  test('hydration starts every route of the address from the server render instead of running its loader', () => {
    const routes = createRoutes();
    expect(hydrationDataFor(routes, paths.noticeDetail(3))).toEqual({
      loaderData: { root: null, 'site-frame': null, noticeDetail: null },
    });
  });
});

function Form() {
  const [answer, setAnswer] = useState('');
  useLeaveGuard(answer !== '');
  return (
    <>
      <label>
        이름
        <input value={answer} onChange={(event) => setAnswer(event.target.value)} />
      </label>
      <Link to="/notice">공지사항</Link>
      <Link to="?step=2">다음 단계</Link>
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/apply', element: <Form /> },
      { path: '/notice', element: <p>공지사항 화면</p> },
    ],
    { initialEntries: ['/apply'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('leaving a half-filled form', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    confirm = jest.spyOn(window, 'confirm');
  });
  afterEach(() => confirm.mockRestore());

  test('when nothing is typed yet, then a link leaves without a question', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('link', { name: '공지사항' }));
    expect(await screen.findByText('공지사항 화면')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  test('when answers are typed, then a link asks first: 취소 stays with the answers, 확인 leaves', async () => {
    const user = userEvent.setup();
    const router = renderForm();
    await user.type(screen.getByRole('textbox', { name: '이름' }), '홍길동');

    confirm.mockReturnValueOnce(false);
    await user.click(screen.getByRole('link', { name: '공지사항' }));
    expect(confirm).toHaveBeenCalledWith(LEAVE_FORM_MESSAGE);
    expect(router.state.location.pathname).toBe('/apply');
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('홍길동');

    // a step of the same page (its query) is not a leave
    await user.click(screen.getByRole('link', { name: '다음 단계' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?step=2');

    confirm.mockReturnValueOnce(true);
    await act(() => router.navigate('/notice'));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('공지사항 화면')).toBeInTheDocument();
  });
});
