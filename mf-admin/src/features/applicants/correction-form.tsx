import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import {
  normalizeWinningState,
  parseReserveNumber,
} from '@portal/shared-types/applicants/winning-state-rules';
import { NOT_WON, RESERVE, WON } from '@portal/shared-types/draw/winning-state';
import { correctionMessages } from '@portal/shared-types/after-draw/correction-rules';
import { correctionProposalSchema } from '@portal/shared-types/after-draw/corrections.schema';
import { CORRECTION_REASON_MAX } from '@portal/shared-types/after-draw/moves';
import styles from '../../components/admin-ui.module.css';
import { useAdminProposeCorrectionMutation } from '../../lib/api/corrections-api';
import { errorMessage } from '../../lib/http';
import { useFormOutcome } from './form-outcome';

interface CorrectionFormProps {
  roundId: number;
  applicant: Applicant;
  /** the proposal was sent (with what to announce), or the admin cancelled */
  onClose: (sent: string | null) => void;
}

/** The new result typed as the server takes it: 당첨, 미당첨 or 예비 n. */
const resultOf = (kind: string, number: string) =>
  kind === RESERVE ? `${RESERVE} ${parseReserveNumber(number) ?? number.trim()}` : kind;

/**
 * One applicant's 추첨 결과 정정 요청: the new result and its reason, which is published as written. Nothing
 * changes until another admin confirms it in the 정정 요청 list.
 */
export function CorrectionForm({ roundId, applicant, onClose }: CorrectionFormProps) {
  const id = useId();
  // a correction changes the result: the choice starts on one the applicant does not have
  const [kind, setKind] = useState<string>(
    normalizeWinningState(applicant.winningState) === WON ? NOT_WON : WON,
  );
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState('');
  const [propose, { isLoading }] = useAdminProposeCorrectionMutation();
  const outcome = useFormOutcome();
  const firstField = useRef<HTMLSelectElement>(null);
  // the form opens where the admin asked for it: the keyboard is at its first field
  useEffect(() => firstField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = correctionProposalSchema.safeParse({ result: resultOf(kind, number), reason });
    if (!parsed.success) return outcome.fail(parsed.error.issues[0]!.message);
    try {
      await propose({ roundId, applicantId: applicant.id, body: parsed.data }).unwrap();
      onClose(
        `${applicant.receiptNumber}의 정정 요청(${parsed.data.result})을 올렸습니다. 다른 관리자가 확인하면 결과가 바뀝니다.`,
      );
    } catch (failure) {
      outcome.fail(errorMessage(failure));
    }
  };

  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h4 id={`${id}-title`}>
        추첨 결과 정정 요청: {applicant.name} ({applicant.receiptNumber}, 지금{' '}
        {normalizeWinningState(applicant.winningState)})
      </h4>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>새 결과</label>
        <div className={styles.actions}>
          <select
            id={`${id}-kind`}
            ref={firstField}
            className={styles.stateControl}
            value={kind}
            onChange={(event) => setKind(event.target.value)}
          >
            {[WON, NOT_WON, RESERVE].map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {kind === RESERVE && (
            <input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              aria-label="새 예비 순번"
              className={`${styles.stateControl} ${styles.reserveNumber}`}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
          )}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>정정 사유 (공개)</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={CORRECTION_REASON_MAX}
          aria-describedby={`${id}-hint`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.muted}>
          {correctionMessages.reasonPublic}
        </p>
      </div>
      {outcome.view}
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          요청
        </button>
        <button type="button" onClick={() => onClose(null)}>
          취소
        </button>
      </div>
    </form>
  );
}
