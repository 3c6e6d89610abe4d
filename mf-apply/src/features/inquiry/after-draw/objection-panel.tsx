import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useSchemaForm } from '@portal/web-runtime/form';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import {
  DOCUMENT_ACCEPT,
  formatFileSize,
  MAX_DOCUMENT_FILE_BYTES,
} from '@portal/shared-types/after-draw/documents';
import {
  MAX_OBJECTION_FILES,
  OBJECTION_TEXT_MAX,
  OBJECTION_TEXT_MIN,
} from '@portal/shared-types/after-draw/moves';
import {
  objectionOutcomeLabels,
  objectionUploadFormSchema,
} from '@portal/shared-types/after-draw/objection-rules';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { readApiError } from '../../../lib/api/api-error';
import { useApplyFileObjectionMutation } from '../../../lib/api/after-draw-api';
import { downloadOwnFile } from './download-own-file';
import styles from './after-draw.module.css';

type Objection = NonNullable<ApplicationStatus['objection']>;
type Filed = NonNullable<Objection['filed']>;

interface ObjectionPanelProps {
  status: ApplicationStatus;
  objection: Objection;
  verificationToken: string;
  onExpired: () => void;
}

const FILE_LIMITS = `선택 · PDF, JPG, PNG 파일 · 파일당 ${MAX_DOCUMENT_FILE_BYTES / 1024 / 1024}MB까지 · ${MAX_OBJECTION_FILES}개까지`;

/**
 * The 소명 (이의신청) after a 부적격: while the window is open, the form; once filed, what was filed and
 * 검토 중; once decided, the outcome and its reason.
 */
export function ObjectionPanel({ status, objection, verificationToken, onExpired }: ObjectionPanelProps) {
  const headingId = `objection-${status.applicantId}`;
  const resultRef = useRef<HTMLDivElement>(null);
  const [justFiled, setJustFiled] = useState(false);
  // focus goes to what was filed once the status shows it
  useEffect(() => {
    if (justFiled && objection.filed) resultRef.current?.focus();
  }, [justFiled, objection.filed]);

  return (
    <section aria-labelledby={headingId} className={styles.documents}>
      <h3 id={headingId}>소명(이의신청)</h3>
      {objection.filed ? (
        <FiledObjection
          ref={resultRef}
          filed={objection.filed}
          onDownload={(file) => downloadOwnFile(file, status.applicantId, verificationToken, onExpired)}
        />
      ) : objection.canFile ? (
        <ObjectionForm
          status={status}
          objection={objection}
          verificationToken={verificationToken}
          onExpired={onExpired}
          onFiled={() => setJustFiled(true)}
        />
      ) : (
        <p className={styles.notice}>
          소명 기간({formatAdminDateTime(objection.deadline)}까지)이 지나 소명할 수 없습니다.
        </p>
      )}
    </section>
  );
}

function outcomeSentence(filed: Filed): string {
  if (filed.outcome === 'upheld') return '부적격 결정이 취소되어 제출한 서류를 다시 심사합니다.';
  if (filed.outcome === 'rejected')
    return '부적격 결정이 유지됩니다. 이 당첨 자리는 같은 공급유형의 다음 예비 입주자에게 넘어갑니다.';
  return '운영사가 검토하고 있습니다. 결과가 나오면 알림톡으로 알려 드리고 이 화면에도 표시됩니다.';
}

function FiledObjection({
  ref,
  filed,
  onDownload,
}: {
  ref: Ref<HTMLDivElement>;
  filed: Filed;
  onDownload: (file: { id: number; name: string }) => void;
}) {
  const state = filed.outcome ? objectionOutcomeLabels[filed.outcome] : '검토 중';
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <p>
        <strong>진행상태: {state}</strong> · {formatAdminDateTime(filed.at)} 접수
        {filed.decidedAt && <> · {formatAdminDateTime(filed.decidedAt)} 결정</>}
      </p>
      <p>{outcomeSentence(filed)}</p>
      {filed.outcomeReason && <p>결정 사유: {filed.outcomeReason}</p>}
      <p className={styles.hint}>제출한 소명 내용</p>
      <p className={styles.quote}>{filed.text}</p>
      {filed.files.length > 0 && (
        <ul className={styles.files} aria-label="소명 첨부 파일">
          {filed.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <span>
                {file.name} ({formatFileSize(file.size)})
              </span>
              <button
                type="button"
                className={styles.button}
                onClick={() => onDownload(file)}
                aria-label={`${file.name} 내려받기`}
              >
                내려받기
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ObjectionForm({
  status,
  objection,
  verificationToken,
  onExpired,
  onFiled,
}: Omit<ObjectionPanelProps, 'objection'> & { objection: Objection; onFiled: () => void }) {
  const id = useId();
  const form = useSchemaForm(objectionUploadFormSchema, { text: '', files: [] });
  const text = useWatch({ control: form.control, name: 'text' });
  // what the last submit met, said in one announced message (a new one each time, so it is read again)
  const [failure, setFailure] = useState<{ text: string; tries: number } | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [fileObjection, { isLoading }] = useApplyFileObjectionMutation();
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const fail = (message: string) => setFailure((last) => ({ text: message, tries: (last?.tries ?? 0) + 1 }));
  const send = async ({ text: sentText, files }: z.output<typeof objectionUploadFormSchema>) => {
    setFailure(null);
    try {
      await fileObjection({ id: status.applicantId, text: sentText, files, verificationToken }).unwrap();
      onFiled();
    } catch (error) {
      const { status: code, message } = readApiError(error);
      if (code === 401) return onExpired();
      fail(message ?? messages.serverError);
    }
  };
  // the text's problem first, then the files', as the server would say them
  const submit = (event: FormEvent) =>
    void form.handleSubmit(send, (errors) =>
      fail(errors.text?.message ?? errors.files?.message ?? messages.serverError),
    )(event);

  const length = (text ?? '').trim().length;
  return (
    <form className={styles.documents} onSubmit={submit} noValidate>
      <p>
        부적격 결정에 이의가 있으면 <strong>{formatAdminDateTime(objection.deadline)}</strong>까지 소명할 수
        있습니다. 이 결정에 대한 소명은 한 번만 제출할 수 있으니, 사유와 증빙을 함께 올려 주세요.
      </p>
      <div className={styles.fileInput}>
        <label htmlFor={`${id}-text`}>
          소명 내용 (필수, {OBJECTION_TEXT_MIN}~{OBJECTION_TEXT_MAX}자)
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.textarea}
          rows={6}
          maxLength={OBJECTION_TEXT_MAX}
          aria-describedby={`${id}-count`}
          aria-required="true"
          {...form.register('text')}
        />
        <p id={`${id}-count`} className={styles.hint}>
          {length}자 / {OBJECTION_TEXT_MAX}자
        </p>
      </div>
      <div className={styles.fileInput}>
        <label htmlFor={`${id}-files`}>증빙 파일</label>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          aria-describedby={`${id}-limits`}
          onChange={(event) => form.setValue('files', Array.from(event.target.files ?? []))}
        />
        <p id={`${id}-limits`} className={styles.hint}>
          {FILE_LIMITS}
        </p>
      </div>
      {failure && (
        <p key={failure.tries} ref={alertRef} role="alert" tabIndex={-1} className={styles.error}>
          {failure.text}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="submit" className={styles.primary} disabled={isLoading}>
          {isLoading ? '제출하는 중…' : '소명 제출'}
        </button>
      </div>
    </form>
  );
}
