import { visiblePages } from '@portal/shared-types/board/board-list-rules';
import styles from './admin-ui.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** names the navigation landmark, e.g. '공지사항 페이지' */
  label: string;
}

/**
 * Previous, numbered pages, next; previous is disabled on page 1 and next on the last page. The numbers
 * come in blocks of ten, as on mf-board's lists, so 300 applicants (30 pages) still fit a line.
 */
export function Pagination({ page, pageCount, onChange, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  const numbers = visiblePages(page, pageCount);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <button type="button" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        이전
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          onClick={() => onChange(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`${number} 페이지`}
          className={number === page ? styles.currentPage : undefined}
        >
          {number}
        </button>
      ))}
      <button type="button" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
        다음
      </button>
    </nav>
  );
}
