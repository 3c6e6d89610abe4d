import styles from './admin-ui.module.css';

/** A form's failure, announced to screen readers as it appears; nothing when there is none. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );
}
