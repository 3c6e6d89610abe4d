import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { baseApi } from '@portal/web-runtime/base-api';
import { useAppDispatch } from '@portal/web-runtime/store';
import { messages } from '@portal/shared-types/common/messages';
import { popupInputSchema } from '@portal/shared-types/popups/popups.schema';
import { type Popup } from '@portal/shared-types/popups/popup-rules';
import { paths } from '@portal/shared-types/site/routes';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { jsonPart, useSendMultipart } from '../../lib/http';
import layout from './popup-form.module.css';
import { PopupPreview } from './popup-preview';
import { popupWrite } from './popups-api';

/** Popup create and edit: title, content, dates, image and link, beside a live preview. */
export function PopupForm({ popup }: { popup?: Popup }) {
  const sendMultipart = useSendMultipart();
  const id = useId();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [title, setTitle] = useState(popup?.title ?? '');
  const [content, setContent] = useState(popup?.content ?? '');
  const [startTs, setStartTs] = useState(popup?.startTs ?? '');
  const [endTs, setEndTs] = useState(popup?.endTs ?? '');
  const [linkUrl, setLinkUrl] = useState(popup?.linkUrl ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [imagePreview, setImagePreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed =
    title !== (popup?.title ?? '') ||
    content !== (popup?.content ?? '') ||
    startTs !== (popup?.startTs ?? '') ||
    endTs !== (popup?.endTs ?? '') ||
    linkUrl !== (popup?.linkUrl ?? '') ||
    image !== null;
  const allowLeaving = useLeaveGuard(changed);

  // frees the previous preview when a new image is picked, and the last one on leaving
  useEffect(() => () => void (imagePreview && URL.revokeObjectURL(imagePreview)), [imagePreview]);

  const pickImage = (file: File | null) => {
    setImage(file);
    setImagePreview(file ? URL.createObjectURL(file) : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = popupInputSchema.safeParse({ title, content, startTs, endTs, linkUrl });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.popupSaveFailed);
    setError(null);
    const form = new FormData();
    form.append('popup', jsonPart(parsed.data));
    if (image) form.append('image', image, image.name);
    setSaving(true);
    try {
      await sendMultipart(popupWrite(popup?.id), form);
    } catch {
      setSaving(false);
      window.alert(messages.popupSaveFailed);
      return;
    }
    dispatch(baseApi.util.invalidateTags(['Popup']));
    window.alert(popup ? messages.popupUpdated : messages.popupCreated);
    allowLeaving();
    void navigate(paths.popupList());
  };

  return (
    <div className={layout.layout}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="제목" type="text" required value={title} onChange={setTitle} />
        <div className={styles.field}>
          <label htmlFor={`${id}-content`}>내용</label>
          <textarea
            id={`${id}-content`}
            rows={5}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <TextField label="시작일" type="date" required value={startTs} onChange={setStartTs} />
        <TextField label="종료일" type="date" required value={endTs} onChange={setEndTs} />
        <div className={styles.field}>
          <label htmlFor={`${id}-image`}>이미지</label>
          <input
            id={`${id}-image`}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            onChange={(e) => pickImage(e.target.files?.[0] ?? null)}
          />
        </div>
        {/* text, not url: a site path such as /notice is a valid link too */}
        <TextField
          label="링크 URL"
          type="text"
          inputMode="url"
          placeholder="https:// 또는 /notice"
          value={linkUrl}
          onChange={setLinkUrl}
        />
        <FormFooter error={error} saving={saving} onCancel={() => navigate(paths.popupList())} />
      </form>
      <PopupPreview title={title} content={content} imageSrc={imagePreview ?? popup?.imageUrl ?? null} />
    </div>
  );
}
