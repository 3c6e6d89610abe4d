import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  decisionSchema,
  extendDeadlineSchema,
  markFileSchema,
  type ApplicantReview as Review,
  type Decision,
  type DocumentFile,
  type MarkFile,
} from '@portal/shared-types/after-draw/after-draw.schema';
import {
  extensionRefusal,
  ineligibleRefusal,
  mayStillUpload,
  URGENT_REASON_MAX,
} from '@portal/shared-types/after-draw/change-rules';
import { fileStateLabels } from '@portal/shared-types/after-draw/status-rules';
import { formatFileSize } from '@portal/shared-types/after-draw/documents';
import { formatAdminDateTime, fromSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';
import { Field, FieldFrame, FormError, SERVER_ERROR, useSchemaForm } from '@portal/web-runtime/form';
import { FormError as ActionError } from '../../components/form-error';
import { RadioChoices } from '../../components/radio-choices';
import { errorMessage } from '../../lib/http';
import {
  useAdminContractDoneMutation,
  useAdminDecideMutation,
  useAdminExtendDeadlineMutation,
  useAdminGetApplicantReviewQuery,
  useAdminMarkFileMutation,
} from '../../lib/api/after-draw-api';
import { ApplicantHistory } from './applicant-history';
import { DocumentPreview } from './document-preview';
import { ObjectionReview } from './objection-review';
import { AdminForm } from '../../components/admin-form';

const deadlineOf = (local: string) => (local ? (fromSeoulDateTimeLocal(local) ?? undefined) : undefined);

/** One applicant's documents, file by file, then the decision, the deadline and 계약 완료. */
export function ApplicantReview({ roundId, applicantId }: { roundId: number; applicantId: number }) {
  const {
    data: review,
    isLoading,
    isError,
    refetch,
  } = useAdminGetApplicantReviewQuery(applicantId, {
    refetchOnMountOrArgChange: true,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(review);
  // the admin chose this applicant: the reading starts at their name
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded, applicantId]);

  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError || !review)
    return (
      <div className={styles.section}>
        <p role="alert">{messages.serverError}</p>
        <button type="button" onClick={() => void refetch()}>
          {messages.retry}
        </button>
      </div>
    );
  const target = { roundId, applicantId };
  const decided = review.decision !== null;
  const closed = decided || review.givenUpAt !== null;
  return (
    <section className={styles.section} aria-labelledby="applicant-review-heading">
      <h3 id="applicant-review-heading" ref={headingRef} tabIndex={-1}>
        {review.receiptNumber} {review.name} 서류 검토
      </h3>
      <dl className={styles.drawFacts}>
        <dt>공급유형</dt>
        <dd>{supplyTypeAreaLabel(review.supplyType)}</dd>
        <dt>결과</dt>
        <dd>{review.resultLabel}</dd>
        <dt>현재 상태</dt>
        <dd>
          <span className={styles.status}>{review.stateLabel}</span>
        </dd>
        <dt>서류 단계</dt>
        <dd>
          <span className={styles.status}>{review.stageLabel}</span>
          {review.late && <span className={`${styles.status} ${styles.notWon}`}>기한 경과</span>}
        </dd>
        <dt>제출 기한</dt>
        <dd>
          {formatAdminDateTime(review.deadline) || '없음'}
          {review.ownDeadline && ' (개별 기한)'}
        </dd>
        <dt>제출일</dt>
        <dd>{formatAdminDateTime(review.submittedAt) || '제출 전'}</dd>
        {review.decision && (
          <>
            <dt>결정</dt>
            <dd>
              {review.decision.eligible ? '적격' : '부적격'}
              {review.decision.reason && ` (사유: ${review.decision.reason})`} · {review.decision.by} ·{' '}
              {formatAdminDateTime(review.decision.at)}
            </dd>
            {review.decision.urgentReason && (
              <>
                <dt>기한 전 결정 이유</dt>
                <dd>{review.decision.urgentReason}</dd>
              </>
            )}
          </>
        )}
        {review.givenUpAt && (
          <>
            <dt>포기</dt>
            <dd>{formatAdminDateTime(review.givenUpAt)}</dd>
          </>
        )}
        {review.contractDoneAt && (
          <>
            <dt>계약 완료</dt>
            <dd>{formatAdminDateTime(review.contractDoneAt)}</dd>
          </>
        )}
      </dl>
      {review.checklist.map((item) => (
        <section key={item.item} aria-label={`${item.label} 서류`}>
          <h4>
            {item.label} <span className={styles.status}>{item.required ? '필수' : '해당자'}</span>
          </h4>
          {item.files.length === 0 && <p className={styles.muted}>올린 파일 없음</p>}
          {item.files.map((file) => (
            <ReviewFile key={file.id} file={file} target={target} locked={closed} />
          ))}
        </section>
      ))}
      {review.objection && <ObjectionReview target={target} objection={review.objection} />}
      {!closed && <DecisionForm target={target} review={review} />}
      {!closed && <ExtendForm target={target} review={review} />}
      {review.stage === 'eligible' && !review.contractDoneAt && !review.givenUpAt && (
        <ContractDone target={target} />
      )}
      <ApplicantHistory applicantId={applicantId} />
    </section>
  );
}

