/** Page sizes */
export const PAGE_SIZE = { default: 5, board: 5, applicants: 10, rounds: 5 } as const;

/** Page count: total over page size, rounded up; a page size that is not positive counts as 1. */
export function pageCount(total: number, pageSize: number): number {
  const size = pageSize > 0 ? pageSize : 1;
  return Math.ceil(Math.max(0, total) / size);
}

/** The items of a 1-based page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const size = pageSize > 0 ? pageSize : 1;
  const start = (Math.max(1, page) - 1) * size;
  return items.slice(start, start + size);
}
