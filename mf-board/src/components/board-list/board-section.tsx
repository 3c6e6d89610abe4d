import type { BoardRow } from '@portal/web-runtime/board-list-contract';
import type { BoardSearch } from '@portal/shared-types/board/board-list-rules';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE, pageCount } from '@portal/shared-types/board/pagination';
import { confirmAndDelete } from '../../lib/admin-mode/confirm-delete';
import { useAdminMode } from '../../lib/admin-mode/use-admin-mode';
import { BoardTable } from './board-table';
import { BuildLabel } from './build-label';
import { Pagination } from './pagination';
import { SearchBar } from './search-bar';

interface Props {
  /** The board's name: 공지사항 or 자료실, used in the labels. */
  name: string;
  className: string | undefined;
  rows: BoardRow[];
  /** How many items the paged list holds (pinned notices excluded). */
  total: number;
  isLoading: boolean;
  emptyText: string;
  detailPath: (id: number) => string;
  editPath: (id: number) => string;
  remove: (id: number) => Promise<unknown>;
  page: number;
  setPage: (page: number) => void;
  search: BoardSearch;
  setSearch: (search: BoardSearch) => void;
}

/** A public board: search bar, the table (with 관리 in admin mode) and pagination, 5 a page. */
export function BoardSection(props: Props) {
  const isAdmin = useAdminMode();
  const { name, search } = props;
  return (
    <section className={props.className} aria-label={name}>
      <SearchBar
        key={`${search.field}:${search.keyword}`}
        label={`${name} 검색`}
        initial={search}
        onSearch={props.setSearch}
      />
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
      <Pagination
        page={props.page}
        pageCount={pageCount(props.total, PAGE_SIZE.board)}
        onChange={props.setPage}
        label={`${name} 페이지`}
      />
      <BuildLabel />
    </section>
  );
}
