import { useEffect, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { baseApi } from '@portal/web-runtime/base-api';
import { Field, FieldFrame, useSchemaForm } from '@portal/web-runtime/form';
import { useAppDispatch } from '@portal/web-runtime/store';
import { messages } from '@portal/shared-types/common/messages';
import { popupInputSchema } from '@portal/shared-types/popups/popups.schema';
import { type Popup } from '@portal/shared-types/popups/popup-rules';
import { paths } from '@portal/shared-types/site/routes';
import { FormButtons } from '../../components/form-buttons';
import { jsonPart, useSendMultipart } from '../../lib/http';
import layout from './popup-form.module.css';
import { PopupPreview } from './popup-preview';
import { popupWrite } from './popups-api';
import { AdminForm } from '../../components/admin-form';

/** The contract's popup part, and the image that travels beside it. */
const popupFormSchema = popupInputSchema.safeExtend({ image: z.instanceof(File).nullable() });

/** Popup create and edit: title, content, dates, image and link, beside a live preview. */
export function PopupForm({ popup }: { popup?: Popup }) {
  const sendMultipart = useSendMultipart();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(popupFormSchema, {
    title: popup?.title ?? '',
    content: popup?.content ?? '',
    startTs: popup?.startTs ?? '',
    endTs: popup?.endTs ?? '',
    linkUrl: popup?.linkUrl ?? '',
    image: null,
  });
  const allowLeaving = useLeaveGuard(form.formState.isDirty);
  const image = useController({ control: form.control, name: 'image' });
  const [title, content] = useWatch({ control: form.control, name: ['title', 'content'] });
  const imagePreview = useMemo(
    () => (image.field.value ? URL.createObjectURL(image.field.value) : null),
    [image.field.value],
  );
  // frees the previous preview when a new image is picked, and the last one on leaving
  useEffect(() => () => void (imagePreview && URL.revokeObjectURL(imagePreview)), [imagePreview]);

  const submit = async ({ image: picked, ...part }: z.output<typeof popupFormSchema>) => {
    const body = new FormData();
    body.append('popup', jsonPart(part));
    if (picked) body.append('image', picked, picked.name);
    try {
      await sendMultipart(popupWrite(popup?.id), body);
    } catch {
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
      <AdminForm form={form} onSubmit={submit}>
        <Field name="title" label="제목" type="text" required />
        <Field as="textarea" name="content" label="내용" rows={5} />
        <Field name="startTs" label="시작일" type="date" required />
        <Field name="endTs" label="종료일" type="date" required />
        <FieldFrame name="image" label="이미지">
          {(control) => (
            <input
              {...control}
              ref={image.field.ref}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(event) => image.field.onChange(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldFrame>
        {/* text, not url: a site path such as /notice is a valid link too */}
        <Field
          name="linkUrl"
          label="링크 URL"
          type="text"
          inputMode="url"
          placeholder="https:// 또는 /notice"
        />
        <FormButtons saving={form.formState.isSubmitting} onCancel={() => navigate(paths.popupList())} />
      </AdminForm>
      <PopupPreview
        title={title}
        content={content ?? ''}
        imageSrc={imagePreview ?? popup?.imageUrl ?? null}
      />
    </div>
  );
}
