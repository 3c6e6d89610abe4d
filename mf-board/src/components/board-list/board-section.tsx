import { useEffect, useRef, useState } from 'react';
import type { BoardRow } from '@portal/web-runtime/board-list-contract';
import { isSearching, type BoardSearch } from '@portal/shared-types/board/board-list-rules';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE, pageCount } from '@portal/shared-types/board/pagination';
import { confirmAndDelete } from '../../lib/admin-mode/confirm-delete';
import { useAdminMode } from '../../lib/admin-mode/use-admin-mode';
import { BoardTable } from './board-table';
import { BuildLabel } from './build-label';
import { Pagination } from './pagination';
import { SearchBar } from './search-bar';
import styles from './board-section.module.css';

interface Props {
  /** The board's name: 공지사항 or 자료실, used in the labels. */
  name: string;
  className: string | undefined;
  rows: BoardRow[];
  /** How many items the paged list holds (pinned notices excluded). */
  total: number;
  isLoading: boolean;
  /** a page or a search is on its way (the rows shown are still the last ones) */
  isFetching: boolean;
  emptyText: string;
  detailPath: (id: number) => string;
  editPath: (id: number) => string;
  remove: (id: number) => Promise<unknown>;
  page: number;
  setPage: (page: number) => void;
  search: BoardSearch;
  setSearch: (search: BoardSearch) => void;
}

/** Page and keyword: what a search or a page change asks for, and what the list now shows. */
const listKey = (page: number, search: BoardSearch) =>
  `${page}:${isSearching(search) ? `${search.field}:${search.keyword.trim()}` : ''}`;

/**
 * A public board: search bar, the table (with 관리 in admin mode) and pagination, 5 a page. After a
 * search or a page change, once the rows are in, the focus goes to the line that counts them and a
 * polite live region says it ("검색 결과 12건").
 */
export function BoardSection(props: Props) {
  const isAdmin = useAdminMode();
  const { name, search, page, total } = props;
  const count = pageCount(total, PAGE_SIZE.board);
  const summary = `${isSearching(search) ? `검색 결과 ${total}건, ` : ''}${Math.min(page, Math.max(1, count))} / ${Math.max(1, count)} 페이지`;
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // the list the visitor asked for; null when nothing is awaited
  const [awaited, setAwaited] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  // adjusted while rendering: once the asked-for rows are in, say so and move the focus
  if (awaited !== null && awaited === listKey(page, search) && !props.isFetching && !props.isLoading) {
    setAwaited(null);
    setAnnouncement(summary);
    setFocusRequest((request) => request + 1);
  }
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const changePage = (next: number) => {
    setAnnouncement('');
    setAwaited(listKey(next, search));
    props.setPage(next);
  };
  const changeSearch = (next: BoardSearch) => {
    setAnnouncement('');
    setAwaited(listKey(1, next));
    props.setSearch(next);
  };

  return (
    <section className={props.className} aria-label={name}>
      <SearchBar
        key={`${search.field}:${search.keyword}`}
        label={`${name} 검색`}
        initial={search}
        onSearch={changeSearch}
      />
      <p ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {summary}
      </p>
      <p role="status" className={styles.visuallyHidden}>
        {announcement}
      </p>
      {props.isLoading ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <BoardTable
          caption={`${name} 목록`}
          rows={props.rows}
          emptyText={props.emptyText}
          detailPath={props.detailPath}
          admin={
            isAdmin
              ? { editPath: props.editPath, onDelete: (id) => confirmAndDelete(() => props.remove(id)) }
              : undefined
          }
        />
      )}
      <Pagination page={page} pageCount={count} onChange={changePage} label={`${name} 페이지`} />
      <BuildLabel />
    </section>
  );
}
