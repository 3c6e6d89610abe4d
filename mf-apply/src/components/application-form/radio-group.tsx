import { FieldError, fieldErrorId } from './field-error';
import styles from './apply-form.module.css';

export interface RadioOption<T> {
  value: T;
  label: string;
  /** who may choose it, read after the label (aria-describedby), not part of its name */
  hint?: string;
}

interface RadioGroupProps<T> {
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** the problem of this question after a refused submit, shown under its options */
  error?: string;
}

/** A required choice as a fieldset: the legend names the question for every radio in it. */
export function RadioGroup<T extends string | number | boolean>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: RadioGroupProps<T>) {
  return (
    <fieldset className={`${styles.fieldset} ${error ? styles.invalid : ''}`}>
      <legend>
        {legend} <span className={styles.required}>(필수)</span>
      </legend>
      <div className={styles.options}>
        {options.map((option) => {
          const hintId = option.hint ? `${name}-${String(option.value)}-hint` : undefined;
          const describedBy = [error ? fieldErrorId(name) : undefined, hintId].filter(Boolean).join(' ');
          return (
            <div key={String(option.value)} className={styles.optionWithHint}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  value={String(option.value)}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy || undefined}
                />
                {option.label}
              </label>
              {option.hint && (
                <span id={hintId} className={styles.optionHint}>
                  {option.hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <FieldError field={name} message={error} />
    </fieldset>
  );
}
