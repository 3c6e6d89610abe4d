import { useEffect, useId, useState } from 'react';
import { Field, Form, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { witnessInputSchema, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { useAdminEnterWitnessMutation } from '../../lib/api/rounds-api';
import { WitnessPlaceField, witnessFormClasses } from './witness-place-field';
import styles from './draw-witness.module.css';

/**
 * draw/v2 rounds made before draw/v3: the witnessed number, which counts once two different admins
 * enter the same one. Kept for those rounds only; one column, so it fits a phone.
 */
export function LegacyWitnessForm({ info }: { info: RoundDrawInfo }) {
  const id = useId();
  const [enterWitness, state] = useAdminEnterWitnessMutation();
  // the contract's rule; the server checks the number's digits against the round's plan
  const form = useSchemaForm(witnessInputSchema, { number: '', place: '' });
  const { isSubmitSuccessful } = form.formState;
  // an entered number leaves its field (the place stays)
  useEffect(() => {
    if (isSubmitSuccessful) form.reset({ ...form.getValues(), number: '' });
  }, [form, isSubmitSuccessful]);
  // the last entry's outcome, in words: no field
  const [done, setDone] = useState('');

  return (
    <Form
      form={form}
      onSubmit={async (body) => {
        setDone('');
        await enterWitness({ id: info.roundId, ...body }).unwrap();
        setDone('참관 추첨 번호를 입력했습니다.');
      }}
      className={styles.form}
      classes={witnessFormClasses}
      aria-labelledby={`${id}-title`}
    >
      <strong id={`${id}-title`}>참관 추첨 번호 입력</strong>
      <Field
        name="number"
        label={`참관 추첨 번호 (${info.plan.witnessedDigits}자리)`}
        inputMode="numeric"
        autoComplete="off"
      />
      <WitnessPlaceField label="참관 장소 또는 중계 링크" />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={state.isLoading}>
          입력
        </button>
      </div>
      <FormError />
      <p role="status" className={styles.done}>
        {done}
      </p>
    </Form>
  );
}
