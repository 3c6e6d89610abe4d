import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FieldFrame } from './field-frame';

type Owned = 'id' | 'name' | 'aria-invalid' | 'aria-describedby' | 'children';
type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, Owned>;
type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, Owned>;
type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Owned>;

interface FieldBase {
  /** the value's path in the form */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** extra register options (setValueAs, deps, ...) for this one field */
  options?: RegisterOptions;
}

export type FieldProps =
  | (FieldBase & { as?: 'input' } & InputAttributes)
  | (FieldBase & { as: 'select'; children: ReactNode } & SelectAttributes)
  | (FieldBase & { as: 'textarea' } & TextareaAttributes);

/**
 * One labelled control of a Form, registered under its name: an input (the default; a checkbox puts
 * its label after it), a select (its options as children) or a textarea, with its hint and its
 * schema's Korean error.
 */
export function Field(props: FieldProps) {
  const { register } = useFormContext();
  const { name, label, hint, className, options, as = 'input', ...attributes } = props;
  const checkbox = as === 'input' && (attributes as InputAttributes).type === 'checkbox';
  return (
    <FieldFrame name={name} label={label} hint={hint} className={className} labelAfter={checkbox}>
      {(control) => {
        const registered = { ...register(name, options), ...control };
        if (as === 'select') {
          const { children, ...select } = attributes as SelectAttributes & { children: ReactNode };
          return (
            <select {...select} {...registered}>
              {children}
            </select>
          );
        }
        if (as === 'textarea') return <textarea {...(attributes as TextareaAttributes)} {...registered} />;
        return <input {...(attributes as InputAttributes)} {...registered} />;
      }}
    </FieldFrame>
  );
}
