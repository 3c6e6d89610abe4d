import {
  useEffect,
  useLayoutEffect,
  useRef,
  type DialogHTMLAttributes,
  type MouseEvent,
  type RefObject,
} from 'react';

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel'
> {
  /** asked to close: Escape, or a click on the backdrop with `closeOnBackdrop`; the parent unmounts it */
  onClose: () => void;
  /** the control to focus when it opens (else the browser's choice: the first focusable one) */
  initialFocus?: RefObject<HTMLElement | null>;
  /** a click outside the box closes it too (a gallery; not a question that needs an answer) */
  closeOnBackdrop?: boolean;
}

/**
 * A modal of the site: the native `<dialog>`, opened with `showModal()` while it is mounted. The browser
 * gives what KWCAG asks of a modal: focus inside, Tab kept in it, the page behind inert, Escape and the
 * ::backdrop. Escape asks the parent to close (it unmounts the dialog), and focus then goes back to the
 * control that opened it. Name it with `aria-labelledby`. Open only in the browser: the server's HTML
 * never has a modal open, so it renders closed there and opens after hydration.
 */
export function ModalDialog({
  onClose,
  initialFocus,
  closeOnBackdrop,
  children,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // layout effect: its cleanup runs before React removes the element, while close() can still move focus
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const onCancel = (event: Event) => {
      // the parent decides: it unmounts the dialog, which closes it here
      event.preventDefault();
      close.current();
    };
    // a second Escape the browser does not let us cancel closes the dialog anyway: the parent follows
    const onClosed = () => close.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    // the page behind does not scroll under the backdrop
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    };
    // the dialog opens once, when it mounts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    props.onClick?.(event);
    if (!closeOnBackdrop || event.target !== event.currentTarget) return;
    // a click on the dialog element itself: inside its box (its padding) or on the backdrop around it
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close.current();
  };

  return (
    <dialog ref={ref} {...props} onClick={onClick}>
      {children}
    </dialog>
  );
}
