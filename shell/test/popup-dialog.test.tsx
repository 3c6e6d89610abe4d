import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Popup } from '@portal/shared-types/popups/popup-rules';
import { PopupDialog } from '../src/features/popups/popup-dialog';

const popup: Popup = {
  id: 3,
  title: '입주 설명회',
  content: '<p>설명회에 <b>초대</b>합니다.</p><img src=x onerror="alert(1)">',
  startTs: '2026-01-01',
  endTs: '2026-12-31',
  imageUrl: '/portal/download/poster.png',
  linkUrl: 'https://example.com/event',
};

const renderInSite = (dialog: ReactElement) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={dialog} />
        <Route path="/notice" element={<h1>공지사항</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the in-page popup dialog', () => {
  beforeEach(() => localStorage.clear());

  test('when it opens, then it is a labelled modal with the image, the text only and a new-window link', () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderInSite(<PopupDialog popup={popup} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: '입주 설명회' });
    // a native modal: the browser keeps Tab inside and the page behind inert (the browser tests check it)
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    showModal.mockRestore();
    expect(screen.getByRole('img', { name: '입주 설명회' })).toHaveAttribute('src', popup.imageUrl);
    expect(screen.getByText('설명회에 초대합니다.')).toBeInTheDocument();
    expect(dialog.querySelector('b, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '자세히 보기 (새 창)' })).toHaveAttribute('target', '_blank');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('when "do not show today" is ticked, then a hide record until the end of today is stored', async () => {
    const user = userEvent.setup();
    renderInSite(<PopupDialog popup={popup} onClose={() => undefined} />);
    await user.click(screen.getByLabelText('오늘 하루 보지 않기'));
    const record = JSON.parse(localStorage.getItem('popup-hidden-3') ?? 'null') as { expires: number };
    expect(record.expires).toBeGreaterThan(Date.now());
    await user.click(screen.getByLabelText('오늘 하루 보지 않기'));
    expect(localStorage.getItem('popup-hidden-3')).toBeNull();
  });

  test('when Escape or the close button is pressed, then it asks to close', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderInSite(<PopupDialog popup={popup} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('the in-page popup dialog shows what the popup window shows', () => {
  beforeEach(() => localStorage.clear());

  test('when the link is a page of this site, then 자세히 보기 opens it in this tab and closes the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderInSite(<PopupDialog popup={{ ...popup, linkUrl: '/notice' }} onClose={onClose} />);
    const link = screen.getByRole('link', { name: '자세히 보기' });
    expect(link).toHaveAttribute('href', '/notice');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: '공지사항' })).toBeInTheDocument();
  });

  test('when the text has paragraphs and line breaks, then each stays a line of its own', () => {
    renderInSite(
      <PopupDialog
        popup={{ ...popup, content: '<p>첫째 줄<br>둘째 줄</p><p>&nbsp;</p><p>셋째 <b>줄</b></p>' }}
        onClose={() => undefined}
      />,
    );
    const lines = Array.from(screen.getByRole('dialog').querySelectorAll('p')).map((p) => p.textContent);
    expect(lines).toEqual(['첫째 줄', '둘째 줄', '셋째 줄']);
  });

  test('when the link is malformed, then no link is offered', () => {
    renderInSite(<PopupDialog popup={{ ...popup, linkUrl: '//evil.example' }} onClose={() => undefined} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
