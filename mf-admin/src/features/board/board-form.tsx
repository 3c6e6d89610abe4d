import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { noticeInputSchema } from '@portal/shared-types/board/board-inputs.schema';
import { baseApi } from '@portal/web-runtime/base-api';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { useAppDispatch } from '@portal/web-runtime/store';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { AttachmentsField } from '../../components/attachments-field';
import styles from '../../components/admin-ui.module.css';
import { FormButtons } from '../../components/form-buttons';
import { jsonPart, useSendMultipart, type WriteRequest } from '../../lib/http';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { clearDraft, readDraft, writeDraft, type BoardDraft } from './draft-storage';
import { AdminForm } from '../../components/admin-form';

/** The contract's notice part (a resource sends its title and content), and the files beside it. */
const boardFormSchema = noticeInputSchema.safeExtend({
  files: z.array(z.instanceof(File)),
  deleted: z.array(z.string()),
});

/** An upload refused with the server's Korean message, else the generic error. */
const uploadFailure = (failure: unknown) =>
  failure instanceof Error && failure.message ? failure.message : messages.serverError;

export interface BoardFormProps {
  kind: 'notice' | 'resource';
  /** the stored item in edit mode */
  initial?: { title: string; content: string; topFixed?: boolean; fileUrl: Record<string, string> };
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
  const form = useSchemaForm(boardFormSchema, {
    title: initial?.title ?? '',
    content: initial?.content ?? '',
    topFixed: initial?.topFixed ?? false,
    files: [],
    deleted: [],
  });
  const content = useController({ control: form.control, name: 'content' });
  const files = useController({ control: form.control, name: 'files' });
  const deleted = useController({ control: form.control, name: 'deleted' });
  const allowLeaving = useLeaveGuard(form.formState.isDirty);
  const [progress, setProgress] = useState<number | null>(null);
  // a stored draft that differs from what the form opens with is offered back once
  const [offeredDraft, setOfferedDraft] = useState<BoardDraft | null>(() => {
    const draft = draftKey ? readDraft(draftKey) : null;
    const same =
      draft?.title === (initial?.title ?? '') &&
      draft?.content === (initial?.content ?? '') &&
      draft?.topFixed === (initial?.topFixed ?? false);
    return draft && !same ? draft : null;
  });

  // each change the admin makes to the text is kept as the draft
  useEffect(() => {
    if (!draftKey) return;
    const watching = form.watch(({ title = '', content = '', topFixed = false }, { name }) => {
      if (name === 'title' || name === 'content' || name === 'topFixed')
        writeDraft(draftKey, { title, content, topFixed });
    });
    return () => watching.unsubscribe();
  }, [form, draftKey]);

  const submit = async ({ files: picked, deleted: removed, ...post }: z.output<typeof boardFormSchema>) => {
    const body = new FormData();
    body.append(kind, jsonPart(kind === 'notice' ? post : { title: post.title, content: post.content }));
    if (removed.length > 0) body.append('deletedFiles', jsonPart(removed));
    for (const file of picked) body.append('files', file, file.name);
    setProgress(0);
    try {
      await sendMultipart(request, body, setProgress);
    } catch (failure) {
      setProgress(null);
      throw failure;
    }
    if (draftKey) clearDraft(draftKey);
    dispatch(baseApi.util.invalidateTags([kind === 'notice' ? 'Notice' : 'Resource']));
    window.alert(successMessage);
    allowLeaving();
    void navigate(paths.admin());
  };

  return (
    <AdminForm form={form} onSubmit={submit} describeFailure={uploadFailure}>
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
                const dirty = { shouldDirty: true };
                form.setValue('title', offeredDraft.title, dirty);
                form.setValue('content', offeredDraft.content, dirty);
                form.setValue('topFixed', offeredDraft.topFixed, dirty);
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
      <Field name="title" label="제목" type="text" required aria-required="true" />
      <div className={styles.field}>
        <span>내용</span>
        {/* CKEditor is no input to register: the controller hands it the value and takes its changes */}
        <RichTextEditor label="내용" value={content.field.value ?? ''} onChange={content.field.onChange} />
        {content.fieldState.error && <p className={styles.error}>{content.fieldState.error.message}</p>}
      </div>
      {kind === 'notice' && <Field name="topFixed" label="상단 고정" type="checkbox" />}
      <AttachmentsField
        existing={Object.keys(initial?.fileUrl ?? {})}
        deleted={deleted.field.value}
        onDeletedChange={deleted.field.onChange}
        files={files.field.value}
        onFilesChange={files.field.onChange}
      />
      {progress !== null && (
        <div className={styles.field}>
          <label htmlFor={`${id}-progress`}>업로드 진행률 {progress}%</label>
          <progress id={`${id}-progress`} className={styles.progress} max={100} value={progress} />
        </div>
      )}
      <FormError />
      <FormButtons saving={progress !== null} onCancel={() => navigate(paths.admin())} />
    </AdminForm>
  );
}
