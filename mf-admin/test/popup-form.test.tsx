import './mocks/editor-and-upload';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@portal/shared-types/common/messages';
import { sendMultipart, type WriteRequest } from '../src/lib/http';
import { PopupForm } from '../src/features/popups/popup-form';
import { renderWithProviders } from './support/render';

const send = sendMultipart as jest.Mock;
const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);

beforeEach(() => {
  send.mockReset();
  alert.mockClear();
});

async function fillPopup(link: string) {
  await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '입주자 모집');
  await userEvent.type(screen.getByRole('textbox', { name: '내용' }), '모집 안내');
  fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-03-01' } });
  fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-03-31' } });
  if (link) await userEvent.type(screen.getByRole('textbox', { name: '링크 URL' }), link);
}

test('when typing, then the preview shows the title and the content', async () => {
  renderWithProviders(<PopupForm />);
  await fillPopup('');
  const preview = screen.getByRole('region', { name: '미리보기' });
  expect(preview).toHaveTextContent('입주자 모집');
  expect(preview).toHaveTextContent('모집 안내');
});

test('when the link is not a URL, then the link message shows and nothing is sent', async () => {
  renderWithProviders(<PopupForm />);
  await fillPopup('javascript:alert(1)');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(screen.getByRole('textbox', { name: '링크 URL' })).toHaveAccessibleDescription(
    messages.linkUrlInvalid,
  );
  expect(send).not.toHaveBeenCalled();
});

test('when saved, then the popup part is sent and 팝업이 등록되었습니다! shows', async () => {
  send.mockResolvedValue(undefined);
  renderWithProviders(<PopupForm />);
  await fillPopup('https://example.com');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  const [{ method, url }, form] = send.mock.calls[0] as [WriteRequest, FormData];
  expect([method, url]).toEqual(['POST', '/api/portal/popup']);
  expect(JSON.parse(form.get('popup') as string)).toEqual({
    title: '입주자 모집',
    content: '모집 안내',
    startTs: '2026-03-01',
    endTs: '2026-03-31',
    linkUrl: 'https://example.com',
  });
  expect(alert).toHaveBeenCalledWith(messages.popupCreated);
});

test('when the save fails, then 팝업 저장 실패. shows', async () => {
  send.mockRejectedValue(new Error('500'));
  renderWithProviders(<PopupForm />);
  await fillPopup('');
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(alert).toHaveBeenCalledWith(messages.popupSaveFailed);
});

test('when the link is a site path, then the browser accepts the field and the path is sent', async () => {
  send.mockResolvedValue(undefined);
  renderWithProviders(<PopupForm />);
  await fillPopup('/notice');
  const link = screen.getByRole('textbox', { name: '링크 URL' }) as HTMLInputElement;
  expect(link.checkValidity()).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: '저장' }));
  const [, form] = send.mock.calls[0] as [WriteRequest, FormData];
  expect(JSON.parse(form.get('popup') as string).linkUrl).toBe('/notice');
});
