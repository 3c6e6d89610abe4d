import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { roundInputSchema } from '@portal/shared-types/rounds/rounds.schema';
import { type Round } from '@portal/shared-types/rounds/round-rules';
import {
  SUPPLY_TYPE_CODES,
  supplyTypeAreaLabel,
  type SupplyType,
} from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { FieldError, TextField } from '../../components/text-field';
import { errorStatus, serverMessage } from '../../lib/http';
import { RichTextEditor } from '../../components/editor/rich-text-editor';
import { roundSupply } from '@portal/shared-types/draw/draw-plan';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { useAdminCreateRoundMutation, useAdminUpdateRoundMutation } from '../../lib/api/rounds-api';
import {
  DEFAULT_PLAN_DRAFT,
  fromPlanDraft,
  fromSupplyDraft,
  planErrorOf,
  PlanFields,
  SupplyFields,
  toSupplyDraft,
  type SupplyDraft,
} from './round-draw-fields';

/** The fields that can be wrong, in the order the form shows them. */
const FIELD_ORDER = ['title', 'description', 'subscriptionType', 'startTs', 'endTs', 'supply', 'drawPlan'];
type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field that failed, by the field's name. */
function errorsByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

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
  // the server's refusal of the plan, beside the plan's field until the plan changes
  const [serverPlanError, setServerPlanError] = useState<string | null>(null);
  // after the first 저장 the fields are checked on every change, so each error goes once it is fixed
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const typesErrorId = `${useId()}-types-error`;
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);
  const allowLeaving = useLeaveGuard(changed);

  const toggleType = (code: SupplyType, checked: boolean) =>
    setTypes((current) => (checked ? [...current, code] : current.filter((other) => other !== code)));
  const chosen = SUPPLY_TYPE_CODES.filter((code) => types.includes(code));
  const setCount = (type: SupplyType, field: 'winners' | 'reserves', value: string) =>
    setSupply((current) => ({ ...current, [type]: { ...current[type]!, [field]: value } }));

  const parse = () =>
    roundInputSchema.safeParse({
      title,
      description,
      subscriptionType: chosen,
      startTs: start ? (fromSeoulDateTimeLocal(start) ?? start) : '',
      endTs: end ? (fromSeoulDateTimeLocal(end) ?? end) : '',
      supply: fromSupplyDraft(supply, chosen),
      // the plan is sent once, at creation; the server keeps it as it was
      ...(round ? {} : { drawPlan: fromPlanDraft(plan) }),
    });
  const checked = attempted ? parse() : null;
  const errors: FieldErrors = checked && !checked.success ? errorsByField(checked.error.issues) : {};
  errors.drawPlan ??= serverPlanError ?? undefined;
  const errorList = FIELD_ORDER.map((field) => errors[field]).filter(Boolean);

  // after a refused 저장, the first field in error takes the focus (its message is read with it)
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const parsed = parse();
    if (!parsed.success) return setFocusRequest((count) => count + 1);
    setSaving(true);
    try {
      if (round) await updateRound({ id: round.id, body: parsed.data }).unwrap();
      else await createRound(parsed.data).unwrap();
    } catch (failure) {
      setSaving(false);
      // a 409 is the overlap, or a draw setting that may no longer change
      const status = errorStatus(failure);
      const told = status === 409 || status === 400 ? serverMessage(failure) : null;
      const planError = planErrorOf(told);
      if (planError) {
        setServerPlanError(planError);
        return setFocusRequest((count) => count + 1);
      }
      window.alert(told ?? (status === 409 ? messages.roundOverlap : messages.roundSaveFailed));
      return;
    }
    window.alert(round ? messages.roundUpdated : messages.roundCreated);
    allowLeaving();
    void navigate(paths.admin());
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      onChange={() => setChanged(true)}
      noValidate
    >
      <p>
        <Link to={paths.admin()}>관리자 페이지로 돌아가기</Link>
      </p>
      <TextField label="제목" type="text" required value={title} onChange={setTitle} error={errors.title} />
      <div className={styles.field}>
        <span>설명</span>
        <RichTextEditor label="설명" value={description} onChange={setDescription} />
      </div>
      <fieldset
        className={styles.field}
        aria-describedby={errors.subscriptionType ? typesErrorId : undefined}
      >
        <legend>청약 유형</legend>
        {SUPPLY_TYPE_CODES.map((code) => (
          <label key={code}>
            <input
              type="checkbox"
              aria-invalid={errors.subscriptionType ? true : undefined}
              checked={types.includes(code)}
              onChange={(event) => toggleType(code, event.target.checked)}
            />{' '}
            {supplyTypeAreaLabel(code)}
          </label>
        ))}
        {errors.subscriptionType && <FieldError id={typesErrorId} message={errors.subscriptionType} />}
      </fieldset>
      <TextField
        label="시작 일시"
        type="datetime-local"
        required
        value={start}
        onChange={setStart}
        error={errors.startTs}
      />
      <TextField
        label="종료 일시"
        type="datetime-local"
        required
        value={end}
        onChange={setEnd}
        error={errors.endTs}
      />
      <SupplyFields
        types={chosen}
        draft={supply}
        onChange={setCount}
        lockedReason={draw?.draw ? drawMessages.supplyDrawn : undefined}
      />
      {errors.supply && <FieldError message={errors.supply} />}
      <PlanFields
        draft={plan}
        onChange={(next) => {
          setPlan(next);
          setServerPlanError(null);
        }}
        error={errors.drawPlan}
        {...(draw ? { fixed: draw.plan } : {})}
      />
      <FormFooter
        error={errorList.length > 0 ? `입력 내용을 확인해 주세요. ${errorList.join(' ')}` : null}
        saving={saving}
        onCancel={() => navigate(paths.admin())}
      />
    </form>
  );
}
