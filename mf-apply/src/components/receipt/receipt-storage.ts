import type { ApplicationReceipt } from '@portal/shared-types/applicants/apply-receipt';

/**
 * The last 접수증 shown in this tab (sessionStorage): the receipt page reads it after a submit or from
 * /inquiry. It holds the name and phone masked only.
 */
const RECEIPT_KEY = 'apply-receipt';

const isNullableNumber = (value: unknown) => value === null || typeof value === 'number';
const isNullableBoolean = (value: unknown) => value === null || typeof value === 'boolean';

/** A stored record is used only when every field has its type (a damaged one shows nothing). */
function isReceipt(value: unknown): value is ApplicationReceipt {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  const texts = ['receiptNumber', 'roundTitle', 'roundStart', 'roundEnd', 'supplyType', 'submittedAt'];
  return (
    texts.every((key) => typeof r[key] === 'string') &&
    typeof r.maskedName === 'string' &&
    typeof r.maskedPhone === 'string' &&
    isNullableNumber(r.income) &&
    isNullableNumber(r.regional) &&
    isNullableBoolean(r.car) &&
    isNullableBoolean(r.assetBasis)
  );
}

export function readReceipt(): ApplicationReceipt | null {
  try {
    const text = globalThis.sessionStorage?.getItem(RECEIPT_KEY);
    const parsed: unknown = text ? JSON.parse(text) : null;
    return isReceipt(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveReceipt(receipt: ApplicationReceipt): void {
  try {
    globalThis.sessionStorage?.setItem(RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // storage blocked: the receipt page says it has nothing to show, /inquiry still has the number
  }
}
