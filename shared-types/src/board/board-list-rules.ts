import type { SearchField } from './notice-rules';

/** One search of a board's search bar. */
export interface BoardSearch {
  field: SearchField;
  keyword: string;
}

export const NO_SEARCH: BoardSearch = { field: 'title', keyword: '' };

/** A search is on when its keyword has more than spaces (the server trims it the same way). */
export const isSearching = (search: BoardSearch) => search.keyword.trim() !== '';

/** The numbered page buttons shown around the current page: at most `width`, in a fixed block of pages. */
export function visiblePages(current: number, count: number, width = 10): number[] {
  const size = width > 0 ? width : 1;
  if (count <= 0) return [1];
  const page = Math.min(Math.max(1, current), count);
  const first = Math.floor((page - 1) / size) * size + 1;
  const last = Math.min(count, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/**
 * The numbered page buttons of a public list: a window of at most `width` pages that slides with the
 * current page, kept in the middle where it can be (7 of 15 gives 5 to 9), so a phone line always holds
 * it, whatever the page count. 처음 and 마지막 reach the ends.
 */
export function pageWindow(current: number, count: number, width = 5): number[] {
  const size = width > 0 ? width : 1;
  if (count <= 0) return [1];
  const page = Math.min(Math.max(1, current), count);
  const first = Math.max(1, Math.min(page - Math.floor((size - 1) / 2), count - size + 1));
  const last = Math.min(count, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** HTML reduced to its text, for searching content the way a reader sees it. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ');
}

/**
 * Case-insensitive contains on the title or the content text; a blank keyword
 * keeps everything.
 */
export function filterBySearch<T extends { title: string; content: string }>(
  items: readonly T[],
  search: BoardSearch,
): T[] {
  const keyword = search.keyword.trim().toLocaleLowerCase('ko-KR');
  if (!keyword) return [...items];
  return items.filter((item) => {
    const text = search.field === 'content' ? htmlText(item.content) : item.title;
    return text.toLocaleLowerCase('ko-KR').includes(keyword);
  });
}

/** Reads a 1-based page number from a URL value; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
