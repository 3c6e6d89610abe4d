import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { describeDrawPlan, type DrawPlan } from '@portal/shared-types/draw/draw-plan';
import { supplyTypeShortLabel } from '@portal/shared-types/supply/supply-type-labels';
import { userAgentName } from '@portal/shared-types/auth/user-agent-name';
import {
  AUDIT_FIELD_LABELS,
  AUDIT_VALUE_LABELS,
  auditFieldLabel,
} from '@portal/shared-types/audit/audit-labels';

const MAX_TEXT = 120;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as a person reads it: 예/아니오, Seoul times, lists joined, long things shortened. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'string')
    return ISO_TIME.test(value) ? formatAdminDateTime(value) : shorten(AUDIT_VALUE_LABELS[value] ?? value);
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  if (Array.isArray(value)) {
    if (value.some((item) => item !== null && typeof item === 'object')) return `${value.length}건`;
    return shorten(value.map(readableValue).join(', '));
  }
  return shorten(
    Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => `${auditFieldLabel(key)} ${readableValue(field)}`)
      .join(', '),
  );
}

/** A stored plan (draw/v3 ones name their witnesses; older ones not), as opposed to any other object. */
const isDrawPlan = (value: unknown): value is DrawPlan =>
  Boolean(value && typeof value === 'object' && 'beacon' in value && 'witnessedDigits' in value);

/**
 * A field's value in words: supply types by their labels, the draw plan in the sentence its draw page
 * says (a draw/v3 plan with its witnesses; an older plan without a beacon with its warning).
 */
function readableField(key: string, value: unknown): string {
  if (key === 'subscriptionType' && Array.isArray(value))
    return value.map((code) => supplyTypeShortLabel(String(code))).join(', ');
  if (key === 'drawPlan' && isDrawPlan(value)) return describeDrawPlan(value);
  if (key === 'userAgent' && typeof value === 'string') return userAgentName(value);
  return readableValue(value);
}

const FIELD_ORDER = Object.keys(AUDIT_FIELD_LABELS);
const orderOf = (key: string) => {
  const at = FIELD_ORDER.indexOf(key);
  return at === -1 ? FIELD_ORDER.length : at;
};

const shorten = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/**
 * The fields an entry changed, each with its value before and after, side by side; a creation lists
 * what it set, a deletion what was removed, in the order of the forms. Ids, unchanged and empty fields
 * are left out.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  if (!was && !is) return [];
  const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])]
    .filter((key) => key !== 'id')
    .sort((a, b) => orderOf(a) - orderOf(b));
  return (
    keys
      .filter((key) => JSON.stringify(was?.[key]) !== JSON.stringify(is?.[key]))
      .map((key) => ({
        field: auditFieldLabel(key),
        before: readableField(key, was?.[key]),
        after: readableField(key, is?.[key]),
      }))
      // an empty description removed with its round says nothing
      .filter((change) => change.before !== '' || change.after !== '')
  );
}

/** What an entry was about, by name: the title it held (「입주 안내」), else the log's target (an id, a receipt number). */
export function targetName(entry: { target: string | null; before: unknown; after: unknown }): string {
  const title = asRecord(entry.after)?.title ?? asRecord(entry.before)?.title;
  if (typeof title === 'string' && title.trim()) return `「${title}」`;
  return entry.target ?? '';
}
