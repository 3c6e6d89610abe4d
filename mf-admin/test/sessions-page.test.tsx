import { sessionsDouble } from './mocks/sessions-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSession } from '@portal/shared-types/auth/auth.schema';
import SessionsPage from '../src/features/sessions/sessions-page';
import { renderWithProviders } from './support/render';

const session = (id: number, current: boolean): AdminSession => ({
  id,
  address: `10.0.0.${id}`,
  userAgent: `browser-${id}`,
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
  expect(rows[1]).toHaveTextContent('browser-2');
  expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
  await userEvent.click(within(rows[1]!).getByRole('button', { name: /세션 종료$/ }));
  expect(sessionsDouble.endOne).toHaveBeenCalledWith(2);
  expect(await screen.findByText('세션을 종료했습니다.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '다른 세션 모두 종료' }));
  expect(sessionsDouble.endOthers).toHaveBeenCalled();
  expect(await screen.findByText('다른 세션을 모두 종료했습니다.')).toBeInTheDocument();
});
