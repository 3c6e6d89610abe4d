import { sequenceNumber } from '@portal/shared-types/board/board';
import { isSearching } from '@portal/shared-types/board/board-list-rules';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { paths } from '@portal/shared-types/site/routes';
import { BoardSection } from '../../components/board-list/board-section';
import { useBoardParams } from '../../components/board-list/use-board-params';
import {
  resourcePageQuery,
  useBoardDeleteResourceMutation,
  useBoardGetResourcePageQuery,
} from './resources-api';
import styles from './resource-list.module.css';

/** The resource library: id descending, 5 a page, searched and paged by the server. */
export default function ResourceListPage() {
  const { page, search, setPage, setSearch } = useBoardParams();
  const { data: list, isLoading, isFetching } = useBoardGetResourcePageQuery(resourcePageQuery(page, search));
  const [deleteResource] = useBoardDeleteResourceMutation();

  const total = list?.totalElements ?? 0;
  const rows = (list?.content ?? []).map((resource, index) => ({
    ...resource,
    number: sequenceNumber(total, page, PAGE_SIZE.board, index),
  }));

  return (
    <BoardSection
      name="자료실"
      className={styles.board}
      rows={rows}
      total={total}
      isLoading={isLoading}
      isFetching={isFetching}
      emptyText={isSearching(search) ? messages.noSearchResults : messages.noResources}
      detailPath={paths.resourceDetail}
      editPath={paths.resourceEdit}
      remove={(id) => deleteResource(id).unwrap()}
      {...{ page, setPage, search, setSearch }}
    />
  );
}
