import { useId, useRef, useState } from 'react';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { Correction } from '@portal/shared-types/after-draw/corrections.schema';
import { correctionMessages, correctionStatusLabels } from '@portal/shared-types/after-draw/correction-rules';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import styles from '../../components/admin-ui.module.css';
import {
  useAdminConfirmCorrectionMutation,
  useAdminGetCorrectionsQuery,
  useAdminWithdrawCorrectionMutation,
} from '../../lib/api/corrections-api';
import { errorMessage } from '../../lib/http';
import { CorrectionForm } from './correction-form';
import { useFormOutcome } from './form-outcome';
import list from './corrections.module.css';

interface CorrectionsSectionProps {
  roundId: number;
  applicants: readonly Applicant[];
  /** the applicant whose 정정 요청 form is open, if any */
  proposing: Applicant | null;
  /** the admin holds the role that proposes, confirms and withdraws; others read the requests only */
  acts: boolean;
  /** closes the form; the panel gives the focus back to the row's button when nothing was sent */
  onFormClosed: (applicant: Applicant, sent: boolean) => void;
}

/** Who did it and when, as the list says it. */
const byAt = (who: string | null, at: string | null) =>
  who && at ? `${who}, ${formatAdminDateTime(at)}` : '';

/**
 * The round's 정정 요청 after the draw: the form of the row asked for, the pending proposals with 확인 (only
 * for another admin) and 철회, and the past ones with who decided and when.
 */
export function CorrectionsSection({
  roundId,
  applicants,
  proposing,
  acts,
  onFormClosed,
}: CorrectionsSectionProps) {
  const id = useId();
  const { data, isLoading, isError } = useAdminGetCorrectionsQuery(roundId);
  const [confirm, { isLoading: confirming }] = useAdminConfirmCorrectionMutation();
  const [withdraw, { isLoading: withdrawing }] = useAdminWithdrawCorrectionMutation();
  const outcome = useFormOutcome();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const nameOf = (one: Correction) => applicants.find((row) => row.id === one.applicantId)?.name ?? '';

  /** After an action the keyboard is at the section, and the outcome is read out. */
  const done = (text: string) => {
    outcome.succeed(text);
    heading.current?.focus();
  };
  const act = async (one: Correction, action: 'confirm' | 'withdraw') => {
    setBusy(one.id);
    try {
      if (action === 'confirm') {
        await confirm({ roundId, correctionId: one.id }).unwrap();
        done(
          `${one.receiptNumber}의 결과를 ${one.from}에서 ${one.to}(으)로 정정했습니다. 정정은 추첨 결과 페이지에 공개됩니다.`,
        );
      } else {
        await withdraw({ roundId, correctionId: one.id }).unwrap();
        done(`${one.receiptNumber}의 정정 요청을 철회했습니다.`);
      }
    } catch (failure) {
      outcome.fail(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        정정 요청
      </h3>
      <p className={styles.muted}>
        추첨 결과에 입증된 오류가 있을 때만 신청자 목록의 &apos;추첨 결과 정정 요청&apos;으로 요청합니다.
        요청한 관리자가 아닌 다른 관리자가 확인해야 결과가 바뀌고, 정정은 사유와 함께 공개됩니다.
      </p>
      {proposing && (
        <CorrectionForm
          key={proposing.id}
          roundId={roundId}
          applicant={proposing}
          onClose={(sent) => {
            onFormClosed(proposing, sent !== null);
            if (sent) done(sent);
          }}
        />
      )}
      {outcome.view}
      {isLoading && <p role="status">{messages.loading}</p>}
      {isError && <p role="alert">{messages.serverError}</p>}
      {data && (
        <>
          <h4>확인 대기</h4>
          {data.pending.length === 0 ? (
            <p>확인을 기다리는 정정 요청이 없습니다.</p>
          ) : (
            <ul className={list.list}>
              {data.pending.map((one) => (
                <li key={one.id} className={list.item}>
                  <CorrectionFacts correction={one} name={nameOf(one)} />
                  {acts && (
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={styles.primary}
                        aria-label={`${one.receiptNumber} 정정 확인`}
                        aria-describedby={one.proposedByYou ? `${id}-own-${one.id}` : undefined}
                        disabled={one.proposedByYou || confirming || busy !== null}
                        onClick={() => void act(one, 'confirm')}
                      >
                        확인
                      </button>
                      <button
                        type="button"
                        aria-label={`${one.receiptNumber} 정정 요청 철회`}
                        disabled={withdrawing || busy !== null}
                        onClick={() => void act(one, 'withdraw')}
                      >
                        철회
                      </button>
                      {one.proposedByYou && (
                        <span id={`${id}-own-${one.id}`} className={styles.muted}>
                          {correctionMessages.otherAdmin}
                        </span>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {data.past.length > 0 && (
            <>
              <h4>지난 정정 요청</h4>
              <ul className={list.list}>
                {data.past.map((one) => (
                  <li key={one.id} className={list.item}>
                    <CorrectionFacts correction={one} name={nameOf(one)} />
                    <p>
                      {correctionStatusLabels[one.status]}:{' '}
                      {one.status === 'confirmed'
                        ? byAt(one.confirmedBy, one.confirmedAt)
                        : byAt(one.withdrawnBy, one.withdrawnAt)}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}

function CorrectionFacts({ correction, name }: { correction: Correction; name: string }) {
  return (
    <dl className={list.facts}>
      <div>
        <dt>접수번호</dt>
        <dd>
          {correction.receiptNumber}
          {name && ` (${name})`}
        </dd>
      </div>
      <div>
        <dt>정정</dt>
        <dd>
          {correction.from} → {correction.to}
        </dd>
      </div>
      <div>
        <dt>사유 (공개)</dt>
        <dd>{correction.reason}</dd>
      </div>
      <div>
        <dt>요청</dt>
        <dd>{byAt(correction.proposedBy, correction.proposedAt)}</dd>
      </div>
    </dl>
  );
}
