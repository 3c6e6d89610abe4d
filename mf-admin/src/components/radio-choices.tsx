import { Fragment, useId } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import styles from './admin-ui.module.css';

interface RadioChoicesProps {
  /** the value's path in the form (it holds the chosen choice's value, '' before a choice) */
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  /** the choice held still (e.g. while a confirm step shows what was chosen) */
  disabled?: boolean;
}

/**
 * One choice among a few, as radios of a form-kit Form: the group's error (the schema's message) is
 * under them and read with each radio, which is marked wrong so the form can focus it.
 */
export function RadioChoices({ name, legend, choices, disabled }: RadioChoicesProps) {
  const id = useId();
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.field} aria-describedby={errorId} disabled={disabled}>
      <legend>{legend}</legend>
      {choices.map(({ value, label }, index) => (
        <Fragment key={value}>
          {index > 0 && ' '}
          <label>
            <input
              type="radio"
              value={value}
              {...register(name)}
              aria-invalid={message ? true : undefined}
              aria-describedby={errorId}
            />{' '}
            {label}
          </label>
        </Fragment>
      ))}
      {message && (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
