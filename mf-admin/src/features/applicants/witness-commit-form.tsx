import { useId, useState, type FormEvent } from 'react';
import {
  drawMessages,
  witnessCommitInputSchema,
  type RoundDrawInfo,
} from '@portal/shared-types/draw/draw-api.schema';
import { WITNESS_VALUE } from '@portal/shared-types/draw/draw-v3';
import { errorMessage, errorStatus } from '../../lib/http';
import { useAdminCommitWitnessMutation } from '../../lib/api/rounds-api';
import { useFormOutcome } from './form-outcome';
import { WitnessPlaceField } from './witness-place-field';
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
 * 참관 약속, before the close: the witness's six digits (a random value offered, which they may change)
 * are sealed here with a fresh 16-byte salt, and only the digest and the place are sent. The code to
 * reveal later stays on this device and is shown to copy or download (again after a reload, while the
 * round is open, when this device's code is among the commitments).
 */
export function WitnessCommitForm({ info }: { info: RoundDrawInfo }) {
  const { roundId, title: roundTitle } = info;
  const id = useId();
  const [commit, state] = useAdminCommitWitnessMutation();
  const [value, setValue] = useState(randomWitnessValue);
  const [place, setPlace] = useState('');
  const [sealed, setSealed] = useState<WitnessCode | null>(null);
  const outcome = useFormOutcome();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!WITNESS_VALUE.test(value.trim())) return outcome.fail(drawMessages.witnessValue);
    const code = { value: value.trim(), salt: randomSalt() };
    const body = witnessCommitInputSchema.safeParse({ commitment: commitmentOf(code), place });
    if (!body.success) return outcome.fail(body.error.issues[0]?.message ?? drawMessages.witnessPlace);
    // kept before sending: if the answer is lost on the way, the commitment may still have been taken
    keepWitnessCode(roundId, code);
    try {
      await commit({ id: roundId, ...body.data }).unwrap();
    } catch (failure) {
      // a refusal the server answered took nothing: forget that code, keep any earlier one
      if (errorStatus(failure) !== undefined) keepWitnessCode(roundId, code, false);
      return outcome.fail(errorMessage(failure));
    }
    setSealed(code);
    outcome.succeed(
      '참관 약속을 보냈습니다. 서버에는 약속값(SHA-256)만 갔고, 참관 값과 봉인 코드는 이 기기에만 있습니다.',
    );
  };

  const committed = info.witnesses.map((row) => row.commitment);
  const mine = sealed ?? storedCodeFor(roundId, committed);
  if (mine)
    return (
      <>
        {outcome.view}
        <SealedCode roundId={roundId} roundTitle={roundTitle} code={mine} />
      </>
    );
  if (committed.length >= (info.plan.witnesses ?? 0))
    return (
      <p>이 회차의 참관 약속 {committed.length}개가 모두 찼습니다. 마감하면 약속이 명단과 함께 확정됩니다.</p>
    );
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <strong id={`${id}-title`}>참관 약속</strong>
      <p className={styles.hint}>
        마감 전에 6자리 참관 값을 정해 봉인합니다. 값은 이 브라우저에서 무작위 봉인 코드와 함께 SHA-256으로
        봉인되고, 서버에는 약속값만 보내집니다. 값은 명단 확정 뒤 drand 난수 공개 시각 전에 공개합니다.
      </p>
      <label htmlFor={`${id}-value`}>참관 값 (6자리 숫자)</label>
      <input
        id={`${id}-value`}
        className={styles.code}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        aria-describedby={`${id}-value-hint`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <p id={`${id}-value-hint`} className={styles.hint}>
        무작위로 뽑은 값을 채워 두었습니다. 참관 현장에서 정한 값으로 바꿔도 됩니다.
      </p>
      <WitnessPlaceField id={`${id}-place`} value={place} onChange={setPlace} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={state.isLoading}>
          {state.isLoading ? '보내는 중…' : '봉인해서 약속하기'}
        </button>
      </div>
      {outcome.view}
    </form>
  );
}
