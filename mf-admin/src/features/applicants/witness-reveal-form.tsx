import { useEffect, useId, useState } from 'react';
import { FieldFrame, Form, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  witnessRevealInputSchema,
  type RoundDrawInfo,
  type WitnessRevealInput,
} from '@portal/shared-types/draw/draw-api.schema';
import { useAdminRevealWitnessMutation } from '../../lib/api/rounds-api';
import { WitnessPlaceField, witnessFormClasses } from './witness-place-field';
import { storedCodeFor } from './witness-code';
import styles from './draw-witness.module.css';

/**
 * 참관 값 공개, after the freeze and before the beacon's time: the value and the 봉인 코드, filled from
 * this device when it made one of the commitments not yet revealed, and where the witness is.
 */
export function WitnessRevealForm({ info }: { info: RoundDrawInfo }) {
  const id = useId();
  const [reveal, state] = useAdminRevealWitnessMutation();
  const unrevealed = info.witnesses.filter((row) => !row.reveal).map((row) => row.commitment);
  const [kept] = useState(() => storedCodeFor(info.roundId, unrevealed));
  const form = useSchemaForm(witnessRevealInputSchema, {
    value: kept?.value ?? '',
    salt: kept?.salt ?? '',
    place: '',
  });
  // what the last reveal did, in words: an outcome, no field
  const [done, setDone] = useState('');
  const { isSubmitSuccessful } = form.formState;
  // a revealed value and its code leave the fields (the place stays for the next one)
  useEffect(() => {
    if (isSubmitSuccessful) form.reset({ ...form.getValues(), value: '', salt: '' });
  }, [form, isSubmitSuccessful]);

  const submit = async (body: WitnessRevealInput) => {
    setDone('');
    await reveal({ id: info.roundId, ...body }).unwrap();
    setDone(`참관 값 ${body.value}을(를) 공개했습니다. 약속과 맞는지 서버가 확인했습니다.`);
  };
  const status = (
    <p role="status" className={styles.done}>
      {done}
    </p>
  );

  if (unrevealed.length === 0)
    return (
      <>
        {status}
        <p>모든 참관 값이 공개되었습니다.</p>
      </>
    );
  return (
    <Form
      form={form}
      onSubmit={submit}
      className={styles.form}
      classes={witnessFormClasses}
      aria-labelledby={`${id}-title`}
    >
      <strong id={`${id}-title`}>참관 값 공개</strong>
      <p className={styles.hint}>
        {info.revealUntil && `${formatAdminDateTime(info.revealUntil)}(drand 난수 공개 시각) 전까지 `}
        약속할 때 받은 참관 값과 봉인 코드를 입력하세요. 공개하지 않은 약속은 빈 값으로 추첨합니다.
      </p>
      {kept && <p className={styles.hint}>이 기기에 보관한 봉인 코드로 채워 두었습니다.</p>}
      <FieldFrame name="value" label="참관 값 (6자리 숫자)">
        {(control) => (
          <input
            className={styles.code}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            {...form.register('value')}
            {...control}
          />
        )}
      </FieldFrame>
      <FieldFrame name="salt" label="봉인 코드 (32자)">
        {(control) => (
          <input
            className={styles.code}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            {...form.register('salt')}
            {...control}
          />
        )}
      </FieldFrame>
      <WitnessPlaceField />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={state.isLoading}>
          {state.isLoading ? '보내는 중…' : '공개하기'}
        </button>
      </div>
      <FormError />
      {status}
    </Form>
  );
}
