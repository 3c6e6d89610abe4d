import { sessionsDouble } from './mocks/sessions-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSession } from '@portal/shared-types/auth/auth.schema';
import { secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import SessionsPage from '../src/features/sessions/sessions-page';
import { renderWithProviders } from './support/render';

const AGENTS = [
  '',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

const session = (id: number, current: boolean): AdminSession => ({
  id,
  address: `10.0.0.${id}`,
  userAgent: AGENTS[id]!,
  startedAt: `2026-05-10T0${id}:00:00.000Z`,
  lastSeenAt: `2026-05-10T0${id}:10:00.000Z`,
  current,
});

test('when the admin has other sessions, then each shows where from and can be ended, or all others at once', async () => {
  sessionsDouble.sessions = [session(1, true), session(2, false)];
  renderWithProviders(<SessionsPage />);
  const table = screen.getByRole('table', { name: '로그인 세션 목록' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('현재 세션');
  expect(rows[1]).toHaveTextContent('10.0.0.2');
  expect(rows[0]).toHaveTextContent('Chrome, Windows');
  expect(rows[1]).toHaveTextContent('Safari, iPhone');
  expect(rows[1]).not.toHaveTextContent('Mozilla');
  // the limits the server applies, from the contract's constants
  expect(screen.getByText(/세션이 끝납니다/)).toHaveTextContent('30분이 지나거나 로그인 후 12시간이 지나면');
  expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
  await userEvent.click(within(rows[1]!).getByRole('button', { name: /세션 종료$/ }));
  expect(sessionsDouble.endOne).toHaveBeenCalledWith(2);
  expect(await screen.findByText('세션을 종료했습니다.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '다른 세션 모두 종료' }));
  expect(sessionsDouble.endOthers).toHaveBeenCalled();
  expect(await screen.findByText('다른 세션을 모두 종료했습니다.')).toBeInTheDocument();
});

test('when the admin makes new recovery codes, then the password is asked first and the codes show once with the warning', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SessionsPage />);
  expect(screen.getByText(/남은 복구 코드:/)).toHaveTextContent('남은 복구 코드: 2개');
  await user.click(screen.getByRole('button', { name: '새 복구 코드 만들기' }));
  const password = screen.getByLabelText('현재 비밀번호');
  expect(password).toHaveFocus();
  await user.click(screen.getByRole('button', { name: '새 복구 코드 만들기' }));
  await waitFor(() => expect(password).toHaveAccessibleDescription(secondFactorMessages.proofRequired));
  expect(password).toHaveFocus();
  expect(sessionsDouble.newCodes).not.toHaveBeenCalled();
  await user.type(password, 'correct-horse');
  await user.click(screen.getByRole('button', { name: '새 복구 코드 만들기' }));
  expect(sessionsDouble.newCodes).toHaveBeenCalledWith({ method: 'password', password: 'correct-horse' });
  expect(await screen.findByRole('heading', { name: '새 복구 코드' })).toHaveFocus();
  expect(
    within(screen.getByRole('list', { name: '새 복구 코드 목록' })).getAllByRole('listitem'),
  ).toHaveLength(10);
  expect(screen.getByText(/다시 볼 수 없습니다/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '보관했습니다' }));
  expect(screen.queryByRole('list', { name: '새 복구 코드 목록' })).not.toBeInTheDocument();
});

test('when the admin enrols a new phone, then an app code proves it, the QR code and key show, and the first code gives new recovery codes', async () => {
  const user = userEvent.setup();
  renderWithProviders(<SessionsPage />);
  await user.click(screen.getByRole('button', { name: '새 휴대폰 등록' }));
  await user.click(screen.getByRole('radio', { name: '인증 앱 코드로 확인' }));
  await user.type(screen.getByLabelText('인증 앱의 6자리 코드'), '123456');
  await user.click(screen.getByRole('button', { name: '다음' }));
  expect(sessionsDouble.reenrolStart).toHaveBeenCalledWith({ method: 'code', code: '123456' });
  expect(await screen.findByRole('heading', { name: '새 휴대폰 등록' })).toHaveFocus();
  expect(screen.getByRole('img', { name: '새 휴대폰의 인증 앱에 등록할 QR 코드' })).toBeInTheDocument();
  expect(screen.getByTestId('new-totp-secret')).toHaveTextContent('JBSW Y3DP');
  await user.type(screen.getByLabelText('새 휴대폰의 인증 코드'), '654321');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(sessionsDouble.reenrolConfirm).toHaveBeenCalledWith({ enrolment: 'enrolment-1', code: '654321' });
  expect(await screen.findByText(/새 휴대폰을 등록했습니다/)).toHaveAttribute('role', 'status');
});

test('when the new phone code is left empty, then that field says so with the focus and nothing is sent', async () => {
  const user = userEvent.setup();
  sessionsDouble.reenrolConfirm.mockClear();
  renderWithProviders(<SessionsPage />);
  await user.click(screen.getByRole('button', { name: '새 휴대폰 등록' }));
  await user.type(screen.getByLabelText('현재 비밀번호'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('heading', { name: '새 휴대폰 등록' });
  await user.click(screen.getByRole('button', { name: '등록' }));
  const code = screen.getByLabelText('새 휴대폰의 인증 코드');
  await waitFor(() => expect(code).toHaveFocus());
  expect(code).toHaveAccessibleDescription(secondFactorMessages.codeRequired);
  expect(sessionsDouble.reenrolConfirm).not.toHaveBeenCalled();
});

test('when the proof is refused, then the server message takes the focus and the proof is emptied', async () => {
  const user = userEvent.setup();
  sessionsDouble.newCodes.mockImplementationOnce(() => ({
    unwrap: () =>
      Promise.reject({ status: 400, data: { message: '비밀번호나 인증 코드가 올바르지 않습니다.' } }),
  }));
  renderWithProviders(<SessionsPage />);
  await user.click(screen.getByRole('button', { name: '새 복구 코드 만들기' }));
  const password = screen.getByLabelText('현재 비밀번호');
  await user.type(password, 'wrong');
  await user.click(screen.getByRole('button', { name: '새 복구 코드 만들기' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('비밀번호나 인증 코드가 올바르지 않습니다.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(password).toHaveValue('');
});
