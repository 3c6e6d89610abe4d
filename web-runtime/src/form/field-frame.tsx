import { useId, type ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { useFormClasses } from './form-classes';

/** What a control needs to be read with its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  /** the value's path in the form */
  name: string;
  label: ReactNode;
  /** a line under the control that says what it takes */
  hint?: ReactNode;
  className?: string;
  /** the label after the control (a checkbox) instead of before it */
  labelAfter?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, hint and error around one control; the control comes from `children` (an input of Field,
 * or an editor of a Controller). The error is text under the control, tied to it with aria-describedby
 * and aria-invalid, so it is never told by colour alone.
 */
export function FieldFrame({ name, label, hint, className, labelAfter, children }: FieldFrameProps) {
  const id = useId();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const classes = useFormClasses();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelElement = <label htmlFor={id}>{label}</label>;
  return (
    <div className={className ?? classes.field}>
      {!labelAfter && labelElement}
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
      {labelAfter && labelElement}
      {hint && (
        <span id={hintId} className={classes.hint}>
          {hint}
        </span>
      )}
      {message && (
        <p id={errorId} className={classes.error}>
          {message}
        </p>
      )}
    </div>
  );
}
