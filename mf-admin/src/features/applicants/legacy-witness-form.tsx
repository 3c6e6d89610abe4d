import { useId, useState, type FormEvent } from 'react';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { errorMessage } from '../../lib/http';
import { useAdminEnterWitnessMutation } from '../../lib/api/rounds-api';
import { useFormOutcome } from './form-outcome';
import { WitnessPlaceField } from './witness-place-field';
import styles from './draw-witness.module.css';

/**
 * draw/v2 rounds made before draw/v3: the witnessed number, which counts once two different admins
 * enter the same one. Kept for those rounds only; one column, so it fits a phone.
 */
export function LegacyWitnessForm({ info }: { info: RoundDrawInfo }) {
  const id = useId();
  const [enterWitness, state] = useAdminEnterWitnessMutation();
  const [number, setNumber] = useState('');
  const [place, setPlace] = useState('');
  const outcome = useFormOutcome();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await enterWitness({ id: info.roundId, number: number.trim(), place: place.trim() }).unwrap();
    } catch (failure) {
      return outcome.fail(errorMessage(failure));
    }
    setNumber('');
    outcome.succeed('참관 추첨 번호를 입력했습니다.');
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <strong id={`${id}-title`}>참관 추첨 번호 입력</strong>
      <label htmlFor={`${id}-witness`}>참관 추첨 번호 ({info.plan.witnessedDigits}자리)</label>
      <input
        id={`${id}-witness`}
        inputMode="numeric"
        autoComplete="off"
        value={number}
        onChange={(event) => setNumber(event.target.value)}
      />
      <WitnessPlaceField
        id={`${id}-place`}
        label="참관 장소 또는 중계 링크"
        value={place}
        onChange={setPlace}
      />
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={state.isLoading}>
          입력
        </button>
      </div>
      {outcome.view}
    </form>
  );
}
