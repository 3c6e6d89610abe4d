import { useId } from 'react';
import { z } from 'zod';
import type { ApplicantReview } from '@portal/shared-types/after-draw/after-draw.schema';
import {
  OBJECTION_REASON_MAX,
  OBJECTION_REASON_MIN,
  objectionDecisionSchema,
  objectionOutcomeLabels,
  type ObjectionDecision,
} from '@portal/shared-types/after-draw/objection-rules';
import { formatFileSize } from '@portal/shared-types/after-draw/documents';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import styles from '../../components/admin-ui.module.css';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { RadioChoices } from '../../components/radio-choices';
import { useAdminDecideObjectionMutation } from '../../lib/api/after-draw-api';
import { DocumentPreview } from './document-preview';
import { AdminForm } from '../../components/admin-form';

type Objection = NonNullable<ApplicantReview['objection']>;

interface Target {
  roundId: number;
  applicantId: number;
}

/**
 * The 소명 in the applicant's review: its window, what was filed (text, files, when) and, while it waits,
 * the decision (인용 reopens the review, 기각 opens the place), with the reason the applicant reads.
 */
export function ObjectionReview({ target, objection }: { target: Target; objection: Objection }) {
  const id = useId();
  const { filed } = objection;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>소명(이의신청)</h4>
      <dl className={styles.drawFacts}>
        <dt>소명 기간</dt>
        <dd>{formatAdminDateTime(objection.deadline)}까지</dd>
        <dt>상태</dt>
        <dd>
          <span className={styles.status}>
            {filed
              ? filed.outcome
                ? objectionOutcomeLabels[filed.outcome]
                : '검토 중'
              : objection.canFile
                ? '접수 전 (소명 기간 중)'
                : '소명 없이 기간 종료'}
          </span>
        </dd>
        {filed && (
          <>
            <dt>접수</dt>
            <dd>{formatAdminDateTime(filed.at)}</dd>
            {filed.decidedAt && (
              <>
                <dt>결정</dt>
                <dd>
                  {formatAdminDateTime(filed.decidedAt)} (사유: {filed.outcomeReason})
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {filed && (
        <>
          <p className={styles.noticeBody}>{filed.text}</p>
          {filed.files.length === 0 && <p className={styles.muted}>첨부 파일 없음</p>}
          {filed.files.map((file) => (
            <div key={file.id} className={styles.reviewFile}>
              <p>
                <strong>{file.name}</strong> ({formatFileSize(file.size)})
              </p>
              <DocumentPreview
                file={{
                  ...file,
                  item: 'other',
                  state: 'uploaded',
                  reason: null,
                  uploadedAt: filed.at,
                }}
              />
            </div>
          ))}
          {!filed.outcome && <ObjectionDecisionForm target={target} />}
        </>
      )}
    </section>
  );
}

/** The radios hold text; the contract's rule reads the choice as a boolean ('' is none yet). */
const objectionDecisionFormSchema = z
  .object({ upheld: z.string().nullable(), reason: z.string() })
  .transform(({ upheld, reason }) => ({
    upheld: upheld === 'true' ? true : upheld === 'false' ? false : undefined,
    reason,
  }))
  .pipe(objectionDecisionSchema);

const UPHELD_CHOICES = [
  { value: 'true', label: '인용 (부적격 취소)' },
  { value: 'false', label: '기각 (부적격 유지)' },
] as const;

function ObjectionDecisionForm({ target }: { target: Target }) {
  const id = useId();
  const [decide, { isLoading }] = useAdminDecideObjectionMutation();
  const form = useSchemaForm(objectionDecisionFormSchema, { upheld: '', reason: '' });
  const submit = async (body: ObjectionDecision) => {
    const what = body.upheld
      ? '인용합니다. 부적격 결정이 취소되고 서류 심사로 돌아가며, 추첨 결과 변경 내역에 공개됩니다.'
      : '기각합니다. 부적격 결정이 유지되고 이 자리는 다음 예비 입주자에게 넘어갑니다.';
    if (!window.confirm(`소명을 ${what} 결정은 되돌릴 수 없습니다.`)) return;
    await decide({ ...target, body }).unwrap();
  };
  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>소명 결정</h5>
      <RadioChoices name="upheld" legend="결정" choices={UPHELD_CHOICES} />
      <Field
        as="textarea"
        name="reason"
        label={`결정 사유 (필수, ${OBJECTION_REASON_MIN}~${OBJECTION_REASON_MAX}자, 신청자에게 보입니다)`}
        rows={3}
        maxLength={OBJECTION_REASON_MAX}
      />
      <FormError />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          결정
        </button>
      </div>
    </AdminForm>
  );
}
