import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import type * as AdminHeaderModule from '../src/layout/admin-header';

// jsdom has no fetch: the sign-out call is replaced, the header test covers what 로그아웃 does.
jest.doMock('../src/features/admin-session/login-api', () => ({
  useShellLogoutMutation: () => [jest.fn(), { isLoading: false }],
  useShellExtendSessionMutation: () => [jest.fn(), { isLoading: false }],
}));
// the roles the server answers for the signed-in admin (undefined: still being read)
let heldRoles: readonly string[] | null | undefined = ['content', 'rounds', 'review', 'privacy', 'accounts'];
jest.doMock('../src/features/admin-roles/admin-roles', () => ({
  ...jest.requireActual('../src/features/admin-roles/admin-roles'),
  useAdminRoles: () => heldRoles,
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminHeader } = require('../src/layout/admin-header') as typeof AdminHeaderModule;

function renderAt(path: string) {
  localStorage.setItem('adminToken', 'token');
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <AdminHeader />
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  localStorage.clear();
  heldRoles = ['content', 'rounds', 'review', 'privacy', 'accounts'];
});

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: '관리자 메뉴' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('when the admin holds the content role only, then the bar lists the boards, popups and their own account', () => {
  heldRoles = ['content'];
  renderAt('/admin');
  expect(menuLinks()).toEqual(['대시보드', '공지사항 작성', '자료 작성', '팝업 관리', '로그인 세션']);
});

test('when the admin holds review and privacy, then the bar lists the applicants and the logs, not the boards', () => {
  heldRoles = ['review', 'privacy'];
  renderAt('/admin');
  expect(menuLinks()).toEqual([
    '대시보드',
    '신청자 관리',
    '감사 기록',
    '접속기록',
    '로그인 세션',
    '예약 작업',
  ]);
});

test('when the roles are still being read, then only the own account items show', () => {
  heldRoles = undefined;
  renderAt('/admin');
  expect(menuLinks()).toEqual(['대시보드', '로그인 세션']);
});

test('when the roles could not be read, then every section shows (the server checks each call)', () => {
  heldRoles = null;
  renderAt('/admin');
  expect(menuLinks()).toHaveLength(11);
});

test('when an admin page renders, then the bar names the site and 관리자 and links every admin section', () => {
  renderAt('/admin/popup');
  const bar = screen.getByRole('banner');
  expect(within(bar).getByRole('link', { name: /관리자$/ })).toHaveAttribute('href', '/admin');
  const menu = within(screen.getByRole('navigation', { name: '관리자 메뉴' }));
  expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['대시보드', '/admin'],
    ['청약 등록', '/admin/apply/create'],
    ['신청자 관리', '/admin/subscriptionApplicants/detail'],
    ['공지사항 작성', '/admin/notice/new'],
    ['자료 작성', '/admin/resource/new'],
    ['팝업 관리', '/admin/popup'],
    ['감사 기록', '/admin/audit'],
    ['접속기록', '/admin/accessLog'],
    ['로그인 세션', '/admin/sessions'],
    ['예약 작업', '/admin/jobs'],
    ['관리자 계정', '/admin/accounts'],
  ]);
  expect(within(bar).getByRole('link', { name: '사이트 홈' })).toHaveAttribute('href', '/');
  expect(within(bar).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
  // no public menu in the admin frame
  expect(screen.queryByRole('navigation', { name: '주 메뉴' })).not.toBeInTheDocument();
});

test('when a section is open, then its link alone is marked as the current page', () => {
  renderAt('/admin/popup');
  const menu = within(screen.getByRole('navigation', { name: '관리자 메뉴' }));
  expect(menu.getByRole('link', { name: '팝업 관리' })).toHaveAttribute('aria-current', 'page');
  expect(menu.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
});
