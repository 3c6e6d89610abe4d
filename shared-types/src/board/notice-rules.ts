// Notices checked without zod: mf-board's public pages import these (the schemas are in notices.schema.ts).

/** A notice of a list as the server answers it; `noticeSchema` checks the same. */
export interface Notice {
  id: number;
  title: string;
  content: string;
  createdAt: string;
  topFixed: boolean;
  /** A stored attachment map: original file name -> stored path. */
  fileUrl: Record<string, string>;
}

/**
 * A notice as a list shows it: no body, and only whether it has attachments. Pages read lists through
 * the summary calls, so that a long notice never travels with every list or page's hydration data.
 */
export interface NoticeSummary {
  id: number;
  title: string;
  createdAt: string;
  topFixed: boolean;
  hasFiles: boolean;
}

/** What a list shows of a post of either board: no body, and whether it has attachments. */
export function postSummaryOf({ id, title, createdAt, fileUrl }: Omit<Notice, 'topFixed' | 'content'>) {
  return { id, title, createdAt, hasFiles: Object.keys(fileUrl).length > 0 };
}

export const noticeSummaryOf = (notice: Notice): NoticeSummary => ({
  ...postSummaryOf(notice),
  topFixed: notice.topFixed,
});

/** The page shape of `GET /api/notices`: one page of items, whether it is the last, and the totals. */
export interface Page<T> {
  content: T[];
  last: boolean;
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export const SEARCH_FIELDS = ['title', 'content'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The search field a text names; 'title' for anything else. */
export function searchFieldOr(text: string | null | undefined, fallback: SearchField): SearchField {
  return SEARCH_FIELDS.find((field) => field === text) ?? fallback;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

function fileUrlOf(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  const isText = (entry: [string, unknown]): entry is [string, string] => typeof entry[1] === 'string';
  return entries.every(isText) ? Object.fromEntries(entries) : null;
}

/** A notice of an answer when well formed (other keys dropped), else null. */
export function noticeOf(value: unknown): Notice | null {
  if (!isRecord(value)) return null;
  const { id, title, content, createdAt, topFixed } = value;
  const fileUrl = fileUrlOf(value.fileUrl);
  if (!isInteger(id) || typeof title !== 'string' || typeof content !== 'string') return null;
  if (typeof createdAt !== 'string' || typeof topFixed !== 'boolean' || !fileUrl) return null;
  return { id, title, content, createdAt, topFixed, fileUrl };
}

/** A notice summary of an answer when well formed (other keys dropped), else null. */
export function noticeSummaryItemOf(value: unknown): NoticeSummary | null {
  if (!isRecord(value)) return null;
  const { id, title, createdAt, topFixed, hasFiles } = value;
  if (!isInteger(id) || typeof title !== 'string' || typeof createdAt !== 'string') return null;
  if (typeof topFixed !== 'boolean' || typeof hasFiles !== 'boolean') return null;
  return { id, title, createdAt, topFixed, hasFiles };
}

/** A page of notices when it and every notice on it are well formed, else null. */
export function noticePageOf(value: unknown): Page<Notice> | null {
  return pageOf(value, noticeOf);
}

/** A page of notice summaries when it and every summary on it are well formed, else null. */
export function noticeSummaryPageOf(value: unknown): Page<NoticeSummary> | null {
  return pageOf(value, noticeSummaryItemOf);
}

function pageOf<T>(value: unknown, itemOf: (item: unknown) => T | null): Page<T> | null {
  if (!isRecord(value) || !Array.isArray(value.content)) return null;
  const { last, totalElements, totalPages, number, size } = value;
  if (typeof last !== 'boolean' || ![totalElements, totalPages, number, size].every(isInteger)) return null;
  const content = value.content.map(itemOf);
  if (!content.every((item) => item !== null)) return null;
  return {
    content: content as T[],
    last,
    totalElements: totalElements as number,
    totalPages: totalPages as number,
    number: number as number,
    size: size as number,
  };
}
