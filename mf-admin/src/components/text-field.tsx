import { useId, type InputHTMLAttributes } from 'react';
import styles from './admin-ui.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled input of the admin forms: the label names it, the value comes and goes as text. */
export function TextField({ label, value, onChange, ...input }: Props) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
    </div>
  );
}
