import { waitingRoomDouble } from './mocks/waiting-room-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaitingRoomSection } from '../src/features/waiting-room/waiting-room-section';
import { renderWithProviders } from './support/render';

const { room, save } = waitingRoomDouble;

beforeEach(() => save.mockReset());

test('when the rate is zero, then that field says why with the focus, and nothing is sent', async () => {
  renderWithProviders(<WaitingRoomSection />);
  const rate = screen.getByRole('textbox', { name: '분당 입장 인원 (운영 중에도 바꿀 수 있습니다)' });
  await userEvent.clear(rate);
  await userEvent.type(rate, '0');
  await userEvent.click(screen.getByRole('button', { name: '대기열 설정 저장' }));
  await waitFor(() => expect(rate).toHaveFocus());
  expect(rate).toHaveAccessibleDescription('분당 입장 인원은 1명 이상이어야 합니다.');
  expect(save).not.toHaveBeenCalled();
});

test('when the minutes are blank, then the contract asks for a number', async () => {
  renderWithProviders(<WaitingRoomSection />);
  const minutes = screen.getByRole('textbox', { name: '운영 시간 (접수 시작부터, 분)' });
  await userEvent.clear(minutes);
  await userEvent.click(screen.getByRole('button', { name: '대기열 설정 저장' }));
  await waitFor(() => expect(minutes).toHaveFocus());
  expect(minutes).toHaveAccessibleDescription('대기열 운영 시간은 숫자로 입력해 주세요.');
});

test('when saved, then the numbers are sent as numbers and the notice says so', async () => {
  save.mockReturnValue({ unwrap: () => Promise.resolve(room) });
  renderWithProviders(<WaitingRoomSection />);
  const rate = screen.getByRole('textbox', { name: '분당 입장 인원 (운영 중에도 바꿀 수 있습니다)' });
  await userEvent.clear(rate);
  await userEvent.type(rate, '1200');
  await userEvent.click(screen.getByRole('checkbox', { name: '접수 시작 후 접속 대기열 사용' }));
  await userEvent.click(screen.getByRole('button', { name: '대기열 설정 저장' }));
  expect(save).toHaveBeenCalledWith({
    roundId: 4,
    body: { enabled: false, minutes: 30, admitPerMinute: 1200 },
  });
  expect(await screen.findByText('접속 대기열 설정을 저장했습니다.')).toHaveAttribute('role', 'status');
});

test('when the server refuses, then its message is announced with the focus', async () => {
  save.mockReturnValue({
    unwrap: () => Promise.reject({ status: 400, data: { message: '대기열을 바꿀 수 없습니다.' } }),
  });
  renderWithProviders(<WaitingRoomSection />);
  await userEvent.click(screen.getByRole('button', { name: '대기열 설정 저장' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('대기열을 바꿀 수 없습니다.');
  await waitFor(() => expect(alert).toHaveFocus());
});
