import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import { accountMessages } from '@portal/shared-types/auth/admin-accounts.schema';
import { passwordMessages } from '@portal/shared-types/auth/password-rule';
import { secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import { signInFailureMessages } from '@portal/shared-types/auth/sign-in-failure';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import type * as LoginPageModule from '../src/features/admin-session/login-page';

// The server calls are replaced; jsdom has no fetch, and the API's own tests cover the answers.
const login = jest.fn();
const loginCode = jest.fn();
const enrolStart = jest.fn();
const enrolConfirm = jest.fn();
const setupSignIn = jest.fn();
jest.doMock('../src/features/admin-session/login-api', () => ({
  useShellLoginMutation: () => [login, { isLoading: false }],
  useShellLoginCodeMutation: () => [loginCode, { isLoading: false }],
  useShellEnrolStartMutation: () => [enrolStart, { isLoading: false }],
  useShellEnrolConfirmMutation: () => [enrolConfirm, { isLoading: false }],
  useShellSetupSignInMutation: () => [setupSignIn, { isLoading: false }],
}));
// Required after the mock is registered (jest.mock is not hoisted by this transform).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const LoginPage = (require('../src/features/admin-session/login-page') as typeof LoginPageModule).default;

function renderLogin() {
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/admin" element={<p>관리자 화면</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const answer = (result: () => Promise<unknown>) => ({ unwrap: result });

async function typePassword(user: ReturnType<typeof userEvent.setup>, password = 'secret') {
  await user.type(screen.getByLabelText('아이디'), 'admin');
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

/** A right password, then a code step whose sign-in says `wrongCodes`. */
async function passwordThenCode(user: ReturnType<typeof userEvent.setup>, wrongCodes: number) {
  login.mockReturnValue(answer(() => Promise.resolve({ step: 'code', ticket: 'ticket-1' })));
  loginCode.mockReturnValue(answer(() => Promise.resolve({ token: 'header.payload.sig', wrongCodes })));
  renderLogin();
  await typePassword(user);
}

describe('the admin login page', () => {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    for (const call of [login, loginCode, enrolStart, enrolConfirm, setupSignIn]) call.mockReset();
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  test('when 처음 로그인 is sent with a password against the rule, then the rule is said under the password and focused; a refused code is announced', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: '처음 로그인(설정 코드)' }));
    await user.type(screen.getByLabelText('아이디'), 'newadmin');
    await user.type(screen.getByLabelText('설정 코드'), 'ABCD-EFGH-JKLM');
    await user.type(screen.getByLabelText('새 비밀번호'), 'short1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short1');
    await user.click(screen.getByRole('button', { name: '비밀번호 정하기' }));
    const password = screen.getByLabelText('새 비밀번호');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(expect.stringContaining(passwordMessages.tooShort));
    expect(setupSignIn).not.toHaveBeenCalled();

    setupSignIn.mockReturnValue(answer(() => Promise.reject({ status: 401, data: {} })));
    await user.clear(password);
    await user.type(password, 'Portal-2026!x');
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Portal-2026!x');
    await user.click(screen.getByRole('button', { name: '비밀번호 정하기' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(accountMessages.setupFailed);
    expect(refusal).toHaveFocus();
    expect(setupSignIn).toHaveBeenCalledWith({
      username: 'newadmin',
      setupCode: 'ABCD-EFGH-JKLM',
      password: 'Portal-2026!x',
      passwordAgain: 'Portal-2026!x',
    });
  });

  test('when it renders, then both labelled fields are required', () => {
    renderLogin();
    expect(screen.getByLabelText('아이디')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toBeRequired();
    expect(screen.getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
  });

  test('when the password is right and then the code, then the token is stored under adminToken and /admin opens', async () => {
    const user = userEvent.setup();
    await passwordThenCode(user, 0);
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
    const code = await screen.findByLabelText('인증 코드');
    expect(code).toHaveFocus();
    // nothing is stored before the second factor
    expect(localStorage.getItem('adminToken')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(loginCode).toHaveBeenCalledWith({ ticket: 'ticket-1', code: '123456' });
    expect(localStorage.getItem('adminToken')).toBe('header.payload.sig');
    expect(alert).not.toHaveBeenCalled();
  });

  test('when wrong codes were entered since the last sign-in, then the count is said in Korean before /admin opens', async () => {
    const user = userEvent.setup();
    await passwordThenCode(user, 3);
    await user.type(await screen.findByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    const heading = await screen.findByRole('heading', { name: '잘못 입력된 인증 코드' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(secondFactorMessages.wrongCodesSinceLastSignIn(3))).toBeInTheDocument();
    expect(screen.queryByText('관리자 화면')).toBeNull();
    expect(localStorage.getItem('adminToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: '확인했습니다. 관리자 화면으로 이동' }));
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('header.payload.sig');
  });

  test('when the code is wrong, then the message is said beside the field and focus goes back to it', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ step: 'code', ticket: 'ticket-1' })));
    loginCode.mockReturnValue(
      answer(() => Promise.reject({ status: 401, data: { message: secondFactorMessages.codeWrong } })),
    );
    renderLogin();
    await typePassword(user);
    await user.type(await screen.findByLabelText('인증 코드'), '000000');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.codeWrong);
    expect(screen.getByLabelText('인증 코드')).toHaveFocus();
    expect(screen.getByLabelText('인증 코드')).toHaveValue('');
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  test('when the ticket ran out, then the password step comes back with the reason', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ step: 'code', ticket: 'ticket-1' })));
    loginCode.mockReturnValue(
      answer(() => Promise.reject({ status: 401, data: { message: secondFactorMessages.ticketInvalid } })),
    );
    renderLogin();
    await typePassword(user);
    await user.type(await screen.findByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.ticketInvalid);
    expect(screen.getByLabelText('아이디')).toHaveFocus();
  });

  test('when an admin without a factor signs in, then the QR code and the key are shown, the first code enrols, and the recovery codes come before /admin', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ step: 'enrol', ticket: 'ticket-2' })));
    enrolStart.mockReturnValue(
      answer(() =>
        Promise.resolve({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: 'data:image/png;base64,AAAA',
        }),
      ),
    );
    enrolConfirm.mockReturnValue(
      answer(() => Promise.resolve({ token: 'header.payload.sig', recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] })),
    );
    renderLogin();
    await typePassword(user);
    expect(await screen.findByRole('heading', { name: '2단계 인증 등록' })).toHaveFocus();
    expect(await screen.findByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(enrolStart).toHaveBeenCalledWith({ ticket: 'ticket-2' });
    await user.type(screen.getByLabelText('인증 코드'), '654321');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByRole('heading', { name: '복구 코드' })).toHaveFocus();
    expect(screen.getByText('AAAA-BBBB-CCCC-DDDD')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    await user.click(screen.getByRole('button', { name: '보관했습니다. 관리자 화면으로 이동' }));
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('header.payload.sig');
  });

  test.each([
    [
      'a 401 answer',
      () => Promise.reject({ status: 401, data: { message: '아이디 또는 비밀번호가 올바르지 않습니다.' } }),
    ],
  ])(
    'when login ends with %s, then the failure is said beside the form, focus is on the password, and nothing is stored',
    async (_case, result) => {
      const user = userEvent.setup();
      login.mockReturnValue(answer(result));
      renderLogin();
      await typePassword(user, 'wrong');
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
      expect(screen.getByLabelText('비밀번호')).toHaveFocus();
      expect(screen.getByLabelText('비밀번호')).toHaveAttribute('aria-invalid', 'true');
      expect(alert).not.toHaveBeenCalled();
      expect(localStorage.getItem('adminToken')).toBeNull();
      expect(screen.getByRole('button', { name: '로그인' })).toBeInTheDocument();
    },
  );

  test.each([
    [
      'too many attempts',
      () => Promise.reject({ status: 429, data: { message: apiMessages.tooManyLoginFailures } }),
      apiMessages.tooManyLoginFailures,
    ],
    ['a network failure', () => Promise.reject({ status: 'FETCH_ERROR' }), signInFailureMessages.unreachable],
    [
      'a server error',
      () => Promise.reject({ status: 503, data: { message: '일시적으로 서비스를 이용할 수 없습니다.' } }),
      signInFailureMessages.serverError,
    ],
    ['an answer without a ticket', () => Promise.resolve({}), signInFailureMessages.serverError],
  ])(
    'when login ends with %s, then it says what happened, focus is on the message, and nothing is stored',
    async (_case, result, said) => {
      const user = userEvent.setup();
      login.mockReturnValue(answer(result));
      renderLogin();
      await typePassword(user, 'wrong');
      const message = await screen.findByRole('alert');
      expect(message).toHaveTextContent(said);
      await waitFor(() => expect(message).toHaveFocus());
      expect(localStorage.getItem('adminToken')).toBeNull();
    },
  );

  test('when a code step fails without an answer, then it says so on the message, not that the code was wrong', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ step: 'code', ticket: 'ticket-1' })));
    loginCode.mockReturnValue(answer(() => Promise.reject({ status: 'FETCH_ERROR' })));
    renderLogin();
    await typePassword(user);
    await user.type(await screen.findByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    const message = await screen.findByText(signInFailureMessages.unreachable);
    await waitFor(() => expect(message).toHaveFocus());
  });

  test('when the code was a recovery code, then the codes left are said with the way to new ones', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ step: 'code', ticket: 'ticket-1' })));
    loginCode.mockReturnValue(
      answer(() => Promise.resolve({ token: 'header.payload.sig', wrongCodes: 0, recoveryCodesLeft: 4 })),
    );
    renderLogin();
    await typePassword(user);
    await user.type(await screen.findByLabelText('인증 코드'), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(screen.getByRole('button', { name: '확인' }));
    const heading = await screen.findByRole('heading', { name: '복구 코드로 로그인했습니다' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/남은 복구 코드는/)).toHaveTextContent('남은 복구 코드는 4개입니다.');
    await user.click(screen.getByRole('button', { name: '관리자 화면으로 이동' }));
    expect(await screen.findByText('관리자 화면')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('header.payload.sig');
  });
  test('when the name is only spaces, then the contract says both fields are needed, on the name, and nothing is sent; a right one is sent trimmed', async () => {
    const user = userEvent.setup();
    login.mockReturnValue(answer(() => Promise.resolve({ step: 'code', ticket: 'ticket-1' })));
    renderLogin();
    await user.type(screen.getByLabelText('아이디'), '   ');
    await user.type(screen.getByLabelText('비밀번호'), 'secret');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디와 비밀번호를 모두 입력해 주세요.');
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('아이디'), ' admin ');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(login).toHaveBeenCalledWith({ username: 'admin', password: 'secret' });
  });

  test('when the code is sent empty, then the contract says it is needed and focus stays on it; a right one is sent trimmed', async () => {
    const user = userEvent.setup();
    await passwordThenCode(user, 0);
    const code = await screen.findByLabelText('인증 코드');
    await user.type(code, '   ');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(secondFactorMessages.codeRequired);
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(loginCode).not.toHaveBeenCalled();
    await user.type(code, '123456 ');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(loginCode).toHaveBeenCalledWith({ ticket: 'ticket-1', code: '123456' });
  });
});
