import type { ReactNode } from 'react';
import { VerifyButton } from './verify-button';
import styles from './verification.module.css';

interface VerificationGateProps {
  /** why the verification is asked for here */
  explanation: ReactNode;
  onVerify: () => void;
  busy: boolean;
  warning?: string | null;
}

/** A panel that asks for the phone verification before a step that needs it. */
export function VerificationGate({ explanation, onVerify, busy, warning }: VerificationGateProps) {
  return (
    <section className={styles.panel} aria-label="휴대폰 본인인증">
      {warning && (
        <p className={styles.warning} role="alert">
          {warning}
        </p>
      )}
      <VerifyButton onClick={onVerify} busy={busy} />
      <p className={styles.hint}>{explanation}</p>
    </section>
  );
}
