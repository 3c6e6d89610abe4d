import { isWithinDays } from '../common/dates';
import { urlOf } from '../http/route';
import { noticeRoutes } from '../http/routes/board';
import { fileRoutes } from '../http/routes/files';

const byIdDesc = (a: { id: number }, b: { id: number }) => b.id - a.id;

/**
 * Pinned notices first, then the rest. Both lists are id descending; a pinned notice
 * seen twice (collected from several pages) is listed once, and never among the others.
 */
export function splitPinned<T extends { id: number; topFixed: boolean }>(
  notices: readonly T[],
): { pinned: T[]; others: T[] } {
  const pinnedById = new Map<number, T>();
  for (const notice of notices)
    if (notice.topFixed && !pinnedById.has(notice.id)) pinnedById.set(notice.id, notice);
  const pinned = [...pinnedById.values()].sort(byIdDesc);
  const others = notices.filter((notice) => !notice.topFixed).sort(byIdDesc);
  return { pinned, others };
}

export const NEW_MARKER_DAYS = 3;

/** The New marker: created within the last 3 days. */
export function isNew(createdAt: Date | string | null | undefined, now: Date): boolean {
  return isWithinDays(createdAt, now, NEW_MARKER_DAYS);
}

/**
 * The number shown in a board row, counting down as Korean boards do: the newest item of page 1
 * gets `total`. `total` counts the paged (unpinned) items only; pinned rows show no number.
 */
export function sequenceNumber(total: number, page: number, pageSize: number, indexOnPage: number): number {
  const size = pageSize > 0 ? pageSize : 1;
  return total - (Math.max(1, page) - 1) * size - indexOnPage;
}

/** The scan that collects pinned notices across pages; pages start at 0. */
export const PINNED_SCAN = { pageSize: 100, maxPages: 100 } as const;

/** The scan stops at the last page or at a short one. */
export function shouldStopScan(
  page: { content: readonly unknown[]; last: boolean },
  pageSize: number,
): boolean {
  return page.last || page.content.length < pageSize;
}

/** The URL of one page of the pinned scan. */
export function pinnedScanUrl(page: number, base: string = urlOf(noticeRoutes.summaryPage)): string {
  return `${base}?page=${page}&size=${PINNED_SCAN.pageSize}&topFixed=true`;
}

export type FileType = 'pdf' | 'image' | 'spreadsheet' | 'word' | 'archive' | 'hwp' | 'other';

const EXTENSION_TYPES: Readonly<Record<string, FileType>> = {
  pdf: 'pdf',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  svg: 'image',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  doc: 'word',
  docx: 'word',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gz: 'archive',
  tar: 'archive',
  hwp: 'hwp',
  hwpx: 'hwp',
};

/** The icon kind of an attachment, from its extension (case ignored). */
export function fileTypeOf(fileName: string): FileType {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return 'other';
  return EXTENSION_TYPES[fileName.slice(dot + 1).toLowerCase()] ?? 'other';
}

/**
 * The download call for a stored path: its last path segment, URL-encoded.
 * A full URL is read as a URL, so its query is dropped and its already-encoded segment decoded first.
 */
export function downloadPath(storedPath: string): string {
  const url = /^https?:\/\//i.test(storedPath) ? parseUrl(storedPath) : null;
  const fileName = url ? safeDecode(lastSegment(url.pathname)) : lastSegment(storedPath);
  return urlOf(fileRoutes.download, { fileName });
}

function lastSegment(path: string): string {
  const segments = path.split(/[/\\]/).filter((segment) => segment.length > 0);
  return segments[segments.length - 1] ?? '';
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
