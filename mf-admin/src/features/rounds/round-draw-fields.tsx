import { useId } from 'react';
import type { Supply } from '@portal/shared-types/draw/draw';
import { describeDrawPlan, type DrawPlan } from '@portal/shared-types/draw/draw-plan';
import { supplyTypeAreaLabel, type SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import styles from '../../components/admin-ui.module.css';

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
}

const COUNT_LABELS = { winners: '당첨 세대', reserves: '예비 순번' } as const;

/** Winners and reserves of each chosen supply type. */
export function SupplyFields({ types, draft, onChange }: SupplyFieldsProps) {
  const id = useId();
  return (
    <fieldset className={styles.field}>
      <legend>공급 세대 수 (추첨)</legend>
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
                onChange={(event) => onChange(type, field, event.target.value)}
                aria-describedby={`${id}-${type}`}
              />
            </label>
          ))}
        </div>
      ))}
    </fieldset>
  );
}

export interface PlanDraft {
  useBeacon: boolean;
  delayHours: string;
  useWitness: boolean;
  witnessedDigits: string;
}

export const DEFAULT_PLAN_DRAFT: PlanDraft = {
  useBeacon: true,
  delayHours: '24',
  useWitness: false,
  witnessedDigits: '9',
};

export const fromPlanDraft = (draft: PlanDraft) => ({
  delayHours: draft.useBeacon ? (draft.delayHours.trim() ? Number(draft.delayHours) : NaN) : null,
  witnessedDigits: draft.useWitness
    ? draft.witnessedDigits.trim()
      ? Number(draft.witnessedDigits)
      : NaN
    : null,
});

interface PlanFieldsProps {
  draft: PlanDraft;
  onChange: (draft: PlanDraft) => void;
  /** an existing round's plan: shown, never edited (it is fixed at creation) */
  fixed?: DrawPlan;
}

/** Where the draw's randomness will come from. */
export function PlanFields({ draft, onChange, fixed }: PlanFieldsProps) {
  if (fixed)
    return (
      <div className={styles.field}>
        <span>추첨 난수</span>
        <p>{describeDrawPlan(fixed)} (회차를 등록한 뒤에는 바꿀 수 없습니다.)</p>
      </div>
    );
  return (
    <fieldset className={styles.field}>
      <legend>추첨 난수 (등록 후 변경 불가)</legend>
      <label>
        <input
          type="checkbox"
          checked={draft.useBeacon}
          onChange={(event) => onChange({ ...draft, useBeacon: event.target.checked })}
        />{' '}
        drand 공개 난수: 마감 후{' '}
        <input
          type="number"
          min={0}
          max={336}
          inputMode="numeric"
          aria-label="마감 후 대기 시간(시간)"
          value={draft.delayHours}
          disabled={!draft.useBeacon}
          onChange={(event) => onChange({ ...draft, delayHours: event.target.value })}
        />{' '}
        시간 뒤 첫 회차
      </label>
      <label>
        <input
          type="checkbox"
          checked={draft.useWitness}
          onChange={(event) => onChange({ ...draft, useWitness: event.target.checked })}
        />{' '}
        참관 추첨 번호:{' '}
        <input
          type="number"
          min={4}
          max={12}
          inputMode="numeric"
          aria-label="참관 추첨 번호 자릿수"
          value={draft.witnessedDigits}
          disabled={!draft.useWitness}
          onChange={(event) => onChange({ ...draft, witnessedDigits: event.target.value })}
        />{' '}
        자리
      </label>
    </fieldset>
  );
}
