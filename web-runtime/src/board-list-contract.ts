import type { ComponentType } from 'react';
import type { BoardSearch } from '@portal/shared-types/board/board-list-rules';

/** One row of a board table. */
export interface BoardRow {
  id: number;
  title: string;
  createdAt: string;
  /** pinned rows show the 공지 label and a pin mark instead of a number */
  pinned?: boolean;
  /** the sequence number shown in the 번호 column (see sequenceNumber in board.ts) */
  number?: number;
}

export interface BoardTableProps {
  /** the table's caption, read by screen readers (for example 공지사항 목록) */
  caption: string;
  rows: readonly BoardRow[];
  /** shown in one wide cell when there are no rows */
  emptyText: string;
  /** where a title links to */
  detailPath: (id: number) => string;
  /** the moment the New marker is measured from (defaults to now) */
  now?: Date;
  /** set in admin mode: adds the 관리 column with 수정 (a link) and 삭제 (a button) */
  admin?: { editPath: (id: number) => string; onDelete: (id: number) => void };
}

export interface SearchBarProps {
  /** the accessible name of the search form (for example 공지사항 검색) */
  label: string;
  /** the search shown when the bar first renders */
  initial?: BoardSearch;
  /** called on 검색 or Enter with the chosen field and the keyword as typed */
  onSearch: (search: BoardSearch) => void;
}

export interface PaginationProps {
  /** 1-based current page */
  page: number;
  /** number of pages (pageCount in pagination.ts); 0 shows a single page 1 */
  pageCount: number;
  onChange: (page: number) => void;
  /** the accessible name of the navigation landmark (defaults to 페이지 이동) */
  label?: string;
}

/**
 * What mf-board exposes as `./board-list`, so that mf-admin's dashboard shows the same list, search
 * and pagination as the public board pages. They need the shell's router (links) and nothing else.
 */
export interface BoardListModule {
  BoardTable: ComponentType<BoardTableProps>;
  SearchBar: ComponentType<SearchBarProps>;
  Pagination: ComponentType<PaginationProps>;
}
