import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfSeoulDay } from '@portal/shared-types/common/dates';
import type { Popup } from '@portal/shared-types/popups/popup-rules';
import { PopupWindow } from '../src/features/popup-window/popup-window';

const popup: Popup = {
  id: 3,
  title: '청약 접수 안내',
  content: '<p>지금 접수 중입니다.</p>',
  startTs: '2026-05-01',
  endTs: '2026-05-31',
  imageUrl: '/portal/popup-image/banner.png',
  linkUrl: 'https://example.org/apply',
};

describe('PopupWindow', () => {
  let close: jest.SpyInstance;
  let resizeTo: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    resizeTo = jest.spyOn(window, 'resizeTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the image, the text overlay and the link when the popup has them', () => {
    render(<PopupWindow id={3} popup={popup} />);
    expect(screen.getByRole('heading', { name: '청약 접수 안내' })).toBeInTheDocument();
    expect(screen.getByText('지금 접수 중입니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /자세히 보기/ })).toHaveAttribute(
      'href',
      'https://example.org/apply',
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/portal/popup-image/banner.png');
  });

  it('when the content is only tags and spaces, then there is no overlay and the image is named by the title', () => {
    render(<PopupWindow id={3} popup={{ ...popup, content: '<p>&nbsp; </p>', linkUrl: null }} />);
    expect(screen.getByRole('img', { name: '청약 접수 안내' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the image loads, then the window fits it plus the footer within the screen', () => {
    Object.defineProperty(window.screen, 'availWidth', { value: 1920, configurable: true });
    Object.defineProperty(window.screen, 'availHeight', { value: 1040, configurable: true });
    render(<PopupWindow id={3} popup={popup} />);
    const image = document.querySelector('img')!;
    Object.defineProperty(image, 'naturalWidth', { value: 500 });
    Object.defineProperty(image, 'naturalHeight', { value: 600 });
    fireEvent.load(image);
    expect(resizeTo).toHaveBeenCalledWith(500, 720);
  });

  it("when 'do not show today' is ticked, then it stores a record until midnight in Seoul and closes", async () => {
    const user = userEvent.setup();
    const before = Date.now();
    render(<PopupWindow id={3} popup={popup} />);
    await user.click(screen.getByRole('checkbox', { name: '오늘 하루 보지 않기' }));
    const record = JSON.parse(localStorage.getItem('popup-hidden-3')!) as { expires: number };
    expect([endOfSeoulDay(new Date(before)), endOfSeoulDay(new Date())]).toContain(record.expires);
    expect(close).toHaveBeenCalled();
  });

  it('when a record hides it today, then it shows no popup; when the record has expired, then it is removed', () => {
    localStorage.setItem('popup-hidden-3', JSON.stringify({ expires: Date.now() + 60_000 }));
    const { unmount } = render(<PopupWindow id={3} popup={popup} />);
    expect(screen.getByText('오늘 하루 보지 않기로 설정한 팝업입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '청약 접수 안내' })).not.toBeInTheDocument();
    unmount();
    localStorage.setItem('popup-hidden-3', JSON.stringify({ expires: Date.now() - 1 }));
    render(<PopupWindow id={3} popup={popup} />);
    expect(screen.getByRole('heading', { name: '청약 접수 안내' })).toBeInTheDocument();
    expect(localStorage.getItem('popup-hidden-3')).toBeNull();
  });

  it('when 닫기 is pressed, then the window closes', async () => {
    const user = userEvent.setup();
    render(<PopupWindow id={3} popup={popup} />);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(close).toHaveBeenCalled();
  });
});
