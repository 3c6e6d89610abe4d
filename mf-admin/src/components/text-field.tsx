import { useId, type InputHTMLAttributes } from 'react';
import styles from './admin-ui.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** what is wrong with the value, shown under the field and read with it */
  error?: string | null | undefined;
};

/** A labelled input of the admin forms: the label names it, the value comes and goes as text. */
export function TextField({ label, value, onChange, error, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A field's own error, beside it. */
export function FieldError({ id, message }: { id?: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
