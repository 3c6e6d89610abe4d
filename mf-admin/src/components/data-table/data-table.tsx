/**
 * DataTable: every table of the admin area, one way.
 *
 *   <DataTable
 *     caption="팝업 목록"            // the table's name (a <caption>); captionHidden keeps it for screen readers only
 *     columns={[
 *       { header: '제목', cell: (popup) => popup.title, sortValue: (popup) => popup.title },
 *       { header: '신청자 수', cell: (round) => `${round.count}명`, numeric: true },
 *       { header: '관리', cell: (popup) => <Actions popup={popup} /> },
 *     ]}
 *     rows={popups}
 *     rowKey={(popup) => popup.id}
 *     empty="등록된 팝업이 없습니다."  // shown in place of the rows when there are none
 *     emptyRole="alert"               // when `empty` says a load failed ('status' while loading)
 *     paging={{ size: 10, label: '팝업 페이지' }}  // optional: pages of `size` rows
 *   />
 *
 * - Paged on the server (a list too long to send whole): `rows` is the page the server answered and
 *   `paging.server` says which page it is, how many rows match in all and how to ask for another page.
 *   The columns then do not sort: sorting one page of many would look like sorting them all.
 *
 * - A real <table>: <caption>, <th scope="col"> headers, a column with `rowHeader` gives <th scope="row">.
 * - A column with `sortValue` sorts: its header is a button (Enter or Space), the order is said by
 *   aria-sort and an arrow; a second press reverses it. Equal values keep the rows' own order.
 * - On a phone (768 px and narrower) each row is a card of "label: value" lines: the label is the
 *   column's header, drawn by CSS from data-label (screen readers hear the column header instead), so
 *   nothing scrolls sideways. The sortable headers stay as a row of buttons above the cards.
 * - To start again at page 1 (a new search), give the table a new `key`.
 */
import { useState, type ReactNode } from 'react';
import { Pagination } from '../pagination';
import styles from './data-table.module.css';

export interface DataTableColumn<Row> {
  /** the column's header, and each value's label on a phone */
  header: string;
  /** what a row shows in this column */
  cell: (row: Row) => ReactNode;
  /** makes the column sortable by this value (text in Korean order, numbers by size) */
  sortValue?: (row: Row) => string | number;
  /** numbers: right-aligned with digits of equal width */
  numeric?: boolean;
  /** the cell names its row (a <th scope="row">) */
  rowHeader?: boolean;
  /** a class for this column's cells (e.g. to keep a time on one line) */
  className?: string;
}

export interface DataTableProps<Row> {
  caption: string;
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: ReactNode;
  emptyRole?: 'alert' | 'status';
  paging?: {
    size: number;
    label: string;
    server?: { page: number; total: number; onChange: (page: number) => void };
  };
  /** the column sorted first and its direction */
  initialSort?: { column: number; direction: SortDirection };
}

export type SortDirection = 'ascending' | 'descending';

const korean = new Intl.Collator('ko-KR', { numeric: true });

/** The rows ordered by one column's value; a stable sort, so ties keep the order given. */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => string | number,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : korean.compare(String(left), String(right));
    return sign * order;
  });
}

const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  emptyRole,
  paging,
  initialSort,
}: DataTableProps<Row>) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);

  const server = paging?.server;
  const sortBy = !server && sort && columns[sort.column]?.sortValue;
  const ordered = sortBy ? sortRows(rows, sortBy, sort.direction) : rows;
  const pageCount = paging
    ? Math.max(1, Math.ceil((server ? server.total : ordered.length) / paging.size))
    : 1;
  // a page past the end (rows removed meanwhile) shows the last one
  const current = server ? server.page : Math.min(page, pageCount);
  const visible =
    paging && !server ? ordered.slice((current - 1) * paging.size, current * paging.size) : ordered;

  const toggleSort = (column: number) => {
    setSort(
      sort?.column === column && sort.direction === 'ascending'
        ? { column, direction: 'descending' }
        : { column, direction: 'ascending' },
    );
    setPage(1);
  };

  // explicit roles keep the table a table for screen readers where CSS turns its rows into cards
  return (
    <>
      <table className={styles.table} role="table">
        <caption className={classNames(captionHidden && styles.visuallyHidden)}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, index) => {
              const sortable = !server && column.sortValue;
              const sorted = sort?.column === index ? sort.direction : undefined;
              return (
                <th
                  key={column.header}
                  scope="col"
                  role="columnheader"
                  aria-sort={sortable ? (sorted ?? 'none') : undefined}
                  className={classNames(column.numeric && styles.numeric, sortable && styles.sortable)}
                >
                  {sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => toggleSort(index)}>
                      {column.header}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {visible.length === 0 && (
            <tr role="row" className={styles.emptyRow}>
              <td role="cell" colSpan={columns.length}>
                <div role={emptyRole}>{empty}</div>
              </td>
            </tr>
          )}
          {visible.map((row) => (
            <tr key={rowKey(row)} role="row">
              {columns.map((column) => {
                const props = {
                  'data-label': column.header,
                  className: classNames(column.numeric && styles.numeric, column.className),
                };
                const value = <div className={styles.value}>{column.cell(row)}</div>;
                return column.rowHeader ? (
                  <th key={column.header} scope="row" role="rowheader" {...props}>
                    {value}
                  </th>
                ) : (
                  <td key={column.header} role="cell" {...props}>
                    {value}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {paging && (
        <Pagination
          page={current}
          pageCount={pageCount}
          onChange={server ? server.onChange : setPage}
          label={paging.label}
        />
      )}
    </>
  );
}
