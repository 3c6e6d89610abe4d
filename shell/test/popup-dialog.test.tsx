import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Popup } from '@portal/shared-types/popups/popups';
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

describe('the in-page popup dialog', () => {
  beforeEach(() => localStorage.clear());

  test('when it opens, then it is a labelled modal with the image, the text only and a new-window link', () => {
    render(<PopupDialog popup={popup} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: '입주 설명회' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: '입주 설명회' })).toHaveAttribute('src', popup.imageUrl);
    expect(screen.getByText('설명회에 초대합니다.')).toBeInTheDocument();
    expect(dialog.querySelector('b, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '자세히 보기 (새 창)' })).toHaveAttribute('target', '_blank');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('when Tab reaches the last control, then focus wraps to the first one inside the dialog', async () => {
    const user = userEvent.setup();
    render(<PopupDialog popup={popup} onClose={() => undefined} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: '자세히 보기 (새 창)' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
  });

  test('when "do not show today" is ticked, then a hide record until the end of today is stored', async () => {
    const user = userEvent.setup();
    render(<PopupDialog popup={popup} onClose={() => undefined} />);
    await user.click(screen.getByLabelText('오늘 하루 보지 않기'));
    const record = JSON.parse(localStorage.getItem('popup-hidden-3') ?? 'null') as { expires: number };
    expect(record.expires).toBeGreaterThan(Date.now());
    await user.click(screen.getByLabelText('오늘 하루 보지 않기'));
    expect(localStorage.getItem('popup-hidden-3')).toBeNull();
  });

  test('when Escape or the close button is pressed, then it asks to close', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<PopupDialog popup={popup} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
