import type { PaginationProps } from '@portal/web-runtime/board-list-contract';
import { pageWindow } from '@portal/shared-types/board/board-list-rules';
import styles from './pagination.module.css';

/**
 * 처음, 이전, a window of five pages, 다음, 마지막: 처음 and 이전 are disabled on page 1, 다음 and 마지막
 * on the last page. The window does not grow with the page count, so the row fits a phone; below
 * 480 px the numbers take a line of their own above the four steps.
 */
export function Pagination({ page, pageCount, onChange, label = '페이지 이동' }: PaginationProps) {
  const last = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), last);
  const step = (text: string, target: number, disabled: boolean) => (
    <button type="button" className={styles.step} disabled={disabled} onClick={() => onChange(target)}>
      {text}
    </button>
  );
  return (
    <nav className={styles.pagination} aria-label={label}>
      {step('처음', 1, current <= 1)}
      {step('이전', current - 1, current <= 1)}
      <ol className={styles.pages}>
        {pageWindow(current, pageCount).map((number) => (
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
      {step('다음', current + 1, current >= last)}
      {step('마지막', last, current >= last)}
    </nav>
  );
}
