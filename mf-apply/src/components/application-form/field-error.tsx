import styles from './apply-form.module.css';

/** The id of a field's error text, for aria-describedby. */
export const fieldErrorId = (field: string) => `${field}-error`;

/** A field's error beside it: a sign and words, so colour is never the only signal. */
export function FieldError({ field, message }: { field: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(field)} className={styles.fieldError}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}
