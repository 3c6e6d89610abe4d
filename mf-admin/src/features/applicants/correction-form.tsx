import { useEffect, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Field, FieldFrame, FormError, useSchemaForm } from '@portal/web-runtime/form';
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
import { AdminForm } from '../../components/admin-form';

interface CorrectionFormProps {
  roundId: number;
  applicant: Applicant;
  /** the proposal was sent (with what to announce), or the admin cancelled */
  onClose: (sent: string | null) => void;
}

/** The new result typed as the server takes it: 당첨, 미당첨 or 예비 n. */
const resultOf = (kind: string, number: string) =>
  kind === RESERVE ? `${RESERVE} ${parseReserveNumber(number) ?? number.trim()}` : kind;

/** The choice and the reserve number read as the contract's result, then checked by its rule. */
const correctionFormSchema = z
  .object({ kind: z.string(), number: z.string(), reason: z.string() })
  .transform(({ kind, number, reason }) => ({ result: resultOf(kind, number), reason }))
  .pipe(correctionProposalSchema);

/**
 * One applicant's 추첨 결과 정정 요청: the new result and its reason, which is published as written. Nothing
 * changes until another admin confirms it in the 정정 요청 list.
 */
export function CorrectionForm({ roundId, applicant, onClose }: CorrectionFormProps) {
  const id = useId();
  const [propose, { isLoading }] = useAdminProposeCorrectionMutation();
  const form = useSchemaForm(correctionFormSchema, {
    // a correction changes the result: the choice starts on one the applicant does not have
    kind: normalizeWinningState(applicant.winningState) === WON ? NOT_WON : WON,
    number: '',
    reason: '',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  // the form opens where the admin asked for it: the keyboard is at its first field
  useEffect(() => form.setFocus('kind'), [form]);

  const submit = async (body: z.output<typeof correctionFormSchema>) => {
    await propose({ roundId, applicantId: applicant.id, body }).unwrap();
    onClose(
      `${applicant.receiptNumber}의 정정 요청(${body.result})을 올렸습니다. 다른 관리자가 확인하면 결과가 바뀝니다.`,
    );
  };

  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>
        추첨 결과 정정 요청: {applicant.name} ({applicant.receiptNumber}, 지금{' '}
        {normalizeWinningState(applicant.winningState)})
      </h4>
      {/* the contract checks the result as one text: its message is read with the choice and the number */}
      <FieldFrame name="result" label="새 결과">
        {({ 'aria-invalid': invalid, ...control }) => (
          <div className={styles.actions}>
            <select
              className={styles.stateControl}
              {...form.register('kind')}
              {...control}
              aria-invalid={kind === RESERVE ? undefined : invalid}
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
                {...form.register('number')}
                aria-invalid={invalid}
                aria-describedby={control['aria-describedby']}
              />
            )}
          </div>
        )}
      </FieldFrame>
      <Field
        as="textarea"
        name="reason"
        label="정정 사유 (공개)"
        hint={correctionMessages.reasonPublic}
        rows={3}
        maxLength={CORRECTION_REASON_MAX}
      />
      <FormError />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          요청
        </button>
        <button type="button" onClick={() => onClose(null)}>
          취소
        </button>
      </div>
    </AdminForm>
  );
}
