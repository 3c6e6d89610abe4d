import styles from './admin-ui.module.css';
import { FormError } from './form-error';

interface Props {
  /** The save or validation failure to announce, if any. */
  error: string | null | undefined;
  saving: boolean;
  onCancel: () => void;
}

/** The end of every admin form: the failure, announced, then 저장 and 취소. */
export function FormFooter({ error, saving, onCancel }: Props) {
  return (
    <>
      <FormError error={error} />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={saving}>
          저장
        </button>
        <button type="button" onClick={onCancel}>
          취소
        </button>
      </div>
    </>
  );
}
