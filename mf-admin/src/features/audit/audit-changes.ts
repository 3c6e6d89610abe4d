import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { describeDrawPlan, type DrawPlan } from '@portal/shared-types/draw/draw-plan';
import { supplyTypeShortLabel } from '@portal/shared-types/supply/supply-type-labels';

/** The Korean names of the fields the log keeps; others show as they are. */
const FIELD_LABELS: Record<string, string> = {
  title: '제목',
  description: '설명',
  subscriptionType: '청약 유형',
  startTs: '시작',
  endTs: '종료',
  closed: '마감',
  supply: '공급 세대',
  drawPlan: '추첨 난수',
  topFixed: '상단 고정',
  contentLength: '내용 길이(자)',
  files: '첨부파일',
  fileUrl: '첨부파일',
  linkUrl: '링크',
  imageUrl: '이미지',
  winningState: '당첨 상태',
  reason: '사유',
  hold: '보존 사유',
  contractCompletedAt: '계약 완료',
  listDigest: '명단 해시',
  commitmentDigest: '약정 해시',
  commitment: '참관 약속값',
  value: '참관 값',
  salt: '봉인 코드',
  witnesses: '참관인 수',
  delayHours: '난수 대기 시간(시간)',
  applicants: '신청자 수',
  place: '장소',
  ended: '끝낸 세션 수',
  others: '미당첨',
  winners: '당첨',
  reserves: '예비',
  address: '접속 주소',
  userAgent: '브라우저',
  count: '건수',
  seed: '시드',
};

const MAX_TEXT = 120;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as a person reads it: 예/아니오, Seoul times, lists joined, long things shortened. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatAdminDateTime(value) : shorten(value);
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  if (Array.isArray(value)) {
    if (value.some((item) => item !== null && typeof item === 'object')) return `${value.length}건`;
    return shorten(value.map(readableValue).join(', '));
  }
  return shorten(
    Object.entries(value as Record<string, unknown>)
      .map(([key, field]) => `${FIELD_LABELS[key] ?? key} ${readableValue(field)}`)
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
  return readableValue(value);
}

const FIELD_ORDER = Object.keys(FIELD_LABELS);
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
        field: FIELD_LABELS[key] ?? key,
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
