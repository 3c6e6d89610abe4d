import type { Applicant } from './applicants.schema';
import { digitsOnly } from '../identity/phone-rules';
import type { Round } from '../rounds/round-rules';
import type { SupplyType } from '../supply/supply-type-labels';

/**
 * The 접수증: what an applicant keeps after submitting. It holds the name and phone only
 * masked, so the browser never stores them whole for it.
 */
export interface ApplicationReceipt {
  receiptNumber: string;
  roundTitle: string;
  roundStart: string;
  roundEnd: string;
  supplyType: SupplyType;
  income: number | null;
  regional: number | null;
  car: boolean | null;
  assetBasis: boolean | null;
  /** when the application was stored (ISO) */
  submittedAt: string;
  maskedName: string;
  maskedPhone: string;
}

/** 홍길동 → 홍*동, 김철 → 김*, 남궁민수 → 남**수: the first and last character stay. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 01012345678 → 010-****-5678, 0111234567 → 011-***-4567: the middle part hidden. */
export function maskPhone(phone: string): string {
  const digits = digitsOnly(phone);
  if (digits.length < 10 || digits.length > 11) return '*'.repeat(Math.max(4, digits.length));
  const middle = digits.length - 7;
  return `${digits.slice(0, 3)}-${'*'.repeat(middle)}-${digits.slice(-4)}`;
}

/** The receipt of a stored application in its round. */
export function applicationReceipt(
  applicant: Pick<
    Applicant,
    | 'receiptNumber'
    | 'subscriptionType'
    | 'income'
    | 'regional'
    | 'car'
    | 'assetBasis'
    | 'createdAt'
    | 'name'
    | 'phoneNumber'
  >,
  round: Pick<Round, 'title' | 'startTs' | 'endTs'>,
): ApplicationReceipt {
  return {
    receiptNumber: applicant.receiptNumber,
    roundTitle: round.title,
    roundStart: round.startTs,
    roundEnd: round.endTs,
    supplyType: applicant.subscriptionType,
    income: applicant.income,
    regional: applicant.regional,
    car: applicant.car,
    assetBasis: applicant.assetBasis,
    submittedAt: applicant.createdAt,
    maskedName: maskName(applicant.name),
    maskedPhone: maskPhone(applicant.phoneNumber),
  };
}
