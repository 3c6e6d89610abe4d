import { useId } from 'react';
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
  draft: SupplyDraft;
  onChange: (type: SupplyType, field: 'winners' | 'reserves', value: string) => void;
  /** why the counts can no longer change (a drawn round): then they are read-only, the reason beside them */
  lockedReason?: string | undefined;
}

const COUNT_LABELS = { winners: '당첨 세대', reserves: '예비 순번' } as const;

/** Winners and reserves of each chosen supply type. */
export function SupplyFields({ types, draft, onChange, lockedReason }: SupplyFieldsProps) {
  const id = useId();
  return (
    <fieldset className={styles.field} aria-describedby={lockedReason ? `${id}-locked` : undefined}>
      <legend>공급 세대 수 (추첨)</legend>
      {lockedReason && <p id={`${id}-locked`}>{lockedReason}</p>}
      {types.length === 0 && <p>청약 유형을 먼저 고르세요.</p>}
      {types.map((type) => (
        <div key={type} className={styles.supplyRow}>
          <span id={`${id}-${type}`}>{supplyTypeAreaLabel(type)}</span>
          {(['winners', 'reserves'] as const).map((field) => (
            <label key={field}>
              {COUNT_LABELS[field]}{' '}
              <input
                type="number"
                min={0}
                max={10000}
                inputMode="numeric"
                value={draft[type]?.[field] ?? ''}
                readOnly={Boolean(lockedReason)}
                onChange={(event) => onChange(type, field, event.target.value)}
                aria-describedby={lockedReason ? `${id}-${type} ${id}-locked` : `${id}-${type}`}
              />
            </label>
          ))}
        </div>
      ))}
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
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  /** an existing round's plan: shown, never edited (it is fixed at creation) */
  fixed?: DrawPlan;
  /** what is wrong with the plan, the form's own check or the server's, shown beside its input */
  error?: string | undefined;
}

/** Where the draw's randomness will come from: the drand beacon after the close, and the witnesses. */
export function PlanFields({ draft, onChange, fixed, error }: PlanFieldsProps) {
  const id = useId();
  if (fixed)
    return (
      <div className={styles.field}>
        <span>추첨 난수</span>
        <p>{describeDrawPlan(fixed)} (회차를 등록한 뒤에는 바꿀 수 없습니다.)</p>
      </div>
    );
  const witnessError = error === drawMessages.witnessesInvalid ? error : undefined;
  const delayError = error && !witnessError ? error : undefined;
  const input = (field: keyof PlanDraft, label: string, max: number, fieldError: string | undefined) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="number"
        min={0}
        max={max}
        inputMode="numeric"
        value={draft[field]}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-${field}-error` : undefined}
        onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      />
      {fieldError && <FieldError id={`${id}-${field}-error`} message={fieldError} />}
    </div>
  );
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-sentence`}>
      <legend>추첨 난수 (등록 후 변경 불가)</legend>
      {input('delayHours', '마감 후 drand 공개 난수까지 대기 시간(시간)', MAX_DELAY_HOURS, delayError)}
      {input('witnesses', `참관인 수 (0~${MAX_WITNESSES}명)`, MAX_WITNESSES, witnessError)}
      <p id={`${id}-sentence`}>{describeDrawPlan(draftPlan(draft))}</p>
    </fieldset>
  );
}
