import { afterDrawApiDouble } from './mocks/after-draw-api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsForm } from '../src/features/review/settings-form';
import { renderWithProviders } from './support/render';

const settings = { roundId: 3, documentsDeadline: null, contract: null };

beforeEach(() => afterDrawApiDouble.saveSettings.mockReset());

test('when a 계약 안내 is typed without its date, then 계약일 is named wrong, focused, and nothing is sent', async () => {
  renderWithProviders(<SettingsForm settings={settings} />);
  await userEvent.type(screen.getByLabelText('계약 장소'), '관리사무소');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  const date = screen.getByLabelText('계약일');
  await waitFor(() => expect(date).toHaveFocus());
  expect(date).toHaveAccessibleDescription('계약일을 입력해 주세요.');
  expect(afterDrawApiDouble.saveSettings).not.toHaveBeenCalled();
});

test('when saved, then the body is the contract input and 저장했습니다. shows until the next change', async () => {
  afterDrawApiDouble.saveSettings.mockReturnValue({ unwrap: () => Promise.resolve({}) });
  renderWithProviders(<SettingsForm settings={settings} />);
  fireEvent.change(screen.getByLabelText('계약일'), { target: { value: '2026-07-01' } });
  await userEvent.type(screen.getByLabelText('계약 장소'), ' 관리사무소 ');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(afterDrawApiDouble.saveSettings).toHaveBeenCalled());
  expect(afterDrawApiDouble.saveSettings).toHaveBeenCalledWith({
    roundId: 3,
    body: {
      documentsDeadline: null,
      contract: { date: '2026-07-01', time: '', place: '관리사무소', bring: '' },
    },
  });
  expect(await screen.findByRole('status')).toHaveTextContent('저장했습니다.');
  await userEvent.type(screen.getByLabelText('계약 시간'), '오전');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
