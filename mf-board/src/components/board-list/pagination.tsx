import type { PaginationProps } from '@portal/web-runtime/board-list-contract';
import { visiblePages } from '@portal/shared-types/board/board-list-rules';
import styles from './pagination.module.css';

/** 이전, numbered pages, 다음: 이전 is disabled on page 1 and 다음 on the last page. */
export function Pagination({ page, pageCount, onChange, label = '페이지 이동' }: PaginationProps) {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        이전
      </button>
      <ol className={styles.pages}>
        {visiblePages(current, pageCount).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === current ? `${styles.page} ${styles.current}` : styles.page}
              aria-current={number === current ? 'page' : undefined}
              aria-label={`${number} 페이지`}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={styles.step}
        disabled={current >= last}
        onClick={() => onChange(current + 1)}
      >
        다음
      </button>
    </nav>
  );
}
