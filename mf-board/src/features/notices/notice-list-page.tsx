import { sequenceNumber } from '@portal/shared-types/board';
import type { BoardRow } from '@portal/shared-types/board-list-contract';
import { messages } from '@portal/shared-types/messages';
import { PAGE_SIZE, pageCount } from '@portal/shared-types/pagination';
import { paths } from '@portal/shared-types/routes';
import { confirmAndDelete } from '../admin-mode/confirm-delete';
import { useAdminMode } from '../admin-mode/use-admin-mode';
import { BoardTable } from '../board-list/board-table';
import { Pagination } from '../board-list/pagination';
import { SearchBar } from '../board-list/search-bar';
import { useBoardParams } from '../board-list/use-board-params';
import { useDeleteNoticeMutation, useGetNoticePageQuery, useGetPinnedNoticesQuery } from './notices-api';
import styles from './notice-list.module.css';

/** The notice list: pinned notices on every page, then one page of the others (spec sections 2.8, 4). */
export default function NoticeListPage() {
  const { page, search, setPage, setSearch } = useBoardParams();
  const isAdmin = useAdminMode();
  const { data: pinned = [] } = useGetPinnedNoticesQuery();
  const { data: list, isLoading } = useGetNoticePageQuery({ page, search });
  const [deleteNotice] = useDeleteNoticeMutation();

  const total = list?.totalElements ?? 0;
  const rows: BoardRow[] = [
    ...pinned.map((notice) => ({ ...notice, pinned: true })),
    ...(list?.content ?? []).map((notice, index) => ({
      ...notice,
      number: sequenceNumber(total, page, PAGE_SIZE.board, index),
    })),
  ];

  return (
    <section className={styles.board} aria-label="공지사항">
      <SearchBar
        key={`${search.field}:${search.keyword}`}
        label="공지사항 검색"
        initial={search}
        onSearch={setSearch}
      />
      {isLoading ? (
        <p role="status">{messages.loading}</p>
      ) : (
        <BoardTable
          caption="공지사항 목록"
          rows={rows}
          emptyText={messages.noNotices}
          detailPath={paths.noticeDetail}
          admin={
            isAdmin
              ? {
                  editPath: paths.noticeEdit,
                  onDelete: (id) => confirmAndDelete(() => deleteNotice(id).unwrap()),
                }
              : undefined
          }
        />
      )}
      <Pagination
        page={page}
        pageCount={pageCount(total, PAGE_SIZE.board)}
        onChange={setPage}
        label="공지사항 페이지"
      />
    </section>
  );
}
