import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, createBrowserHistory } from '@portal/web-runtime/browser-history';
import { Link, NavLink, useLocation, useParams } from '@portal/web-runtime/navigation';
import { matchPath } from '@portal/shared-types/site/route-match';

describe('matchPath', () => {
  test('when a pattern has :name segments, then their decoded values are the params', () => {
    expect(matchPath('/notice/detail/:id', '/notice/detail/12')).toEqual({ id: '12' });
    expect(matchPath('/notice/detail/:id', '/notice/detail/%ED%95%9C')).toEqual({ id: '한' });
  });

  test('when only the case or a trailing slash differs, then it still matches; other paths do not', () => {
    expect(matchPath('/notice', '/Notice/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/apply', '/apply/finance')).toBeNull();
    expect(matchPath('/apply/edit/:id', '/apply/edit')).toBeNull();
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
  });
});

function Where() {
  const { pathname, search, state } = useLocation();
  const { id } = useParams();
  return <p data-testid="where">{`${pathname}${search} ${JSON.stringify(state)} ${id ?? ''}`.trim()}</p>;
}

describe('the browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  test('when a link carries state, then the next location has it, and back returns to the first one', async () => {
    const user = userEvent.setup();
    const history = createBrowserHistory();
    render(
      <BrowserRouter history={history}>
        <Link to="/inquiry?x=1" state={{ lookUp: true }}>
          조회
        </Link>
        <NavLink to="/inquiry">청약조회</NavLink>
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/ null');
    await user.click(screen.getByRole('link', { name: '조회' }));
    expect(window.location.pathname + window.location.search).toBe('/inquiry?x=1');
    expect(screen.getByTestId('where')).toHaveTextContent('/inquiry?x=1 {"lookUp":true}');
    expect(screen.getByRole('link', { name: '청약조회' })).toHaveAttribute('aria-current', 'page');

    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      history.navigate(-1);
      await popped;
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/ null');
    expect(screen.getByRole('link', { name: '청약조회' })).not.toHaveAttribute('aria-current');
  });

  test('when the guard answers a path, then that path is pushed instead, for the first location too', () => {
    window.history.replaceState(null, '', '/admin');
    const guarded = (pathname: string) => (pathname.startsWith('/admin') ? '/login' : null);
    const history = createBrowserHistory(guarded);
    expect(history.location().pathname).toBe('/login');
    history.navigate('/admin/popup', { state: { from: 'menu' } });
    expect(history.location()).toMatchObject({ pathname: '/login', state: null });
    history.navigate('/notice?page=2');
    expect(history.location()).toMatchObject({ pathname: '/notice', search: '?page=2' });
  });
});
