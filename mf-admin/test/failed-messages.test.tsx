import { messagesDouble } from './mocks/messages-api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FailedMessage } from '@portal/shared-types/notify/failed';
import type { RoundMessageCounts } from '@portal/shared-types/notify/notify';
import { FailedMessages } from '../src/features/applicants/failed-messages';

const message = (id: number, extra: Partial<FailedMessage>): FailedMessage => ({
  id,
  applicantId: id,
  receiptNumber: `20261-000${id}-Q9`,
  maskedName: '홍*동',
  event: 'resultsPublished',
  template: 'RESULT_V1',
  state: 'dead',
  attempts: 6,
  reason: 'HTTP 500',
  failedAt: '2026-05-10T01:00:00.000Z',
  nextAttemptAt: null,
  ...extra,
});
const round = (paused: boolean): RoundMessageCounts => ({
  roundId: 7,
  counts: { queued: 0, sent: 30, dead: 1, retrying: 1 },
  paused: paused ? { by: 'admin', at: '2026-05-10T01:00:00.000Z' } : null,
});

beforeEach(() => {
  jest.clearAllMocks();
  messagesDouble.failed = {
    roundId: 7,
    total: 2,
    messages: [
      message(1, { reason: '수신 거부된 번호입니다.' }),
      message(2, {
        maskedName: '김*',
        event: 'submitted',
        state: 'retrying',
        attempts: 2,
        nextAttemptAt: '2026-05-10T01:05:00.000Z',
      }),
    ],
  };
});

test('when a round has failed messages, then each row tells whose it is, which message, why and how many tries, under real headers', () => {
  render(<FailedMessages round={round(false)} onChange={jest.fn()} />);
  expect(messagesDouble.readFailed).toHaveBeenCalledWith(7);
  const table = screen.getByRole('table', { name: '실패한 메시지와 사유' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['접수번호', '이름', '사유', '메시지', '상태', '실패한 때', '시도', '재발송']);
  const [dead, retrying] = within(table).getAllByRole('row').slice(1);
  expect(dead).toHaveTextContent('홍*동');
  expect(dead).toHaveTextContent('청약 결과 등록');
  expect(dead).toHaveTextContent('수신 거부된 번호입니다.');
  expect(dead).toHaveTextContent('6회');
  expect(
    within(dead!).getByRole('button', { name: '20261-0001-Q9 청약 결과 등록 다시 보내기' }),
  ).toBeEnabled();
  expect(retrying).toHaveTextContent('접수 완료');
  expect(retrying).toHaveTextContent(/재시도 예정 \(.+\)/);
  expect(within(retrying!).queryByRole('button')).not.toBeInTheDocument();
});

test('when the admin sends them all again, then a confirm names how many, the counts refresh and the outcome is announced where focus lands', async () => {
  const onChange = jest.fn();
  render(<FailedMessages round={round(false)} onChange={onChange} />);
  await userEvent.click(screen.getByRole('button', { name: '실패한 메시지 모두 다시 보내기' }));
  const confirmStep = screen.getByRole('group', { name: '모두 다시 보내기 전 확인' });
  await waitFor(() => expect(within(confirmStep).getByRole('heading')).toHaveFocus());
  expect(confirmStep).toHaveTextContent('실패한 메시지 2건을 다시 보냅니다.');
  expect(messagesDouble.retryAll).not.toHaveBeenCalled();
  await userEvent.click(within(confirmStep).getByRole('button', { name: '2건 다시 보내기' }));
  expect(messagesDouble.retryAll).toHaveBeenCalledWith(7);
  const status = await screen.findByText('실패한 메시지 2건을 다시 보내도록 대기열에 넣었습니다.');
  expect(status).toHaveAttribute('role', 'status');
  await waitFor(() => expect(status).toHaveFocus());
  expect(onChange).toHaveBeenCalled();
  expect(messagesDouble.refetchFailed).toHaveBeenCalled();
  expect(screen.queryByRole('group', { name: '모두 다시 보내기 전 확인' })).not.toBeInTheDocument();
});

test('when one dead message is sent again, then only it is queued; while the round is paused the whole action is refused in words', async () => {
  const { rerender } = render(<FailedMessages round={round(false)} onChange={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: /20261-0001-Q9 .* 다시 보내기$/ }));
  expect(messagesDouble.retryOne).toHaveBeenCalledWith(1);
  expect(await screen.findByText('메시지를 다시 보내도록 대기열에 넣었습니다.')).toBeInTheDocument();

  rerender(<FailedMessages round={round(true)} onChange={jest.fn()} />);
  const all = screen.getByRole('button', { name: '실패한 메시지 모두 다시 보내기' });
  expect(all).toBeDisabled();
  expect(all).toHaveAccessibleDescription(/발송이 일시 중지되어 있어 다시 보낼 수 없습니다/);
});

test('when the round has no failed message, then the list is not read (a 접속기록) and the table says so', () => {
  render(
    <FailedMessages
      round={{ ...round(false), counts: { queued: 0, sent: 32, dead: 0, retrying: 0 } }}
      onChange={jest.fn()}
    />,
  );
  expect(messagesDouble.readFailed).not.toHaveBeenCalled();
  expect(screen.getByRole('cell', { name: '실패한 메시지가 없습니다.' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '실패한 메시지 모두 다시 보내기' })).toBeDisabled();
});
