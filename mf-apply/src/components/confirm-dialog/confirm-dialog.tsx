import { useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from '@portal/web-runtime/modal-dialog';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question (a native <dialog>) with 취소 and one confirming button: 취소 has focus first (the
 * safe answer), Tab stays inside, Escape cancels, and focus goes back to whatever opened it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  return (
    <ModalDialog
      onClose={onCancel}
      initialFocus={cancelRef}
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <div className={styles.buttons}>
        <button ref={cancelRef} type="button" className={styles.button} onClick={onCancel}>
          취소
        </button>
        <button type="button" className={styles.danger} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
