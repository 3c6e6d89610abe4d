import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { roundInputSchema, type Round } from '@portal/shared-types/rounds/rounds';
import {
  SUPPLY_TYPE_CODES,
  supplyTypeAreaLabel,
  type SupplyType,
} from '@portal/shared-types/rounds/supply-types';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { TextField } from '../../components/text-field';
import { errorStatus, serverMessage } from '../../lib/http';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { roundSupply } from '@portal/shared-types/draw/draw-plan';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api';
import { useAdminCreateRoundMutation, useAdminUpdateRoundMutation } from '../../lib/api/rounds-api';
import {
  DEFAULT_PLAN_DRAFT,
  fromPlanDraft,
  fromSupplyDraft,
  PlanFields,
  SupplyFields,
  toSupplyDraft,
  type SupplyDraft,
} from './round-draw-fields';

/**
 * The round form: title, description, supply types, start and end (Seoul time), and for the draw the
 * supply of each type and, on creation only, where the randomness comes from.
 */
export function RoundForm({ round, draw }: { round?: Round; draw?: RoundDrawInfo }) {
  const navigate = useNavigate();
  const [createRound] = useAdminCreateRoundMutation();
  const [updateRound] = useAdminUpdateRoundMutation();
  const [title, setTitle] = useState(round?.title ?? '');
  const [description, setDescription] = useState(round?.description ?? '');
  const [types, setTypes] = useState<SupplyType[]>(round?.subscriptionType ?? []);
  const [start, setStart] = useState(toSeoulDateTimeLocal(round?.startTs));
  const [end, setEnd] = useState(toSeoulDateTimeLocal(round?.endTs));
  const [supply, setSupply] = useState<SupplyDraft>(() =>
    toSupplyDraft({ ...roundSupply(SUPPLY_TYPE_CODES, {}), ...draw?.supply }),
  );
  const [plan, setPlan] = useState(DEFAULT_PLAN_DRAFT);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);
  const allowLeaving = useLeaveGuard(changed);

  const toggleType = (code: SupplyType, checked: boolean) =>
    setTypes((current) => (checked ? [...current, code] : current.filter((other) => other !== code)));
  const chosen = SUPPLY_TYPE_CODES.filter((code) => types.includes(code));
  const setCount = (type: SupplyType, field: 'winners' | 'reserves', value: string) =>
    setSupply((current) => ({ ...current, [type]: { ...current[type]!, [field]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = roundInputSchema.safeParse({
      title,
      description,
      subscriptionType: chosen,
      startTs: start ? (fromSeoulDateTimeLocal(start) ?? start) : '',
      endTs: end ? (fromSeoulDateTimeLocal(end) ?? end) : '',
      supply: fromSupplyDraft(supply, chosen),
      // the plan is sent once, at creation; the server keeps it as it was
      ...(round ? {} : { drawPlan: fromPlanDraft(plan) }),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.roundSaveFailed);
    setError(null);
    setSaving(true);
    try {
      if (round) await updateRound({ id: round.id, body: parsed.data }).unwrap();
      else await createRound(parsed.data).unwrap();
    } catch (failure) {
      setSaving(false);
      // a 409 is the overlap, or a draw setting that may no longer change
      const status = errorStatus(failure);
      const told = status === 409 || status === 400 ? serverMessage(failure) : null;
      window.alert(told ?? (status === 409 ? messages.roundOverlap : messages.roundSaveFailed));
      return;
    }
    window.alert(round ? messages.roundUpdated : messages.roundCreated);
    allowLeaving();
    void navigate(paths.admin());
  };

  return (
    <form className={styles.form} onSubmit={submit} onChange={() => setChanged(true)} noValidate>
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
      <SupplyFields types={chosen} draft={supply} onChange={setCount} />
      <PlanFields draft={plan} onChange={setPlan} {...(draw ? { fixed: draw.plan } : {})} />
      <FormFooter error={error} saving={saving} onCancel={() => navigate(paths.admin())} />
    </form>
  );
}
