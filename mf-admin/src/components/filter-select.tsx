import { Field } from '@portal/web-runtime/form';

interface FilterSelectProps {
  /** the kit form's field */
  name: string;
  label: string;
  /** each choice's value and what it reads; 전체 (no filter) comes first */
  choices: readonly { value: string | number; label: string }[];
}

/** A filter's drop-down on the kit: 전체, then the choices. */
export function FilterSelect({ name, label, choices }: FilterSelectProps) {
  return (
    <Field as="select" name={name} label={label}>
      <option value="">전체</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Field>
  );
}
