import {
  applyConsentNotice,
  PRIVACY_COLLECTION_SECTION,
} from '@portal/shared-types/applicants/apply-consent';
import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { FieldError, fieldErrorId } from './field-error';
import styles from './apply-form.module.css';

interface ConsentSectionProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}

/** The privacy consent: what is collected, why, for how long, and the right to refuse. */
export function ConsentSection({ checked, onChange, error }: ConsentSectionProps) {
  return (
    <section className={styles.consent} aria-labelledby="consent-title">
      <h3 id="consent-title">개인정보 수집 및 이용 동의</h3>
      {/* focusable so that keyboard users can scroll it when it overflows */}
      <div
        id="consent-text"
        className={styles.consentText}
        role="region"
        aria-label="개인정보 수집·이용 안내"
        tabIndex={0}
      >
        <dl>
          {applyConsentNotice.map(({ term, text }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* a new window: the answers typed so far stay in this one */}
      <p className={styles.policyLink}>
        자세한 내용은{' '}
        <Link to={`${paths.privacy()}#${PRIVACY_COLLECTION_SECTION}`} target="_blank" rel="noopener">
          개인정보처리방침 (새 창 열림)
        </Link>
        에서 확인할 수 있습니다.
      </p>
      <label className={`${styles.checkLine} ${error ? styles.invalidLine : ''}`}>
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={error ? `consent-text ${fieldErrorId('consent')}` : 'consent-text'}
          aria-invalid={error ? true : undefined}
          required
        />
        개인정보 수집 및 이용에 동의합니다. (필수)
      </label>
      <FieldError field="consent" message={error} />
    </section>
  );
}
