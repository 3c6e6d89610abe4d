// The pure rules of the apply form, without zod: /apply imports them (the schemas are in applicants.schema.ts).
import type { Tier } from '../rounds/eligibility';
import { messages } from '../common/messages';
import { requiresSpecialAnswers } from '../supply/supply-type-labels';

export interface ApplyFormState {
  verified: boolean;
  consent: boolean;
  supplyType: string | null;
  income: number | null;
  regional: number | null;
  car: boolean | null;
  assetBasis: boolean | null;
}

/**
 * The browser's submit check, in the spec's order of messages; null when the form may be sent.
 * A missing supply type comes last: the spec leaves it to the required radio, we check it all the same.
 */
export function validateApplyForm(state: ApplyFormState): string | null {
  if (!state.verified) return messages.phoneVerificationRequired;
  if (!state.consent) return messages.consentRequired;
  if (
    state.supplyType !== null &&
    requiresSpecialAnswers(state.supplyType) &&
    [state.income, state.regional, state.car, state.assetBasis].some(
      (answer) => answer === null || answer === undefined,
    )
  ) {
    return messages.specialAnswersRequired;
  }
  if (!state.supplyType) return messages.supplyTypeRequired;
  return null;
}

export const INCOME_TIER_LABELS: Readonly<Record<Tier, string>> = {
  1: '1순위 (도시근로자 가구당 월평균소득 100% 이하)',
  2: '2순위 (도시근로자 가구당 월평균소득 110% 이하)',
  3: '3순위 (도시근로자 가구당 월평균소득 120% 이하)',
};

export const REGIONAL_TIER_LABELS: Readonly<Record<Tier, string>> = {
  1: '1순위 (사업지 소재 자치구 거주)',
  2: '2순위 (사업지 소재 시의 그 외 지역 거주)',
  3: '3순위 (그 외 지역 거주)',
};

export function isTier(value: unknown): value is Tier {
  return value === 1 || value === 2 || value === 3;
}

/** '1순위' and so on; '-' for a missing or unknown tier. */
export function tierShortLabel(tier: number | null | undefined): string {
  return isTier(tier) ? `${tier}순위` : '-';
}
