import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import type * as HeaderModule from '../src/layout/header';

// The sign-out call is replaced (jsdom has no fetch); the API's own tests cover what it does.
const logout = jest.fn();
jest.doMock('../src/features/admin-session/login-api', () => ({
  useShellLogoutMutation: () => [logout, { isLoading: false }],
}));
// Required after the mock is registered (jest.mock is not hoisted by this transform).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Header } = require('../src/layout/header') as typeof HeaderModule;

function CurrentPath() {
  const { pathname, state } = useLocation();
  return <p data-testid="where">{`${pathname} ${state ? 'reload' : ''}`.trim()}</p>;
}

function renderHeader(path = '/') {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Header />
        <Routes>
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const desktopMenu = () => document.querySelector('nav:not(#mobile-menu)') as HTMLElement;
const mobileMenu = () => document.getElementById('mobile-menu') as HTMLElement;

describe('the header menus', () => {
  beforeEach(() => localStorage.clear());

  test('when it renders, then the four groups link to their first pages', () => {
    renderHeader();
    const menu = within(desktopMenu());
    expect(menu.getByRole('link', { name: '단지안내' })).toHaveAttribute('href', '/introduction');
    expect(menu.getByRole('link', { name: '입주안내' })).toHaveAttribute('href', '/requirement');
    expect(menu.getByRole('link', { name: '청약안내' })).toHaveAttribute('href', '/apply');
    expect(menu.getByRole('link', { name: '고객센터' })).toHaveAttribute('href', '/notice');
  });

  test('when a group gets focus, then its dropdown opens, and Escape closes it with focus kept on the title', async () => {
    const user = userEvent.setup();
    renderHeader();
    const title = within(desktopMenu()).getByRole('link', { name: '고객센터' });
    expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(title.getAttribute('aria-controls')!)).not.toBeVisible();
    act(() => title.focus());
    expect(title).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktopMenu()).getByRole('link', { name: '자료실' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(title).toHaveAttribute('aria-expanded', 'false');
    expect(title).toHaveFocus();
  });

  test('when the pointer enters and leaves a group, then its dropdown opens and closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const title = within(desktopMenu()).getByRole('link', { name: '단지안내' });
    await user.hover(title);
    expect(title).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(title);
    expect(title).toHaveAttribute('aria-expanded', 'false');
  });

  test('when the link of the current page is clicked, then the same path is navigated to again with a reload key', async () => {
    const user = userEvent.setup();
    renderHeader('/notice');
    await user.click(within(desktopMenu()).getByRole('link', { name: '고객센터' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/notice reload');
  });

  test('when the hamburger is used, then the accordion opens with one group at a time and closes on navigation', async () => {
    const user = userEvent.setup();
    renderHeader('/inquiry');
    const hamburger = screen.getByRole('button', { name: '전체 메뉴' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(mobileMenu()).not.toBeVisible();
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = within(mobileMenu());
    expect(menu.getByRole('button', { name: /청약안내/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu.getByRole('button', { name: /고객센터/ }));
    expect(menu.getByRole('button', { name: /고객센터/ })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('button', { name: /청약안내/ })).toHaveAttribute('aria-expanded', 'false');
    expect(menu.getAllByRole('button', { expanded: true })).toHaveLength(1);
    await user.click(menu.getByRole('link', { name: '자료실' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/notice/resources');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });

  test('when Escape is pressed in the open mobile menu, then it closes and focus returns to the hamburger', async () => {
    const user = userEvent.setup();
    renderHeader();
    const hamburger = screen.getByRole('button', { name: '전체 메뉴' });
    await user.click(hamburger);
    await user.click(within(mobileMenu()).getByRole('button', { name: /입주안내/ }));
    await user.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  test('when the page scrolls past 30 px and back, then the header takes and drops its scrolled style', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(30);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(31);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('scrolled');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('when no admin token is stored, then there is no logout button', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  });

  test('when an admin token is stored, then logout ends it on the server while it is still sent, removes it and goes home', async () => {
    const user = userEvent.setup();
    localStorage.setItem('adminToken', 'some.token.value');
    logout.mockReset();
    logout.mockImplementation(() => ({
      // the call goes out while the token is still stored, so it carries the bearer header
      unwrap: async () => expect(localStorage.getItem('adminToken')).toBe('some.token.value'),
    }));
    renderHeader('/admin');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  });

  test('when the server refuses the sign-out (an expired token, no network), then the browser still forgets the token', async () => {
    const user = userEvent.setup();
    localStorage.setItem('adminToken', 'some.token.value');
    logout.mockReset();
    logout.mockImplementation(() => ({ unwrap: () => Promise.reject(new Error('401')) }));
    renderHeader('/admin');
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});
