import { visiblePages } from '@portal/shared-types/board/board-list-rules';
import { Pagination as SitePagination } from '@portal/web-runtime/pagination';
import styles from './admin-ui.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** names the navigation landmark, e.g. '공지사항 페이지' */
  label: string;
}

const classes = { nav: styles.pagination, pages: styles.pageList, current: styles.currentPage };

/**
 * The site's page row in the admin's look: previous, numbered pages, next, and nothing for a single
 * page. The numbers come in blocks of ten, so 300 applicants (30 pages) still fit a line.
 */
export function Pagination(props: PaginationProps) {
  return <SitePagination {...props} numbers={visiblePages} ends={false} hideWhenSingle classes={classes} />;
}
