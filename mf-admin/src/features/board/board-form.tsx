import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { noticeInputSchema } from '@portal/shared-types/board/board-inputs.schema';
import { baseApi } from '@portal/web-runtime/base-api';
import { useAppDispatch } from '@portal/web-runtime/store';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { AttachmentsField } from '../../components/attachments-field';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { jsonPart, useSendMultipart, type WriteRequest } from '../../lib/http';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { clearDraft, readDraft, writeDraft, type BoardDraft } from './draft-storage';

export interface BoardFormProps {
  kind: 'notice' | 'resource';
  /** the stored item in edit mode */
  initial?: { title: string; content: string; topFixed?: boolean; fileUrl: Record<string, string> };
  /** where the multipart body goes, and how */
  /** the contract call that saves the post (create or update) */
  request: WriteRequest;
  successMessage: string;
  /** browser-storage key of the draft; no draft is kept without one */
  draftKey?: string;
}

/** The notice and resource form: title, rich text, (notice) topFixed, attachments with upload progress. */
export function BoardForm({ kind, initial, request, successMessage, draftKey }: BoardFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const sendMultipart = useSendMultipart();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [topFixed, setTopFixed] = useState(initial?.topFixed ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const changed =
    title !== (initial?.title ?? '') ||
    content !== (initial?.content ?? '') ||
    topFixed !== (initial?.topFixed ?? false) ||
    files.length > 0 ||
    deleted.length > 0;
  const allowLeaving = useLeaveGuard(changed);
  // a stored draft that differs from what the form opens with is offered back once
  const [offeredDraft, setOfferedDraft] = useState<BoardDraft | null>(() => {
    const draft = draftKey ? readDraft(draftKey) : null;
    const same =
      draft?.title === (initial?.title ?? '') &&
      draft?.content === (initial?.content ?? '') &&
      draft?.topFixed === (initial?.topFixed ?? false);
    return draft && !same ? draft : null;
  });

  const keepDraft = (next: Partial<BoardDraft>) => {
    if (draftKey) writeDraft(draftKey, { title, content, topFixed, ...next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noticeInputSchema.safeParse({ title, content, topFixed });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.titleRequired);
    setError(null);
    const form = new FormData();
    const { title: cleanTitle, content: cleanContent } = parsed.data;
    form.append(
      kind,
      jsonPart(kind === 'notice' ? parsed.data : { title: cleanTitle, content: cleanContent }),
    );
    if (deleted.length > 0) form.append('deletedFiles', jsonPart(deleted));
    for (const file of files) form.append('files', file, file.name);
    setProgress(0);
    try {
      await sendMultipart(request, form, setProgress);
    } catch (failure) {
      setProgress(null);
      setError(failure instanceof Error && failure.message ? failure.message : messages.serverError);
      return;
    }
    if (draftKey) clearDraft(draftKey);
    dispatch(baseApi.util.invalidateTags([kind === 'notice' ? 'Notice' : 'Resource']));
    window.alert(successMessage);
    allowLeaving();
    void navigate(paths.admin());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        <Link to={paths.admin()}>관리자 페이지로 돌아가기</Link>
      </p>
      {offeredDraft && (
        <div role="status" className={styles.sectionHeader}>
          <span>작성 중이던 임시 저장 내용이 있습니다. 불러오시겠습니까?</span>
          <span className={styles.actions}>
            <button
              type="button"
              onClick={() => {
                setTitle(offeredDraft.title);
                setContent(offeredDraft.content);
                setTopFixed(offeredDraft.topFixed);
                setOfferedDraft(null);
              }}
            >
              임시 저장 불러오기
            </button>
            <button
              type="button"
              onClick={() => {
                if (draftKey) clearDraft(draftKey);
                setOfferedDraft(null);
              }}
            >
              임시 저장 삭제
            </button>
          </span>
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>제목</label>
        <input
          id={`${id}-title`}
          type="text"
          required
          aria-required="true"
          aria-invalid={error === messages.titleRequired}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            keepDraft({ title: event.target.value });
          }}
        />
      </div>
      <div className={styles.field}>
        <span id={`${id}-content`}>내용</span>
        <RichTextEditor
          label="내용"
          value={content}
          onChange={(html) => {
            setContent(html);
            keepDraft({ content: html });
          }}
        />
      </div>
      {kind === 'notice' && (
        <label>
          <input
            type="checkbox"
            checked={topFixed}
            onChange={(event) => {
              setTopFixed(event.target.checked);
              keepDraft({ topFixed: event.target.checked });
            }}
          />{' '}
          상단 고정
        </label>
      )}
      <AttachmentsField
        existing={Object.keys(initial?.fileUrl ?? {})}
        deleted={deleted}
        onDeletedChange={setDeleted}
        files={files}
        onFilesChange={setFiles}
      />
      {progress !== null && (
        <div className={styles.field}>
          <label htmlFor={`${id}-progress`}>업로드 진행률 {progress}%</label>
          <progress id={`${id}-progress`} className={styles.progress} max={100} value={progress} />
        </div>
      )}
      <FormFooter error={error} saving={progress !== null} onCancel={() => navigate(paths.admin())} />
    </form>
  );
}
