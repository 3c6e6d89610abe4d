import { useId, useState, type FormEvent } from 'react';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import {
  drawMessages,
  witnessRevealInputSchema,
  type RoundDrawInfo,
} from '@portal/shared-types/draw/draw-api.schema';
import { errorMessage } from '../../lib/http';
import { useAdminRevealWitnessMutation } from '../../lib/api/rounds-api';
import { useFormOutcome } from './form-outcome';
import { WitnessPlaceField } from './witness-place-field';
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
  const [value, setValue] = useState(kept?.value ?? '');
  const [salt, setSalt] = useState(kept?.salt ?? '');
  const [place, setPlace] = useState('');
  const outcome = useFormOutcome();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = witnessRevealInputSchema.safeParse({ value, salt, place });
    if (!body.success) return outcome.fail(body.error.issues[0]?.message ?? drawMessages.witnessValue);
    try {
      await reveal({ id: info.roundId, ...body.data }).unwrap();
    } catch (failure) {
      return outcome.fail(errorMessage(failure));
    }
    setValue('');
    setSalt('');
    outcome.succeed(`참관 값 ${body.data.value}을(를) 공개했습니다. 약속과 맞는지 서버가 확인했습니다.`);
  };

  if (unrevealed.length === 0)
    return (
      <>
        {outcome.view}
        <p>모든 참관 값이 공개되었습니다.</p>
      </>
    );
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <strong id={`${id}-title`}>참관 값 공개</strong>
      <p className={styles.hint}>
        {info.revealUntil && `${formatAdminDateTime(info.revealUntil)}(drand 난수 공개 시각) 전까지 `}
        약속할 때 받은 참관 값과 봉인 코드를 입력하세요. 공개하지 않은 약속은 빈 값으로 추첨합니다.
      </p>
      {kept && <p className={styles.hint}>이 기기에 보관한 봉인 코드로 채워 두었습니다.</p>}
      <label htmlFor={`${id}-value`}>참관 값 (6자리 숫자)</label>
      <input
        id={`${id}-value`}
        className={styles.code}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <label htmlFor={`${id}-salt`}>봉인 코드 (32자)</label>
      <input
        id={`${id}-salt`}
        className={styles.code}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={salt}
        onChange={(event) => setSalt(event.target.value)}
      />
      <WitnessPlaceField id={`${id}-place`} value={place} onChange={setPlace} />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={state.isLoading}>
          {state.isLoading ? '보내는 중…' : '공개하기'}
        </button>
      </div>
      {outcome.view}
    </form>
  );
}
