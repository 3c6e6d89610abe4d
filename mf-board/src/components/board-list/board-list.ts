import type { BoardListModule } from '@portal/web-runtime/board-list-contract';
import { BoardTable } from './board-table';
import { Pagination } from './pagination';
import { SearchBar } from './search-bar';

/**
 * Exposed as `mf_board/board-list` for mf-admin's dashboard; load it typed with
 * `loadRemote<BoardListModule>('mf_board/board-list')`. Props (board-list-contract.ts in web-runtime):
 * - BoardTable: caption, rows [{id, title, createdAt, pinned?, number?}], emptyText, detailPath(id), now?,
 *   admin? {editPath(id), onDelete(id)} adds the 관리 column.
 * - SearchBar: label, initial? {field, keyword}, onSearch({field, keyword}).
 * - Pagination: page (1-based), pageCount, onChange(page), label?.
 */
export const boardList = { BoardTable, SearchBar, Pagination } satisfies BoardListModule;

export { BoardTable, Pagination, SearchBar };
