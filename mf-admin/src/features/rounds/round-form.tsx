import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@portal/shared-types/client/navigation';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@portal/shared-types/dates';
import { messages } from '@portal/shared-types/messages';
import { paths } from '@portal/shared-types/routes';
import { roundInputSchema, type Round } from '@portal/shared-types/rounds';
import { SUPPLY_TYPE_CODES, supplyTypeAreaLabel, type SupplyType } from '@portal/shared-types/supply-types';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { errorStatus } from '../../lib/http';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { useAdminCreateRoundMutation, useAdminUpdateRoundMutation } from './rounds-api';

/** The round form: title, description, supply types, start and end (Seoul time). */
export function RoundForm({ round }: { round?: Round }) {
  const navigate = useNavigate();
  const [createRound] = useAdminCreateRoundMutation();
  const [updateRound] = useAdminUpdateRoundMutation();
  const [title, setTitle] = useState(round?.title ?? '');
  const [description, setDescription] = useState(round?.description ?? '');
  const [types, setTypes] = useState<SupplyType[]>(round?.subscriptionType ?? []);
  const [start, setStart] = useState(toSeoulDateTimeLocal(round?.startTs));
  const [end, setEnd] = useState(toSeoulDateTimeLocal(round?.endTs));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const toggleType = (code: SupplyType, checked: boolean) =>
    setTypes((current) => (checked ? [...current, code] : current.filter((other) => other !== code)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = roundInputSchema.safeParse({
      title,
      description,
      subscriptionType: SUPPLY_TYPE_CODES.filter((code) => types.includes(code)),
      startTs: start ? (fromSeoulDateTimeLocal(start) ?? start) : '',
      endTs: end ? (fromSeoulDateTimeLocal(end) ?? end) : '',
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.roundSaveFailed);
    setError(null);
    setSaving(true);
    try {
      if (round) await updateRound({ id: round.id, body: parsed.data }).unwrap();
      else await createRound(parsed.data).unwrap();
    } catch (failure) {
      setSaving(false);
      window.alert(errorStatus(failure) === 409 ? messages.roundOverlap : messages.roundSaveFailed);
      return;
    }
    window.alert(round ? messages.roundUpdated : messages.roundCreated);
    navigate(paths.admin());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        <Link to={paths.admin()}>관리자 페이지로 돌아가기</Link>
      </p>
      <TextField label="제목" type="text" required value={title} onChange={setTitle} />
      <div className={styles.field}>
        <span>설명</span>
        <RichTextEditor label="설명" value={description} onChange={setDescription} />
      </div>
      <fieldset className={styles.field}>
        <legend>청약 유형</legend>
        {SUPPLY_TYPE_CODES.map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              checked={types.includes(code)}
              onChange={(event) => toggleType(code, event.target.checked)}
            />{' '}
            {supplyTypeAreaLabel(code)}
          </label>
        ))}
      </fieldset>
      <TextField label="시작 일시" type="datetime-local" required value={start} onChange={setStart} />
      <TextField label="종료 일시" type="datetime-local" required value={end} onChange={setEnd} />
      <FormFooter error={error} saving={saving} onCancel={() => navigate(paths.admin())} />
    </form>
  );
}
