import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useFormClasses } from './form-classes';

/**
 * The server's refusal of the last submit, announced (role="alert") and focused so that a keyboard or
 * screen reader user lands on it; nothing when there is none. Inside a Form.
 */
export function FormError() {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  const message = errors.root?.server?.message;
  const classes = useFormClasses();
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={alert} role="alert" tabIndex={-1} className={classes.error}>
      {message}
    </p>
  );
}
