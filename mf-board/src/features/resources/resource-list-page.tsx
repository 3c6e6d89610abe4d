import { useMemo } from 'react';
import { sequenceNumber } from '@portal/shared-types/board';
import { filterBySearch, isSearching } from '@portal/shared-types/board-list-rules';
import { messages } from '@portal/shared-types/messages';
import { PAGE_SIZE, pageSlice } from '@portal/shared-types/pagination';
import { paths } from '@portal/shared-types/routes';
import { BoardSection } from '../board-list/board-section';
import { useBoardParams } from '../board-list/use-board-params';
import { useGetResourcesQuery } from '@portal/shared-types/client/read-api';
import { useBoardDeleteResourceMutation } from './resources-api';
import styles from './resource-list.module.css';

/**
 * The resource library: id descending, 5 a page. The server answers the whole list, so the search
 * and the paging happen here.
 */
export default function ResourceListPage() {
  const { page, search, setPage, setSearch } = useBoardParams();
  const { data: resources = [], isLoading } = useGetResourcesQuery();
  const [deleteResource] = useBoardDeleteResourceMutation();

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
    <BoardSection
      name="자료실"
      className={styles.board}
      rows={rows}
      total={found.length}
      isLoading={isLoading}
      emptyText={isSearching(search) ? messages.noSearchResults : messages.noResources}
      detailPath={paths.resourceDetail}
      editPath={paths.resourceEdit}
      remove={(id) => deleteResource(id).unwrap()}
      {...{ page, setPage, search, setSearch }}
    />
  );
}
