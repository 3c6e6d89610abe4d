import { formatRemaining } from '@portal/shared-types/identity/verification-time';
import { verificationStateTexts } from './verification-texts';
import styles from './verification.module.css';

interface VerificationStatusProps {
  /** seconds left, null when the verification does not say its end */
  remaining: number | null;
  expired: boolean;
  busy: boolean;
  onVerifyAgain: () => void;
  /** forgets the verification, for the next person at a shared computer */
  onSwitchPerson: () => void;
}

/** How long the verification still holds, with the buttons to renew it or to verify someone else. */
export function VerificationStatus({
  remaining,
  expired,
  busy,
  onVerifyAgain,
  onSwitchPerson,
}: VerificationStatusProps) {
  return (
    <div className={`${styles.status} ${expired ? styles.statusExpired : ''}`}>
      {expired ? (
        <p role="alert" className={styles.statusText}>
          <span aria-hidden="true">⚠ </span>
          {verificationStateTexts.expired}
        </p>
      ) : (
        remaining !== null && (
          <p className={styles.statusText}>
            본인인증 남은 시간 <strong>{formatRemaining(remaining)}</strong>
          </p>
        )
      )}
      <div className={styles.statusActions}>
        <button type="button" className={styles.secondaryButton} onClick={onVerifyAgain} disabled={busy}>
          {verificationStateTexts.verifyAgain}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={onSwitchPerson}>
          {verificationStateTexts.switchPerson}
        </button>
      </div>
    </div>
  );
}
