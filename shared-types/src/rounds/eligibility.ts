import { seoulDayNumber } from '../common/dates';
import type { SupplyType } from '../supply/supply-type-labels';

/** Priority tier of income and of region: 1 is the best. */
export type Tier = 1 | 2 | 3;

export interface IncomeRow {
  householdSize: number;
  percent100: number;
  percent110: number;
  percent120: number;
}

/** Urban worker household average monthly income in won. */
export const INCOME_TABLE: readonly IncomeRow[] = [
  { householdSize: 1, percent100: 3_598_164, percent110: 3_957_980, percent120: 4_317_797 },
  { householdSize: 2, percent100: 5_477_003, percent110: 6_024_703, percent120: 6_572_404 },
  { householdSize: 3, percent100: 7_626_973, percent110: 8_389_670, percent120: 9_152_368 },
  { householdSize: 4, percent100: 8_578_088, percent110: 9_435_897, percent120: 10_293_706 },
  { householdSize: 5, percent100: 9_031_048, percent110: 9_934_153, percent120: 10_837_258 },
];

export const MIN_AGE = 19;
export const MAX_AGE = 39;
export const NEWLYWED_DAYS = 2_555;
export const YOUTH_VEHICLE_LIMIT = 45_630_000;
export const NEWLYWED_VEHICLE_LIMIT = 38_030_000;
export const ASSET_LIMIT = 254_000_000;

/**
 * Income tier: up to and including 100 percent is 1, 110 is 2, 120 is 3, above is null.
 * The table stops at 5 people; larger households use the 5-person row (the spec gives no other,
 * and the lower figure never admits anyone the real table would refuse).
 */
export function incomeTier(householdSize: number, monthlyIncome: number): Tier | null {
  if (!Number.isInteger(householdSize) || householdSize < 1) return null;
  if (!Number.isFinite(monthlyIncome) || monthlyIncome < 0) return null;
  const row = INCOME_TABLE[Math.min(householdSize, INCOME_TABLE.length) - 1];
  if (!row) return null;
  if (monthlyIncome <= row.percent100) return 1;
  if (monthlyIncome <= row.percent110) return 2;
  if (monthlyIncome <= row.percent120) return 3;
  return null;
}

export function isEligibleAge(age: number): boolean {
  return Number.isInteger(age) && age >= MIN_AGE && age <= MAX_AGE;
}

/**
 * Married within 7 years: 0 to 2,555 Seoul calendar days from the wedding day to today.
 * A future date is not a marriage yet (prospective couples are flagged separately).
 */
export function isNewlywed(marriageDate: Date | string | null | undefined, now: Date): boolean {
  const married = seoulDayNumber(marriageDate);
  const today = seoulDayNumber(now);
  if (married === null || today === null) return false;
  const days = today - married;
  return days >= 0 && days <= NEWLYWED_DAYS;
}

export type Residence = 'district' | 'city' | 'elsewhere';

/** 1 the site's district, 2 the rest of its city, 3 elsewhere. */
export function regionalTier(where: Residence): Tier {
  return where === 'district' ? 1 : where === 'city' ? 2 : 3;
}

export interface EligibilityInput {
  age: number;
  /** null when single */
  marriageDate: Date | string | null;
  /** a couple planning to marry counts as newlywed */
  prospectiveNewlywed?: boolean;
  homeless: boolean;
  householdSize: number;
  monthlyIncome: number;
  /** 0 without a vehicle */
  vehicleValue: number;
  assets: number;
  residence: Residence;
}

export interface EligibilityResult {
  eligibleTypes: SupplyType[];
  incomeTier: Tier | null;
  regionalTier: Tier;
  reasons: string[];
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/**
 * Our reading of the eligibility rules, which the spec leaves partly open:
 * - Every applicant must be 19 to 39 and homeless.
 * - Youth tier (single): vehicle up to 45.63 million and own assets up to 254 million won give the
 *   15-pyeong general supply; an income tier (up to 120 percent) adds the 15-pyeong special supply.
 * - Newlyweds (married within 2,555 days, or prospective): vehicle up to 38.03 million won gives the
 *   30-pyeong general supply. The spec states no asset or income limit for them, so none is applied.
 * - SPECIAL-30 is never offered: the room-type page lists no special supply for the 30 type.
 * - Income and regional tiers rank special supply applicants; regional tier never excludes anyone.
 */
export function evaluateEligibility(input: EligibilityInput, now: Date): EligibilityResult {
  const reasons: string[] = [];
  const check = (passed: boolean, yes: string, no: string) => {
    reasons.push(passed ? yes : no);
    return passed;
  };

  const ageOk = check(
    isEligibleAge(input.age),
    `나이 요건(만 ${MIN_AGE}~${MAX_AGE}세)을 충족합니다.`,
    `나이 요건(만 ${MIN_AGE}~${MAX_AGE}세)을 충족하지 않습니다.`,
  );
  const homelessOk = check(
    input.homeless,
    '무주택 요건을 충족합니다.',
    '무주택자가 아니어서 신청할 수 없습니다.',
  );
  const basicOk = ageOk && homelessOk;
  const tier = incomeTier(input.householdSize, input.monthlyIncome);
  const eligibleTypes: SupplyType[] = [];

  const newlywed = Boolean(input.prospectiveNewlywed) || isNewlywed(input.marriageDate, now);
  const single = input.marriageDate === null && !input.prospectiveNewlywed;

  if (single) {
    const vehicleOk = check(
      input.vehicleValue <= YOUTH_VEHICLE_LIMIT,
      `차량가액이 청년 기준(${won(YOUTH_VEHICLE_LIMIT)}) 이하입니다.`,
      `차량가액이 청년 기준(${won(YOUTH_VEHICLE_LIMIT)})을 초과합니다.`,
    );
    const assetOk = check(
      input.assets <= ASSET_LIMIT,
      `본인 자산이 기준(${won(ASSET_LIMIT)}) 이하입니다.`,
      `본인 자산이 기준(${won(ASSET_LIMIT)})을 초과합니다.`,
    );
    const incomeOk = check(
      tier !== null,
      `소득 ${tier}순위(도시근로자 가구당 월평균소득 기준)에 해당합니다.`,
      '소득이 도시근로자 가구당 월평균소득의 120%를 초과하여 특별공급 대상이 아닙니다.',
    );
    if (basicOk && vehicleOk && assetOk) {
      eligibleTypes.push('GENERAL-15');
      if (incomeOk) eligibleTypes.push('SPECIAL-15');
    }
  } else if (newlywed) {
    reasons.push('신혼부부(혼인 7년 이내 또는 예비신혼부부)에 해당합니다.');
    const vehicleOk = check(
      input.vehicleValue <= NEWLYWED_VEHICLE_LIMIT,
      `차량가액이 신혼부부 기준(${won(NEWLYWED_VEHICLE_LIMIT)}) 이하입니다.`,
      `차량가액이 신혼부부 기준(${won(NEWLYWED_VEHICLE_LIMIT)})을 초과합니다.`,
    );
    if (basicOk && vehicleOk) eligibleTypes.push('GENERAL-30');
  } else {
    reasons.push('혼인 후 7년(2,555일)이 지나 신혼부부에 해당하지 않고, 미혼 청년도 아닙니다.');
  }

  return { eligibleTypes, incomeTier: tier, regionalTier: regionalTier(input.residence), reasons };
}
