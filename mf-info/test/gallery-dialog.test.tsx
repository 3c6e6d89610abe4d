import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GalleryButton } from '../src/components/gallery/gallery-button';

const photo = (n: number) => ({
  src: `photo-${n}.svg`,
  description: `사진 설명 ${n}`,
  width: 800,
  height: 600,
});
const photos = [photo(1), photo(2), photo(3)];

function renderGallery() {
  render(
    <>
      <button type="button">앞 버튼</button>
      <GalleryButton
        title="코인세탁실 사진"
        preview={photo(1)}
        images={photos}
        hint="클릭하면 사진 3장을 볼 수 있습니다"
      />
    </>,
  );
  return screen.getByRole('button', { name: /클릭하면 사진 3장을 볼 수 있습니다/ });
}

const shownImage = () => screen.getByRole('dialog').querySelector('img');

describe('GalleryDialog', () => {
  it('when the picture is activated by keyboard, then a named modal dialog opens with focus on 닫기', async () => {
    const user = userEvent.setup();
    const opener = renderGallery();
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '코인세탁실 사진' });
    // a native modal: the browser keeps Tab inside and the page behind inert (the browser tests check it)
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    expect(shownImage()).toHaveAttribute('alt', '일러스트: 사진 설명 1');
    expect(dialog).toHaveTextContent('1 / 3');
  });

  it('when the arrow keys are pressed, then the photos cycle round in both directions', async () => {
    const user = userEvent.setup();
    await user.click(renderGallery());
    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAttribute('alt', '일러스트: 사진 설명 3');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', '일러스트: 사진 설명 1');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownImage()).toHaveAttribute('alt', '일러스트: 사진 설명 3');
    expect(screen.getByRole('dialog')).toHaveTextContent('3 / 3');
  });

  it('when 다음 사진 and 이전 사진 are clicked, then they move and wrap at the ends', async () => {
    const user = userEvent.setup();
    await user.click(renderGallery());
    await user.click(screen.getByRole('button', { name: '이전 사진' }));
    expect(shownImage()).toHaveAttribute('alt', '일러스트: 사진 설명 3');
    await user.click(screen.getByRole('button', { name: '다음 사진' }));
    expect(shownImage()).toHaveAttribute('alt', '일러스트: 사진 설명 1');
  });

  it('when the backdrop is clicked, then the dialog closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const opener = renderGallery();
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const box = { left: 100, top: 100, right: 300, bottom: 300 };
    dialog.getBoundingClientRect = () => box as DOMRect;
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when Escape is pressed, then the dialog closes and focus returns to the picture that opened it', async () => {
    const user = userEvent.setup();
    const opener = renderGallery();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when 닫기 is clicked, then the dialog closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const opener = renderGallery();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
