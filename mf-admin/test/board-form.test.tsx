import './mocks/editor-and-upload';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared-types/common/messages';
import { BoardForm } from '../src/features/board/board-form';
import { noticeDraftKey } from '../src/features/board/draft-storage';
import { sendMultipart, type WriteRequest } from '../src/lib/http';
import { renderWithProviders } from './support/render';

const send = sendMultipart as jest.Mock;
const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);

function renderNoticeForm(initial?: {
  title: string;
  content: string;
  topFixed: boolean;
  fileUrl: Record<string, string>;
}) {
  return renderWithProviders(
    <BoardForm
      kind="notice"
      initial={initial}
      request={{ method: initial ? 'PUT' : 'POST', url: '/portal/admin/notice' }}
      successMessage={initial ? messages.noticeUpdated : messages.noticeCreated}
      draftKey={noticeDraftKey()}
    />,
  );
}

beforeEach(() => {
  localStorage.clear();
  send.mockReset();
  alert.mockClear();
});

test('when saved without a title, then the title message shows and nothing is sent', async () => {
  renderNoticeForm();
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByRole('textbox', { name: '제목' })).toHaveAccessibleDescription(messages.titleRequired);
  expect(screen.getByRole('textbox', { name: '제목' })).toHaveFocus();
  expect(send).not.toHaveBeenCalled();
});

test('when a notice is saved, then the multipart body holds the notice part, files and deleted names', async () => {
  send.mockResolvedValue(undefined);
  renderNoticeForm({
    title: '기존',
    content: '<p>본문</p>',
    topFixed: false,
    fileUrl: { '안내문.pdf': 'a.pdf' },
  });
  await userEvent.click(screen.getByRole('button', { name: '안내문.pdf 삭제' }));
  await userEvent.upload(screen.getByLabelText('첨부파일'), new File(['x'], '모집공고.hwp'));
  await userEvent.click(screen.getByRole('checkbox', { name: '상단 고정' }));
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  const [{ method, url }, form] = send.mock.calls[0] as [WriteRequest, FormData];
  expect([method, url]).toEqual(['PUT', '/portal/admin/notice']);
  expect(JSON.parse(form.get('notice') as string)).toEqual({
    title: '기존',
    content: '<p>본문</p>',
    topFixed: true,
  });
  expect(JSON.parse(form.get('deletedFiles') as string)).toEqual(['안내문.pdf']);
  expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['모집공고.hwp']);
  expect(alert).toHaveBeenCalledWith(messages.noticeUpdated);
  expect(screen.getByText('다른 화면')).toBeInTheDocument();
});

test('when the form is typed in and opened again, then the draft is offered back', async () => {
  const first = renderNoticeForm();
  await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '작성 중');
  await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '내용 초안');
  first.unmount();
  renderNoticeForm();
  expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('');
  await userEvent.click(screen.getByRole('button', { name: '임시 저장 불러오기' }));
  expect(screen.getByRole('textbox', { name: '제목' })).toHaveValue('작성 중');
  expect(screen.getByRole('textbox', { name: '내용' })).toHaveValue('내용 초안');
});

test('when the same file is picked twice, then it is listed once', async () => {
  renderNoticeForm();
  const input = screen.getByLabelText('첨부파일');
  await userEvent.upload(input, new File(['abc'], '안내문.pdf'));
  await userEvent.upload(input, new File(['abc'], '안내문.pdf'));
  expect(screen.getAllByRole('button', { name: '안내문.pdf 삭제' })).toHaveLength(1);
});
