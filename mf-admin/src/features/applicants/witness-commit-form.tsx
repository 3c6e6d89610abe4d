import { useId, useState } from 'react';
import { z } from 'zod';
import { FieldFrame, Form, FormError, useSchemaForm } from '@portal/web-runtime/form';
import {
  witnessCommitInputSchema,
  witnessRevealInputSchema,
  type RoundDrawInfo,
} from '@portal/shared-types/draw/draw-api.schema';
import { errorStatus } from '../../lib/http';
import { useAdminCommitWitnessMutation } from '../../lib/api/rounds-api';
import { WitnessPlaceField, witnessFormClasses } from './witness-place-field';
import { SealedCode } from './sealed-code';
import styles from './draw-witness.module.css';
import {
  commitmentOf,
  keepWitnessCode,
  randomSalt,
  randomWitnessValue,
  storedCodeFor,
  type WitnessCode,
} from './witness-code';

/**
 * What the witness types: the value as its reveal will be checked, and the place as the commitment's.
 * Only the place leaves the browser; the value is sealed here.
 */
const witnessCommitFormSchema = z.object({
  value: witnessRevealInputSchema.shape.value,
  place: witnessCommitInputSchema.shape.place,
});

const COMMITTED =
  '참관 약속을 보냈습니다. 서버에는 약속값(SHA-256)만 갔고, 참관 값과 봉인 코드는 이 기기에만 있습니다.';

/**
 * 참관 약속, before the close: the witness's six digits (a random value offered, which they may change)
 * are sealed here with a fresh 16-byte salt, and only the digest and the place are sent. The code to
 * reveal later stays on this device and is shown to copy or download (again after a reload, while the
 * round is open, when this device's code is among the commitments).
 */
export function WitnessCommitForm({ info }: { info: RoundDrawInfo }) {
  const { roundId, title: roundTitle } = info;
  const id = useId();
  const [commit, state] = useAdminCommitWitnessMutation();
  const form = useSchemaForm(witnessCommitFormSchema, { value: randomWitnessValue(), place: '' });
  // the code this device sealed and sent: the form gives way to it
  const [sealed, setSealed] = useState<WitnessCode | null>(null);

  const submit = async ({ value, place }: z.output<typeof witnessCommitFormSchema>) => {
    const code = { value, salt: randomSalt() };
    // kept before sending: if the answer is lost on the way, the commitment may still have been taken
    keepWitnessCode(roundId, code);
    try {
      await commit({ id: roundId, commitment: commitmentOf(code), place }).unwrap();
    } catch (failure) {
      // a refusal the server answered took nothing: forget that code, keep any earlier one
      if (errorStatus(failure) !== undefined) keepWitnessCode(roundId, code, false);
      throw failure;
    }
    setSealed(code);
  };

  const committed = info.witnesses.map((row) => row.commitment);
  const mine = sealed ?? storedCodeFor(roundId, committed);
  if (mine)
    return (
      <>
        <p role="status" className={styles.done}>
          {sealed ? COMMITTED : ''}
        </p>
        <SealedCode roundId={roundId} roundTitle={roundTitle} code={mine} />
      </>
    );
  if (committed.length >= (info.plan.witnesses ?? 0))
    return (
      <p>이 회차의 참관 약속 {committed.length}개가 모두 찼습니다. 마감하면 약속이 명단과 함께 확정됩니다.</p>
    );
  return (
    <Form
      form={form}
      onSubmit={submit}
      className={styles.form}
      classes={witnessFormClasses}
      aria-labelledby={`${id}-title`}
    >
      <strong id={`${id}-title`}>참관 약속</strong>
      <p className={styles.hint}>
        마감 전에 6자리 참관 값을 정해 봉인합니다. 값은 이 브라우저에서 무작위 봉인 코드와 함께 SHA-256으로
        봉인되고, 서버에는 약속값만 보내집니다. 값은 명단 확정 뒤 drand 난수 공개 시각 전에 공개합니다.
      </p>
      <FieldFrame
        name="value"
        label="참관 값 (6자리 숫자)"
        hint="무작위로 뽑은 값을 채워 두었습니다. 참관 현장에서 정한 값으로 바꿔도 됩니다."
      >
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
      <WitnessPlaceField />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={state.isLoading}>
          {state.isLoading ? '보내는 중…' : '봉인해서 약속하기'}
        </button>
      </div>
      <FormError />
    </Form>
  );
}
