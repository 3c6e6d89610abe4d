import { useEffect, useRef, type ReactNode } from 'react';
import { VerifyButton } from './verify-button';
import styles from './verification.module.css';

interface VerificationGateProps {
  /** why the verification is asked for here */
  explanation: ReactNode;
  onVerify: () => void;
  busy: boolean;
  warning?: string | null;
  /** the button takes the focus when the gate appears, e.g. after a verification was cleared */
  focusOnShow?: boolean;
}

/** A panel that asks for the phone verification before a step that needs it. */
export function VerificationGate({
  explanation,
  onVerify,
  busy,
  warning,
  focusOnShow,
}: VerificationGateProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnShow) buttonRef.current?.focus();
  }, [focusOnShow]);
  return (
    <section className={styles.panel} aria-label="휴대폰 본인인증">
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      <VerifyButton ref={buttonRef} onClick={onVerify} busy={busy} />
      <p className={styles.hint}>{explanation}</p>
    </section>
  );
}
