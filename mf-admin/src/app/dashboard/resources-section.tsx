import { useState } from 'react';
import type { BoardSearch } from '@portal/shared-types/board-list-rules';
import { sequenceNumber } from '@portal/shared-types/board';
import { messages } from '@portal/shared-types/messages';
import { PAGE_SIZE, pageCount, pageSlice } from '@portal/shared-types/pagination';
import { paths } from '@portal/shared-types/routes';
import { useBoardList } from '../../components/board-list';
import { matchesSearch } from '../../components/search-bar';
import styles from '../../components/admin-ui.module.css';
import { useGetResourcesQuery } from '@portal/shared-types/client/read-api';
import { useAdminDeleteResourceMutation } from '../../features/board/resources-admin-api';

/** Resources by id descending, 5 a page, with search, edit and delete. */
export function ResourcesSection() {
  const board = useBoardList();
  const { data: resources = [] } = useGetResourcesQuery();
  const [deleteResource] = useAdminDeleteResourceMutation();
  const [search, setSearch] = useState<BoardSearch>({ field: 'title', keyword: '' });
  const [page, setPage] = useState(1);
  const matching = [...resources].sort((a, b) => b.id - a.id).filter((item) => matchesSearch(item, search));
  const rows = pageSlice(matching, page, PAGE_SIZE.board).map((resource, index) => ({
    id: resource.id,
    title: resource.title,
    createdAt: resource.createdAt,
    number: sequenceNumber(matching.length, page, PAGE_SIZE.board, index),
  }));

  const remove = async (id: number) => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      await deleteResource(id).unwrap();
      window.alert(messages.deleted);
    } catch {
      window.alert(messages.deleteFailed);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="admin-resources-heading">
      <h2 id="admin-resources-heading">자료실</h2>
      {!board ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <>
          <board.SearchBar
            label="자료실 검색"
            onSearch={(next) => {
              setSearch({ field: next.field, keyword: next.keyword.trim() });
              setPage(1);
            }}
          />
          <board.BoardTable
            caption="자료 목록"
            rows={rows}
            emptyText={messages.noResources}
            detailPath={paths.resourceDetail}
            admin={{ editPath: paths.resourceEdit, onDelete: remove }}
          />
          <board.Pagination
            page={page}
            pageCount={pageCount(matching.length, PAGE_SIZE.board)}
            onChange={setPage}
            label="자료실 페이지"
          />
        </>
      )}
    </section>
  );
}
