import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import type * as LoginPageModule from '../src/features/admin-session/login-page';

// The server call is replaced; jsdom has no fetch, and the API's own tests cover the answer.
const login = jest.fn();
jest.doMock('../src/features/admin-session/login-api', () => ({
  useShellLoginMutation: () => [login, { isLoading: false }],
}));
// Required after the mock is registered (jest.mock is not hoisted by this transform).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LoginPage = (require('../src/features/admin-session/login-page') as typeof LoginPageModule).default;

function renderLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/admin" element={<p>관리자 화면</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const answer = (result: () => Promise<unknown>) => ({ unwrap: result });

describe('the admin login page', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    login.mockReset();
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  test('when it renders, then both labelled fields are required', () => {
    renderLogin();
    expect(screen.getByLabelText('아이디')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
  });

  test('when the server answers a token, then it is stored under adminToken and /admin opens', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ token: 'header.payload.sig' })));
    renderLogin();
    await user.type(screen.getByLabelText('아이디'), 'admin');
    await user.type(screen.getByLabelText('비밀번호'), 'secret');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
    expect(localStorage.getItem('adminToken')).toBe('header.payload.sig');
    expect(alert).not.toHaveBeenCalled();
  });

  test.each([
    [
      'a 401 answer',
      () => Promise.reject({ status: 401, data: { message: '아이디 또는 비밀번호가 올바르지 않습니다.' } }),
    ],
    ['an answer without a token', () => Promise.resolve({})],
    ['a network failure', () => Promise.reject({ status: 'FETCH_ERROR' })],
  ])(
    'when login ends with %s, then the login failure is alerted and nothing is stored',
    async (_case, result) => {
      const user = userEvent.setup();
      login.mockReturnValue(answer(result));
      renderLogin();
      await user.type(screen.getByLabelText('아이디'), 'admin');
      await user.type(screen.getByLabelText('비밀번호'), 'wrong');
      await user.click(screen.getByRole('button', { name: '로그인' }));
      expect(alert).toHaveBeenCalledWith(messages.loginFailed);
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    },
  );
});
