import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { adminSessionEnded } from '@portal/web-runtime/base-api';
import { makeStore } from '@portal/web-runtime/store';
import { messages } from '@portal/shared-types/common/messages';
import { ACCESS_REASON_KEY } from '@portal/shared-types/auth/storage-keys';
import { endSessionsOnRefusal } from '../src/features/admin-session/session-end';
import type * as LoginPageModule from '../src/features/admin-session/login-page';

const login = jest.fn();
const loginCode = jest.fn();
jest.doMock('../src/features/admin-session/login-api', () => ({
  useShellLoginMutation: () => [login, { isLoading: false }],
  useShellLoginCodeMutation: () => [loginCode, { isLoading: false }],
}));
// Required after the mock is registered (jest.mock is not hoisted by this transform).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LoginPage = (require('../src/features/admin-session/login-page') as typeof LoginPageModule).default;

const routes = [
  { path: '/admin/audit', element: <p>감사 기록 화면</p> },
  { path: '/login', element: <p>로그인 화면</p> },
];

describe('an admin session the server refused', () => {
  beforeEach(() => localStorage.clear());

  test('when an admin call is refused, then the token is forgotten and /login gets why and where from, once', async () => {
    localStorage.setItem('adminToken', 'header.payload.sig');
    sessionStorage.setItem(ACCESS_REASON_KEY, '당첨자 서류 검토');
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/audit?kind=round'] });
    const stop = endSessionsOnRefusal(router);
    const store = makeStore();
    store.dispatch(adminSessionEnded({ status: 401 }));
    store.dispatch(adminSessionEnded({ status: 401 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(localStorage.getItem('adminToken')).toBeNull();
    // the reason for reading personal data was this admin's: the next one gives their own
    expect(sessionStorage.getItem(ACCESS_REASON_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      message: messages.sessionEnded,
      from: '/admin/audit?kind=round',
    });
    expect(router.state.historyAction).toBe('PUSH');
  });

  test('when the refusal is a 403, then the message is the guard text for a missing role', async () => {
    localStorage.setItem('adminToken', 'header.payload.sig');
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/audit'] });
    const stop = endSessionsOnRefusal(router);
    makeStore().dispatch(adminSessionEnded({ status: 403 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(router.state.location.state).toMatchObject({ message: messages.notAdmin });
  });
});

describe('the login page after an ended session', () => {
  beforeEach(() => {
    localStorage.clear();
    login.mockReset();
    login.mockReturnValue({ unwrap: () => Promise.resolve({ step: 'code', ticket: 'ticket-1' }) });
    loginCode.mockReturnValue({ unwrap: () => Promise.resolve({ token: 'header.payload.sig' }) });
  });

  async function signInFrom(state: unknown) {
    const user = userEvent.setup();
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/admin" element={<p>대시보드</p>} />
            <Route path="/admin/audit" element={<p>감사 기록 화면</p>} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await user.type(screen.getByLabelText('아이디'), 'admin');
    await user.type(screen.getByLabelText('비밀번호'), 'secret');
    return user;
  }

  /** The password, then the code of the second step. */
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await user.type(await screen.findByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
  }

  test('when it arrives with a message and an admin page, then it shows why and returns there', async () => {
    const user = await signInFrom({ message: messages.sessionEnded, from: '/admin/audit' });
    expect(screen.getByText(messages.sessionEnded)).toHaveAttribute('role', 'alert');
    await signIn(user);
    expect(await screen.findByText('감사 기록 화면')).toBeInTheDocument();
  });

  test('when the return path leaves the admin area, then it goes to the dashboard instead', async () => {
    const user = await signInFrom({ message: messages.sessionEnded, from: '//evil.example/admin' });
    await signIn(user);
    expect(await screen.findByText('대시보드')).toBeInTheDocument();
  });
});
