import { Field, type FormClasses } from '@portal/web-runtime/form';
import styles from './draw-witness.module.css';

/** The witnessing forms' look for the form kit. */
export const witnessFormClasses: FormClasses = {
  field: styles.field,
  hint: styles.hint,
  error: styles.error,
};

// Where a witnessing happened or can be watched: the same field on every witnessing form (the server
// takes up to 300 characters), the form's `place`.
export function WitnessPlaceField({ label = '참관한 곳' }: { label?: string }) {
  return (
    <Field
      name="place"
      label={label}
      autoComplete="off"
      maxLength={300}
      placeholder="예: 관리사무소 1층 회의실 또는 중계 링크"
    />
  );
}
