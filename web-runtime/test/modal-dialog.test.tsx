/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import '../../scripts/jest/dialog-polyfill.cjs';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { ModalDialog } from '../src/modal-dialog';

function Page({ onClose = () => undefined, closeOnBackdrop = false, focusSecond = false }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      {open && (
        <ModalDialog
          onClose={close}
          aria-labelledby="title"
          closeOnBackdrop={closeOnBackdrop}
          initialFocus={focusSecond ? second : undefined}
        >
          <h2 id="title">안내</h2>
          <button type="button">첫째</button>
          <button type="button" ref={second} onClick={close}>
            닫기
          </button>
        </ModalDialog>
      )}
    </>
  );
}

test('when it mounts, then it is a native dialog opened as a modal, named by its heading, focus inside', async () => {
  const user = userEvent.setup();
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  render(<Page />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  const dialog = screen.getByRole('dialog', { name: '안내' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(showModal).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '첫째' })).toHaveFocus();
  showModal.mockRestore();
});

test('when it names a control to focus first, then that control has focus', async () => {
  const user = userEvent.setup();
  render(<Page focusSecond />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
});

test('when Escape is pressed, then the parent is asked to close once, and focus returns to the opener', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: '열기' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('when a button of the dialog closes it, then it is closed before it goes and focus returns to the opener', async () => {
  const user = userEvent.setup();
  const close = jest.spyOn(HTMLDialogElement.prototype, 'close');
  const onClose = jest.fn();
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: '열기' });
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: '닫기' }));
  expect(close).toHaveBeenCalledTimes(1);
  // its own close() is not taken for a second request to close
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(opener).toHaveFocus();
  close.mockRestore();
});

test('when the backdrop is clicked, then only a dialog that allows it closes, and a click inside its box does not', async () => {
  const user = userEvent.setup();
  const onClose = jest.fn();
  const { unmount } = render(<Page onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  fireEvent.click(screen.getByRole('dialog'), { clientX: 500, clientY: 500 });
  expect(onClose).not.toHaveBeenCalled();
  unmount();

  render(<Page onClose={onClose} closeOnBackdrop />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  const dialog = screen.getByRole('dialog');
  const box = { left: 100, top: 100, right: 300, bottom: 300 };
  dialog.getBoundingClientRect = () => box as DOMRect;
  fireEvent.click(dialog, { clientX: 150, clientY: 150 });
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(dialog, { clientX: 500, clientY: 500 });
  expect(onClose).toHaveBeenCalledTimes(1);
});
