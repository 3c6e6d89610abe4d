import styles from './admin-ui.module.css';

/** A field's own error, beside it (for a group the form kit's FieldFrame does not frame). */
export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
