import { useState, type FormEvent } from 'react';
import {
  afterDrawSettingsInputSchema,
  type AfterDrawSettings,
} from '@portal/shared-types/after-draw/after-draw.schema';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/http';
import { useAdminSaveAfterDrawSettingsMutation } from '../../lib/api/after-draw-api';

interface SettingsFormProps {
  settings: AfterDrawSettings;
}

/** The round's 서류 제출 기한 and 계약 안내; a 계약 안내 is kept only with its date. */
export function SettingsForm({ settings }: SettingsFormProps) {
  const [save, { isLoading: saving }] = useAdminSaveAfterDrawSettingsMutation();
  const initial = () => ({
    deadline: toSeoulDateTimeLocal(settings.documentsDeadline),
    date: settings.contract?.date ?? '',
    time: settings.contract?.time ?? '',
    place: settings.contract?.place ?? '',
    bring: settings.contract?.bring ?? '',
  });
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (field: keyof typeof draft) => (value: string) => {
    setSaved(false);
    setDraft((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const hasContract = [draft.date, draft.time, draft.place, draft.bring].some((value) => value.trim());
    if (hasContract && !draft.date) return setError('계약일을 입력해 주세요.');
    const parsed = afterDrawSettingsInputSchema.safeParse({
      documentsDeadline: draft.deadline ? fromSeoulDateTimeLocal(draft.deadline) : null,
      contract: hasContract
        ? { date: draft.date, time: draft.time, place: draft.place, bring: draft.bring }
        : null,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      await save({ roundId: settings.roundId, body: parsed.data }).unwrap();
      setSaved(true);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="review-settings-heading"
      noValidate
    >
      <h3 id="review-settings-heading">서류 제출 기한과 계약 안내</h3>
      <TextField
        label="서류 제출 기한"
        type="datetime-local"
        value={draft.deadline}
        onChange={set('deadline')}
      />
      <TextField label="계약일" type="date" value={draft.date} onChange={set('date')} />
      <TextField
        label="계약 시간"
        type="text"
        value={draft.time}
        onChange={set('time')}
        placeholder="예: 오전 10시 ~ 오후 4시"
      />
      <TextField label="계약 장소" type="text" value={draft.place} onChange={set('place')} />
      <div className={styles.field}>
        <label htmlFor="review-settings-bring">준비물</label>
        <textarea
          id="review-settings-bring"
          rows={3}
          value={draft.bring}
          onChange={(event) => set('bring')(event.target.value)}
        />
      </div>
      {saved && <p role="status">저장했습니다.</p>}
      <FormFooter
        error={error}
        saving={saving}
        onCancel={() => {
          setDraft(initial());
          setError(null);
        }}
      />
    </form>
  );
}
