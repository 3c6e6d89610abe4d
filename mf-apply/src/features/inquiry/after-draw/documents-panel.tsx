import { useEffect, useRef, useState } from 'react';
import type { ApplicationStatus, DocumentFile } from '@portal/shared-types/after-draw/after-draw.schema';
import type { DocumentItem } from '@portal/shared-types/after-draw/documents';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { readApiError } from '../../../lib/api/api-error';
import {
  useApplyDeleteDocumentFileMutation,
  useApplySubmitDocumentsMutation,
  useApplyUploadDocumentMutation,
} from '../../../lib/api/after-draw-api';
import { DocumentChecklist, type Outcome } from './document-checklist';
import { downloadOwnFile } from './download-own-file';
import styles from './after-draw.module.css';

interface DocumentsPanelProps {
  status: ApplicationStatus;
  verificationToken: string;
  /** the verification ran out (401): ask for it again */
  onExpired: () => void;
}

/** A 409's list of required items still missing, as the server named them. */
function missingOf(error: unknown): string[] {
  const data = (error as { data?: { missing?: unknown } } | null)?.data;
  const missing = Array.isArray(data?.missing) ? (data.missing as { label?: unknown }[]) : [];
  return missing.map((entry) => (typeof entry.label === 'string' ? entry.label : '')).filter(Boolean);
}

/** The documents of one application: the checklist with uploads, then 제출. */
export function DocumentsPanel({ status, verificationToken, onExpired }: DocumentsPanelProps) {
  const { applicantId: id, documents } = status;
  const [uploadFile] = useApplyUploadDocumentMutation();
  const [deleteFile] = useApplyDeleteDocumentFileMutation();
  const [submitDocuments, { isLoading: submitting }] = useApplySubmitDocumentsMutation();
  const [summary, setSummary] = useState<{
    kind: 'missing' | 'error' | 'done';
    text: string;
    missing: string[];
  } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary]);

  const refusal = (error: unknown): Outcome => {
    const { status: code, message } = readApiError(error);
    if (code === 401) onExpired();
    return message ?? messages.serverError;
  };
  const upload = async (item: DocumentItem, file: File): Promise<Outcome> => {
    setSummary(null);
    try {
      await uploadFile({ id, item, file, verificationToken }).unwrap();
      return null;
    } catch (error) {
      return refusal(error);
    }
  };
  const remove = async (file: DocumentFile): Promise<Outcome> => {
    try {
      await deleteFile({ id, fileId: file.id, verificationToken }).unwrap();
      return null;
    } catch (error) {
      return refusal(error);
    }
  };
  const download = (file: DocumentFile) => downloadOwnFile(file, id, verificationToken, onExpired);

  const submit = async () => {
    try {
      const answer = await submitDocuments({ id, verificationToken }).unwrap();
      setSummary({
        kind: 'done',
        text: `서류를 제출했습니다. 진행상태: ${answer.documents.stageLabel}`,
        missing: [],
      });
    } catch (error) {
      const { status: code, message } = readApiError(error);
      if (code === 401) return onExpired();
      const missing = code === 409 ? missingOf(error) : [];
      setSummary({
        kind: missing.length > 0 ? 'missing' : 'error',
        text: missing.length > 0 ? '제출하지 않은 필수 서류가 있습니다.' : (message ?? messages.serverError),
        missing,
      });
    }
  };

  const headingId = `documents-${id}`;
  return (
    <section aria-labelledby={headingId} className={styles.documents}>
      <h3 id={headingId}>제출 서류</h3>
      <p className={styles.notice}>
        진행상태: {documents.stageLabel}
        {documents.deadline && <> · 제출 기한 {formatAdminDateTime(documents.deadline)}</>}
        {!documents.canChange && documents.stage !== 'eligible' && documents.stage !== 'ineligible' && (
          <> · 지금은 파일을 바꿀 수 없습니다.</>
        )}
      </p>
      <DocumentChecklist
        items={documents.checklist}
        canChange={documents.canChange}
        upload={upload}
        remove={remove}
        download={download}
      />
      {summary && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role={summary.kind === 'done' ? 'status' : 'alert'}
          className={summary.kind === 'done' ? styles.notice : styles.summary}
        >
          <p>{summary.text}</p>
          {summary.missing.length > 0 && (
            <ul>
              {summary.missing.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {documents.canChange && (
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.primary}
            disabled={submitting}
            onClick={() => void submit()}
          >
            서류 제출
          </button>
        </div>
      )}
    </section>
  );
}
