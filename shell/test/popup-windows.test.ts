import { popupWindowFeatures, type Popup } from '@portal/shared-types/popups/popup-rules';
import { openPopupWindows } from '../src/features/popups/open-popup-windows';
import { popupsToShow } from '../src/features/popups/popups-to-show';

const NOW = new Date('2026-03-01T03:00:00Z');
const popup = (id: number): Popup => ({
  id,
  title: `팝업 ${id}`,
  content: '',
  startTs: '2026-01-01',
  endTs: '2026-12-31',
  imageUrl: null,
  linkUrl: null,
});

describe('which popups open on home', () => {
  beforeEach(() => localStorage.clear());

  test('when a popup has a future hide record, then it stays hidden and its record is kept', () => {
    localStorage.setItem('popup-hidden-1', JSON.stringify({ expires: NOW.getTime() + 1000 }));
    expect(popupsToShow([popup(1), popup(2)], localStorage, NOW).map((p) => p.id)).toEqual([2]);
    expect(localStorage.getItem('popup-hidden-1')).not.toBeNull();
  });

  test('when a hide record has expired or cannot be read, then it is removed and the popup shows', () => {
    localStorage.setItem('popup-hidden-1', JSON.stringify({ expires: NOW.getTime() - 1 }));
    localStorage.setItem('popup-hidden-2', '{broken');
    expect(popupsToShow([popup(1), popup(2)], localStorage, NOW).map((p) => p.id)).toEqual([1, 2]);
    expect(localStorage.getItem('popup-hidden-1')).toBeNull();
    expect(localStorage.getItem('popup-hidden-2')).toBeNull();
  });

  test('when popups open, then each gets its own named, staggered window at /popup/{id}, in a task of its own', async () => {
    const open = jest.fn(() => ({}) as Window);
    const opening = openPopupWindows([popup(4), popup(7)], open);
    // the second window waits for the next task
    expect(open).toHaveBeenCalledTimes(1);
    await expect(opening).resolves.toEqual([]);
    expect(open).toHaveBeenNthCalledWith(1, '/popup/4', 'popup-4', popupWindowFeatures(0));
    expect(open).toHaveBeenNthCalledWith(2, '/popup/7', 'popup-7', popupWindowFeatures(1));
  });

  test('when the browser blocks a window, then that popup is returned to be shown in the page', async () => {
    const open = jest.fn((url?: string | URL) => (url === '/popup/7' ? null : ({} as Window)));
    expect((await openPopupWindows([popup(4), popup(7)], open)).map((p) => p.id)).toEqual([7]);
  });

  test('when the page is left while windows are opening, then no further window opens', async () => {
    const open = jest.fn(() => ({}) as Window);
    let wanted = true;
    const opening = openPopupWindows([popup(4), popup(7)], open, () => wanted);
    wanted = false;
    await expect(opening).resolves.toEqual([]);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
