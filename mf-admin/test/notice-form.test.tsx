import { messagesDouble } from './mocks/messages-api';
import { randomUUID } from 'node:crypto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared-types/common/messages';
import { noticeMessages } from '@portal/shared-types/notify/notice';
import { NoticeForm } from '../src/features/applicants/message-controls';

// jsdom 20 has crypto.getRandomValues but not randomUUID, which the preview uses for its notice id
beforeAll(() =>
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true }),
);
beforeEach(() => jest.clearAllMocks());

const textArea = () => screen.getByRole('textbox', { name: '안내 내용' });
const previewButton = () => screen.getByRole('button', { name: '미리보기' });

test('when the text is empty, then the preview shows the schema message beside the field and focuses it, asking nothing', async () => {
  render(<NoticeForm roundId={7} onSent={jest.fn()} />);
  await userEvent.click(previewButton());
  const error = await screen.findByText(noticeMessages.empty);
  await waitFor(() => expect(textArea()).toHaveFocus());
  expect(textArea()).toHaveAttribute('aria-invalid', 'true');
  expect(textArea().getAttribute('aria-describedby')).toContain(error.id);
  expect(messagesDouble.previewNotice).not.toHaveBeenCalled();
  // it goes as soon as the text is right
  await userEvent.type(textArea(), '안내');
  expect(screen.queryByText(noticeMessages.empty)).not.toBeInTheDocument();
});

test('when the text is over the LMS bytes, then the field is marked as typed and the preview shows the schema message', async () => {
  render(<NoticeForm roundId={7} onSent={jest.fn()} />);
  await userEvent.click(textArea());
  await userEvent.paste('가'.repeat(1000));
  expect(textArea()).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(previewButton());
  expect(await screen.findByText(noticeMessages.tooLong)).toBeInTheDocument();
  await waitFor(() => expect(textArea()).toHaveFocus());
  expect(messagesDouble.previewNotice).not.toHaveBeenCalled();
});

test('when a right notice is previewed and confirmed, then the parsed draft is sent once with its notice id and the outcome is announced', async () => {
  const onSent = jest.fn();
  render(<NoticeForm roundId={7} onSent={onSent} />);
  await userEvent.click(screen.getByRole('radio', { name: '예비자' }));
  await userEvent.type(textArea(), '계약 장소가 바뀌었습니다.');
  await userEvent.click(previewButton());
  expect(messagesDouble.previewNotice).toHaveBeenCalledWith({
    roundId: 7,
    audience: 'reserves',
    text: '계약 장소가 바뀌었습니다.',
  });
  const confirmStep = await screen.findByRole('group', { name: '보내기 전 확인' });
  await waitFor(() => expect(within(confirmStep).getByRole('heading')).toHaveFocus());
  expect(confirmStep).toHaveTextContent('받는 사람: 예비자 3명');
  // the previewed draft is held still until it is sent or taken back
  expect(screen.getByRole('radio', { name: '당첨자' })).toBeDisabled();
  expect(textArea()).toHaveAttribute('readonly');

  await userEvent.click(within(confirmStep).getByRole('button', { name: '3명에게 보내기' }));
  expect(messagesDouble.sendNotice).toHaveBeenCalledTimes(1);
  expect(messagesDouble.sendNotice).toHaveBeenCalledWith({
    roundId: 7,
    audience: 'reserves',
    text: '계약 장소가 바뀌었습니다.',
    noticeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  const status = await screen.findByText('예비자 3명에게 보낼 안내를 대기열에 넣었습니다.');
  expect(status).toHaveAttribute('role', 'status');
  await waitFor(() => expect(status).toHaveFocus());
  expect(onSent).toHaveBeenCalled();
  expect(textArea()).toHaveValue('');
  expect(screen.getByRole('radio', { name: '예비자' })).toBeChecked();
});

test('when the server refuses the preview, then its message is announced and focused in the form', async () => {
  messagesDouble.previewNotice.mockReturnValueOnce({
    unwrap: () => Promise.reject({ status: 404, data: { message: messages.notFound } }),
  });
  render(<NoticeForm roundId={7} onSent={jest.fn()} />);
  await userEvent.type(textArea(), '안내');
  await userEvent.click(previewButton());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(messages.notFound);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(screen.queryByRole('group', { name: '보내기 전 확인' })).not.toBeInTheDocument();
});

test('when the server refuses the confirm, then its message is announced and the preview stays to try again', async () => {
  messagesDouble.sendNotice.mockReturnValueOnce({
    unwrap: () => Promise.reject({ status: 409, data: { message: noticeMessages.noRecipients } }),
  });
  render(<NoticeForm roundId={7} onSent={jest.fn()} />);
  await userEvent.type(textArea(), '안내');
  await userEvent.click(previewButton());
  const confirmStep = await screen.findByRole('group', { name: '보내기 전 확인' });
  await userEvent.click(within(confirmStep).getByRole('button', { name: '3명에게 보내기' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(noticeMessages.noRecipients);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(confirmStep).toBeInTheDocument();
});
