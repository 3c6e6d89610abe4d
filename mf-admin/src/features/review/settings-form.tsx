import { z } from 'zod';
import {
  contractNoticeSchema,
  type AfterDrawSettings,
} from '@portal/shared-types/after-draw/after-draw.schema';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import { Field, FormError, useSchemaForm } from '@portal/web-runtime/form';
import { FormButtons } from '../../components/form-buttons';
import { useAdminSaveAfterDrawSettingsMutation } from '../../lib/api/after-draw-api';
import { AdminForm } from '../../components/admin-form';

const contractFields = contractNoticeSchema.shape;

interface SettingsDraft {
  date: string;
  time: string;
  place: string;
  bring: string;
}

const hasContract = (draft: SettingsDraft) =>
  [draft.date, draft.time, draft.place, draft.bring].some((value) => value.trim());

/**
 * The form's fields checked by the contract's own field rules, then read as the call's body: a 계약 안내
 * is kept only with its date, and an empty deadline is none.
 */
const settingsDraftSchema = z
  .object({
    deadline: z.string(),
    date: z.union([z.literal(''), contractFields.date]),
    time: contractFields.time,
    place: contractFields.place,
    bring: contractFields.bring,
  })
  .superRefine((draft, ctx) => {
    if (hasContract(draft) && !draft.date)
      ctx.addIssue({ code: 'custom', path: ['date'], message: '계약일을 입력해 주세요.' });
  })
  .transform((draft) => ({
    documentsDeadline: draft.deadline ? fromSeoulDateTimeLocal(draft.deadline) : null,
    contract: hasContract(draft)
      ? { date: draft.date, time: draft.time, place: draft.place, bring: draft.bring }
      : null,
  }));

interface SettingsFormProps {
  settings: AfterDrawSettings;
}

/** The round's 서류 제출 기한 and 계약 안내; a 계약 안내 is kept only with its date. */
export function SettingsForm({ settings }: SettingsFormProps) {
  const [save] = useAdminSaveAfterDrawSettingsMutation();
  const form = useSchemaForm(settingsDraftSchema, {
    deadline: toSeoulDateTimeLocal(settings.documentsDeadline),
    date: settings.contract?.date ?? '',
    time: settings.contract?.time ?? '',
    place: settings.contract?.place ?? '',
    bring: settings.contract?.bring ?? '',
  });
  const { isSubmitting, isSubmitSuccessful, isDirty } = form.formState;

  return (
    <AdminForm
      form={form}
      aria-labelledby="review-settings-heading"
      // what was saved is the form's new start: 저장했습니다 shows until the next change
      afterSuccess="keep"
      onSubmit={async (body) => {
        await save({ roundId: settings.roundId, body }).unwrap();
      }}
    >
      <h3 id="review-settings-heading">서류 제출 기한과 계약 안내</h3>
      <Field name="deadline" label="서류 제출 기한" type="datetime-local" />
      <Field name="date" label="계약일" type="date" />
      <Field name="time" label="계약 시간" type="text" placeholder="예: 오전 10시 ~ 오후 4시" />
      <Field name="place" label="계약 장소" type="text" />
      <Field as="textarea" name="bring" label="준비물" rows={3} />
      {isSubmitSuccessful && !isDirty && <p role="status">저장했습니다.</p>}
      <FormError />
      <FormButtons saving={isSubmitting} onCancel={() => form.reset()} />
    </AdminForm>
  );
}
