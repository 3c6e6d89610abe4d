import type { PaginationProps } from '@portal/web-runtime/board-list-contract';
import { Pagination as SitePagination } from '@portal/web-runtime/pagination';
import styles from './pagination.module.css';

const classes = {
  nav: styles.pagination,
  pages: styles.pages,
  page: styles.page,
  current: styles.current,
  step: styles.step,
};

/**
 * The site's page row in the public lists' look: 처음, 이전, a window of five pages, 다음, 마지막. The
 * window does not grow with the page count, so the row fits a phone; below 480 px the numbers take a
 * line of their own above the four steps.
 */
export function Pagination(props: PaginationProps) {
  return <SitePagination {...props} classes={classes} />;
}
