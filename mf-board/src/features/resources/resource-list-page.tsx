import { useMemo } from 'react';
import { sequenceNumber } from '@portal/shared-types/board';
import { filterBySearch } from '@portal/shared-types/board-list-rules';
import { messages } from '@portal/shared-types/messages';
import { PAGE_SIZE, pageCount, pageSlice } from '@portal/shared-types/pagination';
import { paths } from '@portal/shared-types/routes';
import { confirmAndDelete } from '../admin-mode/confirm-delete';
import { useAdminMode } from '../admin-mode/use-admin-mode';
import { BoardTable } from '../board-list/board-table';
import { Pagination } from '../board-list/pagination';
import { SearchBar } from '../board-list/search-bar';
import { useBoardParams } from '../board-list/use-board-params';
import { useDeleteResourceMutation, useGetResourcesQuery } from './resources-api';
import styles from './resource-list.module.css';

/**
 * The resource library: id descending, 5 a page. The server answers the whole list, so the search
 * and the paging happen here.
 */
export default function ResourceListPage() {
  const { page, search, setPage, setSearch } = useBoardParams();
  const isAdmin = useAdminMode();
  const { data: resources = [], isLoading } = useGetResourcesQuery();
  const [deleteResource] = useDeleteResourceMutation();

  const found = useMemo(
    () =>
      filterBySearch(
        [...resources].sort((a, b) => b.id - a.id),
        search,
      ),
    [resources, search],
  );
  const rows = pageSlice(found, page, PAGE_SIZE.board).map((resource, index) => ({
    ...resource,
    number: sequenceNumber(found.length, page, PAGE_SIZE.board, index),
  }));

  return (
    <section className={styles.board} aria-label="자료실">
      <SearchBar
        key={`${search.field}:${search.keyword}`}
        label="자료실 검색"
        initial={search}
        onSearch={setSearch}
      />
      {isLoading ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <BoardTable
          caption="자료실 목록"
          rows={rows}
          emptyText={messages.noResources}
          detailPath={paths.resourceDetail}
          admin={
            isAdmin
              ? {
                  editPath: paths.resourceEdit,
                  onDelete: (id) => confirmAndDelete(() => deleteResource(id).unwrap()),
                }
              : undefined
          }
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount(found.length, PAGE_SIZE.board)}
        onChange={setPage}
        label="자료실 페이지"
      />
    </section>
  );
}
