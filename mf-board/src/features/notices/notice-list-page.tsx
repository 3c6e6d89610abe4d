import { sequenceNumber } from '@portal/shared-types/board/board';
import type { BoardRow } from '@portal/web-runtime/board-list-contract';
import { isSearching } from '@portal/shared-types/board/board-list-rules';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { paths } from '@portal/shared-types/site/routes';
import { BoardSection } from '../../components/board-list/board-section';
import { useBoardParams } from '../../components/board-list/use-board-params';
import { useGetNoticePageQuery } from '@portal/web-runtime/read-api';
import { noticePageQuery, useBoardDeleteNoticeMutation, useBoardGetPinnedNoticesQuery } from './notices-api';
import styles from './notice-list.module.css';

/**
 * The notice list: pinned notices on every page, then one page of the others.
 * A search lists only its matches, so a search that finds nothing says so.
 */
export default function NoticeListPage() {
  const { page, search, setPage, setSearch } = useBoardParams();
  const searching = isSearching(search);
  const { data: pinnedNotices = [] } = useBoardGetPinnedNoticesQuery(searching ? skipToken : undefined);
  const pinned = searching ? [] : pinnedNotices;
  const { data: list, isLoading } = useGetNoticePageQuery(noticePageQuery(page, search));
  const [deleteNotice] = useBoardDeleteNoticeMutation();

  const total = list?.totalElements ?? 0;
  const rows: BoardRow[] = [
    ...pinned.map((notice) => ({ ...notice, pinned: true })),
    ...(list?.content ?? []).map((notice, index) => ({
      ...notice,
      number: sequenceNumber(total, page, PAGE_SIZE.board, index),
    })),
  ];

  return (
    <BoardSection
      name="공지사항"
      className={styles.board}
      rows={rows}
      total={total}
      isLoading={isLoading}
      emptyText={searching ? messages.noSearchResults : messages.noNotices}
      detailPath={paths.noticeDetail}
      editPath={paths.noticeEdit}
      remove={(id) => deleteNotice(id).unwrap()}
      {...{ page, setPage, search, setSearch }}
    />
  );
}
