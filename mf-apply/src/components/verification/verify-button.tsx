import type { Ref } from 'react';
import styles from './verification.module.css';

interface VerifyButtonProps {
  onClick: () => void;
  busy: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** Tells the person before the click that a new window opens (KWCAG 7.3.3). */
export function VerifyButton({ onClick, busy, ref }: VerifyButtonProps) {
  return (
    <button ref={ref} type="button" className={styles.verifyButton} onClick={onClick} disabled={busy}>
      휴대폰 본인인증 (새 창 열림)
    </button>
  );
}
