import { validateApplyForm, type ApplyFormState } from './applicant-rules';
import { messages } from '../common/messages';
import { requiresSpecialAnswers } from '../supply/supply-type-labels';

/** The apply form's fields that can be in error, in the order they stand on the page. */
export const APPLY_FORM_FIELDS = [
  'verification',
  'supplyType',
  'income',
  'regional',
  'car',
  'assetBasis',
  'consent',
] as const;
export type ApplyFormField = (typeof APPLY_FORM_FIELDS)[number];
export type ApplyFormErrors = Partial<Record<ApplyFormField, string>>;

/** Texts shown beside each field; the spec words only the alerts, these name the one question. */
export const applyFieldMessages = {
  verification: messages.phoneVerificationRequired,
  supplyType: messages.supplyTypeRequired,
  income: '소득순위를 선택해 주세요.',
  regional: '지역순위를 선택해 주세요.',
  car: '차량 소유 여부를 선택해 주세요.',
  assetBasis: '자산 기준 충족 여부를 선택해 주세요.',
  consent: messages.consentRequired,
} as const satisfies Record<ApplyFormField, string>;

/**
 * Every problem of the form at once, keyed by field (the alert still says only the first one, in the
 * the spec's order of messages: see validateApplyForm). Empty when the form may be sent.
 */
export function applyFormErrors(state: ApplyFormState): ApplyFormErrors {
  const errors: ApplyFormErrors = {};
  if (!state.verified) errors.verification = applyFieldMessages.verification;
  if (!state.supplyType) errors.supplyType = applyFieldMessages.supplyType;
  if (state.supplyType !== null && requiresSpecialAnswers(state.supplyType)) {
    for (const field of ['income', 'regional', 'car', 'assetBasis'] as const) {
      if (state[field] === null || state[field] === undefined) errors[field] = applyFieldMessages[field];
    }
  }
  if (!state.consent) errors.consent = applyFieldMessages.consent;
  return errors;
}

/**
 * The fields in the order the submit's alert names their problems (validateApplyForm): verification,
 * consent, the special answers, then the supply type. The focus follows the same order, so what the
 * alert says and where the focus lands are the same question.
 */
export const APPLY_ALERT_ORDER = [
  'verification',
  'consent',
  'income',
  'regional',
  'car',
  'assetBasis',
  'supplyType',
] as const satisfies readonly ApplyFormField[];

/** The field the alert names first, where the focus goes after a refused submit. */
export function firstErrorField(errors: ApplyFormErrors): ApplyFormField | null {
  return APPLY_ALERT_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

/** A refused submit's alert and the field it is about; null when the form may be sent. */
export function firstApplyProblem(state: ApplyFormState): { message: string; field: ApplyFormField } | null {
  const message = validateApplyForm(state);
  const field = firstErrorField(applyFormErrors(state));
  return message && field ? { message, field } : null;
}