interface Target {
  roundId: number;
  applicantId: number;
}

function ReviewFile({ file, target, locked }: { file: DocumentFile; target: Target; locked: boolean }) {
  const id = useId();
  const [mark, { isLoading }] = useAdminMarkFileMutation();
  const [asking, setAsking] = useState(false);
  // the refusal of 적격, which is a button and no form
  const [acceptError, setAcceptError] = useState<string | null>(null);

  const accept = async () => {
    setAcceptError(null);
    try {
      await mark({ ...target, fileId: file.id, body: { state: 'accepted' } }).unwrap();
    } catch (failure) {
      setAcceptError(errorMessage(failure));
    }
  };

  return (
    <div className={styles.reviewFile}>
      <p>
        <strong>{file.name}</strong> ({formatFileSize(file.size)}, {formatAdminDateTime(file.uploadedAt)}) ·{' '}
        <span className={styles.status}>{fileStateLabels[file.state]}</span>
        {file.reason && ` · 사유: ${file.reason}`}
      </p>
      <DocumentPreview file={file} />
      {!locked && (
        <div className={styles.actions}>
          <button
            type="button"
            disabled={isLoading || file.state === 'accepted'}
            onClick={() => void accept()}
            aria-label={`${file.name} 적격`}
          >
            적격
          </button>
          <button
            type="button"
            aria-expanded={asking}
            aria-controls={`${id}-fix`}
            onClick={() => setAsking((open) => !open)}
            aria-label={`${file.name} 보완 요청`}
          >
            보완 요청
          </button>
        </div>
      )}
      {asking && (
        <FixRequestForm
          id={`${id}-fix`}
          name={file.name}
          saving={isLoading}
          send={async (body) => {
            await mark({ ...target, fileId: file.id, body }).unwrap();
            setAsking(false);
          }}
        />
      )}
      {!asking && <ActionError error={acceptError} />}
    </div>
  );
}

/** The fields of a 보완 요청 read as the contract's mark: an empty or unreadable deadline is none. */
const fixRequestFormSchema = z
  .object({ reason: z.string(), deadline: z.string() })
  .transform(({ reason, deadline }): z.input<typeof markFileSchema> => {
    const at = deadlineOf(deadline);
    return { state: 'supplement', reason, ...(at ? { deadline: at } : {}) };
  })
  .pipe(markFileSchema);

interface FixRequestFormProps {
  id: string;
  /** the file's name, which names the form */
  name: string;
  saving: boolean;
  send: (body: MarkFile) => Promise<void>;
}

/** 보완 요청 of one file: why (required, the applicant reads it) and, if wanted, a new deadline. */
function FixRequestForm({ id, name, saving, send }: FixRequestFormProps) {
  const form = useSchemaForm(fixRequestFormSchema, { reason: '', deadline: '' });
  return (
    <AdminForm form={form} onSubmit={send} id={id} aria-label={`${name} 보완 요청`}>
      <Field as="textarea" name="reason" label="보완 요청 사유 (필수)" rows={2} />
      <Field name="deadline" label="새 제출 기한 (선택)" type="datetime-local" />
      <FormError />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={saving}>
          보완 요청 보내기
        </button>
      </div>
    </AdminForm>
  );
}

/**
 * The decision's fields read as the contract's body: the radios hold text ('' is no choice yet), and the
 * urgent reason goes only with a 부적격 the applicant could still answer with files.
 */
const decisionFormSchema = (mayUpload: boolean) =>
  z
    .object({ eligible: z.string().nullable(), reason: z.string(), urgentReason: z.string() })
    .transform(({ eligible, reason, urgentReason }): Partial<z.input<typeof decisionSchema>> => {
      const chosen = eligible === 'true' ? true : eligible === 'false' ? false : undefined;
      const why = reason.trim();
      const urgent = chosen === false && mayUpload ? urgentReason.trim() : '';
      // what is missing stays out: the contract's rule names it
      return {
        ...(chosen === undefined ? {} : { eligible: chosen }),
        ...(why ? { reason: why } : {}),
        ...(urgent ? { urgentReason: urgent } : {}),
      };
    })
    .pipe(decisionSchema);

const ELIGIBLE_CHOICES = [
  { value: 'true', label: '적격' },
  { value: 'false', label: '부적격' },
] as const;

