import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import { noteAdminActivity } from '@portal/web-runtime/base-api';
import type * as WarningModule from '../src/features/admin-session/session-timeout-warning';

// jsdom has no fetch: the 연장 call is replaced; the API's tests cover what it does on the server.
const extend = jest.fn();
jest.doMock('../src/features/admin-session/login-api', () => ({
  useShellExtendSessionMutation: () => [extend, { isLoading: false }],
}));
const { SessionTimeoutWarning } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../src/features/admin-session/session-timeout-warning') as typeof WarningModule;

const MINUTE = 60_000;

function renderAdminPage() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<SessionTimeoutWarning />} />
          <Route path="/login" element={<p>로그인 화면</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the inactivity warning of an admin session', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-06-01T10:00:00+09:00') });
    localStorage.setItem('adminToken', 'header.payload.sig');
    extend.mockReset();
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
  });

  test('when 29 minutes pass without a use, then the warning shows with 연장 focused, and 연장 extends the session on the server', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    extend.mockReturnValue({ unwrap: () => Promise.resolve({ idleExpiresAt: '', expiresAt: '' }) });
    renderAdminPage();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => jest.advanceTimersByTime(28 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => jest.advanceTimersByTime(MINUTE + 1000));
    const dialog = screen.getByRole('alertdialog', { name: '곧 자동으로 로그아웃됩니다' });
    expect(dialog).toHaveTextContent('59초 후 로그아웃됩니다');
    const button = screen.getByRole('button', { name: '연장' });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(extend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // the limit starts again from the 연장
    act(() => jest.advanceTimersByTime(28 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBe('header.payload.sig');
  });

  test('when admin calls are answered while the admin works on one page, then no warning shows however long', () => {
    renderAdminPage();
    for (let minute = 0; minute < 40; minute += 10) {
      act(() => jest.advanceTimersByTime(10 * MINUTE));
      // what the base query does when the server answers an admin call
      noteAdminActivity();
    }
    act(() => jest.advanceTimersByTime(28 * MINUTE));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => jest.advanceTimersByTime(MINUTE + 1000));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  test('when the warning is left alone, then at 30 minutes the token is forgotten and the login opens', () => {
    renderAdminPage();
    act(() => jest.advanceTimersByTime(30 * MINUTE + 1000));
    expect(screen.getByText('로그인 화면')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(extend).not.toHaveBeenCalled();
  });
});
