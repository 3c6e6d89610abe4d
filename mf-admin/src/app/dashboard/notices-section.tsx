import { useState } from 'react';
import type { BoardSearch } from '@portal/shared-types/board-list-rules';
import { sequenceNumber } from '@portal/shared-types/board';
import { messages } from '@portal/shared-types/messages';
import { PAGE_SIZE } from '@portal/shared-types/pagination';
import { paths } from '@portal/shared-types/routes';
import { useBoardList } from '../../components/board-list';
import styles from '../../components/admin-ui.module.css';
import { useGetNoticePageQuery } from '@portal/shared-types/client/read-api';
import { useAdminDeleteNoticeMutation } from '../../features/board/notices-admin-api';

/** Notices paged by the server, 5 a page, with search, edit and delete. */
export function NoticesSection() {
  const board = useBoardList();
  const [search, setSearch] = useState<BoardSearch>({ field: 'title', keyword: '' });
  const [page, setPage] = useState(1);
  const { data } = useGetNoticePageQuery({ page: page - 1, size: PAGE_SIZE.board, ...search });
  const [deleteNotice] = useAdminDeleteNoticeMutation();
  const total = data?.totalElements ?? 0;
  const rows = (data?.content ?? []).map((notice, index) => ({
    id: notice.id,
    title: notice.title,
    createdAt: notice.createdAt,
    pinned: notice.topFixed,
    number: sequenceNumber(total, page, PAGE_SIZE.board, index),
  }));

  const remove = async (id: number) => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      await deleteNotice(id).unwrap();
      window.alert(messages.deleted);
    } catch {
      window.alert(messages.deleteFailed);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="admin-notices-heading">
      <h2 id="admin-notices-heading">공지사항</h2>
      {!board ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <>
          <board.SearchBar
            label="공지사항 검색"
            onSearch={(next) => {
              setSearch({ field: next.field, keyword: next.keyword.trim() });
              setPage(1);
            }}
          />
          <board.BoardTable
            caption="공지사항 목록"
            rows={rows}
            emptyText={messages.noNotices}
            detailPath={paths.noticeDetail}
            admin={{ editPath: paths.noticeEdit, onDelete: remove }}
          />
          <board.Pagination
            page={page}
            pageCount={data?.totalPages ?? 0}
            onChange={setPage}
            label="공지사항 페이지"
          />
        </>
      )}
    </section>
  );
}