function DecisionForm({ target, review }: { target: Target; review: Review }) {
  const id = useId();
  const [decide, { isLoading }] = useAdminDecideMutation();
  const mayUpload = mayStillUpload(review.state);
  const schema = useMemo(() => decisionFormSchema(mayUpload), [mayUpload]);
  const form = useSchemaForm(schema, { eligible: '', reason: '', urgentReason: '' });
  // the applicant may still upload until their deadline: 부적격 now must say why it cannot wait
  const early = useWatch({ control: form.control, name: 'eligible' }) === 'false' && mayUpload;
  const submit = async (body: Decision) => {
    const tooEarly =
      body.eligible === false && mayUpload
        ? ineligibleRefusal({ canChange: true, deadline: review.deadline }, body.urgentReason)
        : null;
    // refused as the server would refuse it, in the form's announced message
    if (tooEarly) return form.setError(SERVER_ERROR, { type: 'server', message: tooEarly });
    if (!window.confirm(`${body.eligible ? '적격' : '부적격'}으로 결정합니다. 결정은 되돌릴 수 없습니다.`))
      return;
    await decide({ ...target, body }).unwrap();
  };
  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>적격 여부 결정</h4>
      <RadioChoices name="eligible" legend="결정" choices={ELIGIBLE_CHOICES} />
      <Field as="textarea" name="reason" label="사유 (부적격이면 필수, 신청자에게 보입니다)" rows={2} />
      {early && (
        <>
          <p id={`${id}-early`}>
            신청자는 제출 기한({formatAdminDateTime(review.deadline)})까지 아직 서류를 올릴 수 있습니다. 기한
            전에 부적격으로 정하면 약속한 시간을 빼앗게 되므로, 기다릴 수 없는 이유를 적어야 합니다. 이 이유는
            감사 기록과 관리자 화면에만 남고 신청자에게는 보이지 않습니다.
          </p>
          <FieldFrame name="urgentReason" label={`기다릴 수 없는 이유 (필수, 5~${URGENT_REASON_MAX}자)`}>
            {(control) => (
              <textarea
                rows={2}
                maxLength={URGENT_REASON_MAX}
                {...form.register('urgentReason')}
                {...control}
                // read with the paragraph above, which says why it is asked
                aria-describedby={[`${id}-early`, control['aria-describedby']].filter(Boolean).join(' ')}
              />
            )}
          </FieldFrame>
        </>
      )}
      <FormError />
      <div className={styles.formButtons}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          결정 저장
        </button>
      </div>
    </AdminForm>
  );
}

/** What a done extension says: the new deadline, and whether the applicant was told. */
function extendedText(answer: Review): string {
  const told = mayStillUpload(answer.state)
    ? '신청자에게 안내를 보냈습니다.'
    : '신청자가 지금 서류를 올릴 수 있는 상태가 아니어서 안내는 보내지 않았습니다.';
  return `기한을 ${formatAdminDateTime(answer.deadline)}까지 연장했습니다. ${told}`;
}

/** The extension's fields read as the contract's body; the deadline is asked for by name. */
const extendFormSchema = z
  .object({
    deadline: z.string().min(1, { error: '새 제출 기한을 입력해 주세요.' }),
    reason: z.string(),
  })
  .transform(({ deadline, reason }): Partial<z.input<typeof extendDeadlineSchema>> => {
    const at = deadlineOf(deadline);
    const why = reason.trim();
    return { ...(at ? { deadline: at } : {}), ...(why ? { reason: why } : {}) };
  })
  .pipe(extendDeadlineSchema);

function ExtendForm({ target, review }: { target: Target; review: Review }) {
  const id = useId();
  const [extend, { isLoading }] = useAdminExtendDeadlineMutation();
  const form = useSchemaForm(extendFormSchema, { deadline: '', reason: '' });
  // what the last extension did, in words (the answer's deadline): an outcome, no field
  const [done, setDone] = useState<string | null>(null);
  const submit = async (body: z.output<typeof extendFormSchema>) => {
    setDone(null);
    // only later: an earlier or past deadline would cut the applicant off without a word
    const refused = extensionRefusal(review.deadline, body.deadline, new Date());
    if (refused) return form.setError(SERVER_ERROR, { type: 'server', message: refused });
    setDone(extendedText(await extend({ ...target, body }).unwrap()));
  };
  return (
    <AdminForm form={form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>기한 연장</h4>
      <Field name="deadline" label="새 제출 기한" type="datetime-local" />
      <Field name="reason" label="연장 사유 (선택)" type="text" />
      <FormError />
      {done && <p role="status">{done}</p>}
      <div className={styles.formButtons}>
        <button type="submit" disabled={isLoading}>
          기한 연장
        </button>
      </div>
    </AdminForm>
  );
}

function ContractDone({ target }: { target: Target }) {
  const [markDone, { isLoading }] = useAdminContractDoneMutation();
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    if (!window.confirm('계약 완료로 표시합니다. 이후에는 신청자가 포기할 수 없습니다.')) return;
    try {
      await markDone(target).unwrap();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} disabled={isLoading} onClick={() => void click()}>
        계약 완료
      </button>
      <ActionError error={error} />
    </div>
  );
}
