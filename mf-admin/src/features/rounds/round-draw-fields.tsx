import { useId } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Field } from '@portal/web-runtime/form';
import type { Supply } from '@portal/shared-types/draw/draw';
import { drawMessages } from '@portal/shared-types/draw/draw-api.schema';
import {
  DEFAULT_DELAY_HOURS,
  MAX_DELAY_HOURS,
  QUICKNET,
  describeDrawPlan,
  type DrawPlan,
} from '@portal/shared-types/draw/draw-plan';
import { MAX_WITNESSES } from '@portal/shared-types/draw/draw-v3';
import { supplyTypeAreaLabel, type SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';
import { FieldError } from '../../components/text-field';

/** The form's text of a supply: what the inputs hold, numbers once parsed. */
export type SupplyDraft = Record<string, { winners: string; reserves: string }>;

export const toSupplyDraft = (supply: Record<string, Supply>): SupplyDraft =>
  Object.fromEntries(
    Object.entries(supply).map(([type, { winners, reserves }]) => [
      type,
      { winners: String(winners), reserves: String(reserves) },
    ]),
  );

/** Parsed counts of the chosen types; a blank or bad input becomes NaN, which the schema refuses. */
export const fromSupplyDraft = (draft: SupplyDraft, types: readonly SupplyType[]) =>
  Object.fromEntries(
    types.map((type) => [
      type,
      {
        winners: draft[type]?.winners.trim() ? Number(draft[type].winners) : NaN,
        reserves: draft[type]?.reserves.trim() ? Number(draft[type].reserves) : NaN,
      },
    ]),
  );

interface SupplyFieldsProps {
  types: readonly SupplyType[];
  /** why the counts can no longer change (a drawn round): then they are read-only, the reason beside them */
  lockedReason?: string | undefined;
  /** what is wrong with the supply (the first count in error), read with every count in error */
  error?: string | undefined;
}

const COUNT_LABELS = { winners: '당첨 세대', reserves: '예비 순번' } as const;

/** Winners and reserves of each chosen supply type, as `supply.<type>.<count>` of the round form. */
export function SupplyFields({ types, lockedReason, error }: SupplyFieldsProps) {
  const id = useId();
  const { register, control } = useFormContext<{ supply: SupplyDraft }>();
  const { errors } = useFormState({ control, name: 'supply' });
  return (
    <fieldset className={styles.field} aria-describedby={lockedReason ? `${id}-locked` : undefined}>
      <legend>공급 세대 수 (추첨)</legend>
      {lockedReason && <p id={`${id}-locked`}>{lockedReason}</p>}
      {types.length === 0 && <p>청약 유형을 먼저 고르세요.</p>}
      {types.map((type) => (
        <div key={type} className={styles.supplyRow}>
          <span id={`${id}-${type}`}>{supplyTypeAreaLabel(type)}</span>
          {(['winners', 'reserves'] as const).map((field) => {
            const wrong = Boolean(get(errors, `supply.${type}.${field}`)) || undefined;
            const describedBy = [`${id}-${type}`, lockedReason && `${id}-locked`, wrong && `${id}-error`];
            return (
              <label key={field}>
                {COUNT_LABELS[field]}{' '}
                <input
                  type="number"
                  min={0}
                  max={10000}
                  inputMode="numeric"
                  readOnly={Boolean(lockedReason)}
                  {...register(`supply.${type}.${field}`)}
                  aria-invalid={wrong}
                  aria-describedby={describedBy.filter(Boolean).join(' ')}
                />
              </label>
            );
          })}
        </div>
      ))}
      {error && <FieldError id={`${id}-error`} message={error} />}
    </fieldset>
  );
}

export interface PlanDraft {
  delayHours: string;
  witnesses: string;
}

export const DEFAULT_PLAN_DRAFT: PlanDraft = { delayHours: String(DEFAULT_DELAY_HOURS), witnesses: '0' };

const count = (text: string) => (text.trim() ? Number(text) : NaN);

/** The plan as the server takes it (draw/v3): the beacon's delay, always, and the witnesses' number. */
export const fromPlanDraft = (draft: PlanDraft) => ({
  delayHours: count(draft.delayHours),
  witnesses: count(draft.witnesses),
});

/** The plan the draft describes, for its sentence; quicknet is the chain the site draws on. */
const draftPlan = (draft: PlanDraft): DrawPlan => {
  const { delayHours, witnesses } = fromPlanDraft(draft);
  return {
    beacon: { chainHash: QUICKNET.chainHash, delayHours: Number.isInteger(delayHours) ? delayHours : 0 },
    witnessedDigits: null,
    witnesses: Number.isInteger(witnesses) ? witnesses : 0,
  };
};

const PLAN_MESSAGES = [
  drawMessages.delayInvalid,
  drawMessages.witnessesInvalid,
  drawMessages.planNeedsBeacon,
];

/** The plan's message within a server refusal (which may name the field before it), else null. */
export const planErrorOf = (message: string | null): string | null =>
  PLAN_MESSAGES.find((known) => message?.includes(known)) ?? null;

interface PlanFieldsProps {
  /** an existing round's plan: shown, never edited (it is fixed at creation) */
  fixed?: DrawPlan;
}

/**
 * Where the draw's randomness will come from: the drand beacon after the close, and the witnesses, as
 * `drawPlan.<field>` of the round form (the schema's or the server's message beside each input).
 */
export function PlanFields({ fixed }: PlanFieldsProps) {
  const id = useId();
  const draft = useWatch<{ drawPlan: PlanDraft }, 'drawPlan'>({ name: 'drawPlan' });
  if (fixed)
    return (
      <div className={styles.field}>
        <span>추첨 난수</span>
        <p>{describeDrawPlan(fixed)} (회차를 등록한 뒤에는 바꿀 수 없습니다.)</p>
      </div>
    );
  const input = (field: keyof PlanDraft, label: string, max: number) => (
    <Field name={`drawPlan.${field}`} label={label} type="number" min={0} max={max} inputMode="numeric" />
  );
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-sentence`}>
      <legend>추첨 난수 (등록 후 변경 불가)</legend>
      {input('delayHours', '마감 후 drand 공개 난수까지 대기 시간(시간)', MAX_DELAY_HOURS)}
      {input('witnesses', `참관인 수 (0~${MAX_WITNESSES}명)`, MAX_WITNESSES)}
      <p id={`${id}-sentence`}>{describeDrawPlan(draftPlan(draft))}</p>
    </fieldset>
  );
}
