import { useId } from 'react';
import { useController, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLeaveGuard } from '@portal/web-runtime/leave-guard';
import { Field, useSchemaForm } from '@portal/web-runtime/form';
import { fromSeoulDateTimeLocal, toSeoulDateTimeLocal } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { roundInputSchema } from '@portal/shared-types/rounds/rounds.schema';
import { type Round } from '@portal/shared-types/rounds/round-rules';
import { SUPPLY_TYPE_CODES, supplyTypeAreaLabel } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';
import { FormFooter } from '../../components/form-footer';
import { FieldError } from '../../components/text-field';
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
} from './round-draw-fields';
import { AdminForm } from '../../components/admin-form';

/** What the inputs hold: text, as typed. */
const roundDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  subscriptionType: z.array(z.string()),
  startTs: z.string(),
  endTs: z.string(),
  supply: z.record(z.string(), z.object({ winners: z.string(), reserves: z.string() })),
  drawPlan: z.object({ delayHours: z.string(), witnesses: z.string() }),
});

const seoulTime = (local: string) => (local ? (fromSeoulDateTimeLocal(local) ?? local) : '');

/**
 * The draft read as the contract's body, then checked by the contract's own rule (its messages land
 * on the fields of the same path). The plan is sent once, at creation; the server keeps it as it was.
 */
const roundFormSchema = (creating: boolean) =>
  roundDraftSchema
    .transform((draft): z.input<typeof roundInputSchema> => {
      const types = SUPPLY_TYPE_CODES.filter((code) => draft.subscriptionType.includes(code));
      return {
        title: draft.title,
        description: draft.description,
        subscriptionType: types,
        startTs: seoulTime(draft.startTs),
        endTs: seoulTime(draft.endTs),
        supply: fromSupplyDraft(draft.supply, types),
        ...(creating ? { drawPlan: fromPlanDraft(draft.drawPlan) } : {}),
      };
    })
    .pipe(roundInputSchema);
const createSchema = roundFormSchema(true);
const updateSchema = roundFormSchema(false);

/** The fields that can be wrong, in the order the form shows them. */
const FIELD_ORDER = [
  'title',
  'description',
  'subscriptionType',
  'startTs',
  'endTs',
  'supply',
  'drawPlan',
] as const;

/** The first message within a field's error (a supply or a plan holds its counts' errors). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, ref: _ref, ...nested } = error as { message?: unknown; ref?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const inner of Object.values(nested)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * The round form: title, description, supply types, start and end (Seoul time), and for the draw the
 * supply of each type and, on creation only, where the randomness comes from.
 */
export function RoundForm({ round, draw }: { round?: Round; draw?: RoundDrawInfo }) {
  const navigate = useNavigate();
  const [createRound] = useAdminCreateRoundMutation();
  const [updateRound] = useAdminUpdateRoundMutation();
  const typesErrorId = `${useId()}-types-error`;
  const form = useSchemaForm(round ? updateSchema : createSchema, {
    title: round?.title ?? '',
    description: round?.description ?? '',
    subscriptionType: round?.subscriptionType ?? [],
    startTs: toSeoulDateTimeLocal(round?.startTs),
    endTs: toSeoulDateTimeLocal(round?.endTs),
    supply: toSupplyDraft({ ...roundSupply(SUPPLY_TYPE_CODES, {}), ...draw?.supply }),
    drawPlan: DEFAULT_PLAN_DRAFT,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const allowLeaving = useLeaveGuard(isDirty);
  const description = useController({ control: form.control, name: 'description' });
  const types = useController({ control: form.control, name: 'subscriptionType' });
  const picked = useWatch({ control: form.control, name: 'subscriptionType' });
  const chosen = SUPPLY_TYPE_CODES.filter((code) => picked.includes(code));
  const toggleType = (code: string, on: boolean) =>
    types.field.onChange(SUPPLY_TYPE_CODES.filter((other) => (other === code ? on : chosen.includes(other))));
  const fieldErrors = errors as FieldErrors<Record<(typeof FIELD_ORDER)[number], unknown>>;
  const errorList = FIELD_ORDER.map((field) => firstMessage(fieldErrors[field])).filter(Boolean);
  const typesError = types.fieldState.error?.message;

  const submit = async (body: z.output<typeof createSchema>) => {
    try {
      if (round) await updateRound({ id: round.id, body }).unwrap();
      else await createRound(body).unwrap();
    } catch (failure) {
      // a 409 is the overlap, or a draw setting that may no longer change
      const status = errorStatus(failure);
      const told = status === 409 || status === 400 ? serverMessage(failure) : null;
      const planError = planErrorOf(told);
      if (planError) {
        // the server's refusal of the plan stands beside the plan's input until that input changes
        const field = planError === drawMessages.witnessesInvalid ? 'witnesses' : 'delayHours';
        form.setError(`drawPlan.${field}`, { type: 'server', message: planError }, { shouldFocus: true });
        return;
      }
      window.alert(told ?? (status === 409 ? messages.roundOverlap : messages.roundSaveFailed));
      return;
    }
    window.alert(round ? messages.roundUpdated : messages.roundCreated);
    allowLeaving();
    void navigate(paths.admin());
  };

  return (
    <AdminForm form={form} onSubmit={submit}>
      <p>
        <Link to={paths.admin()}>관리자 페이지로 돌아가기</Link>
      </p>
      <Field name="title" label="제목" type="text" required />
      <div className={styles.field}>
        <span>설명</span>
        {/* CKEditor is no input to register: the controller hands it the value and takes its changes */}
        <RichTextEditor label="설명" value={description.field.value} onChange={description.field.onChange} />
      </div>
      <fieldset className={styles.field} aria-describedby={typesError ? typesErrorId : undefined}>
        <legend>청약 유형</legend>
        {SUPPLY_TYPE_CODES.map((code, index) => (
          <label key={code}>
            <input
              type="checkbox"
              ref={index === 0 ? types.field.ref : undefined}
              aria-invalid={typesError ? true : undefined}
              checked={chosen.includes(code)}
              onChange={(event) => toggleType(code, event.target.checked)}
            />{' '}
            {supplyTypeAreaLabel(code)}
          </label>
        ))}
        {typesError && <FieldError id={typesErrorId} message={typesError} />}
      </fieldset>
      <Field name="startTs" label="시작 일시" type="datetime-local" required />
      <Field name="endTs" label="종료 일시" type="datetime-local" required />
      <SupplyFields
        types={chosen}
        lockedReason={draw?.draw ? drawMessages.supplyDrawn : undefined}
        error={firstMessage(fieldErrors.supply)}
      />
      <PlanFields {...(draw ? { fixed: draw.plan } : {})} />
      <FormFooter
        error={errorList.length > 0 ? `입력 내용을 확인해 주세요. ${errorList.join(' ')}` : null}
        saving={isSubmitting}
        onCancel={() => navigate(paths.admin())}
      />
    </AdminForm>
  );
}
