import { useState } from 'react';
import type { BoardRow } from '@portal/web-runtime/board-list-contract';
import type { BoardSearch } from '@portal/shared-types/board/board-list-rules';
import { sequenceNumber } from '@portal/shared-types/board/board';
import { useGetNoticePageQuery, useGetResourcesQuery } from '@portal/web-runtime/read-api';
import { messages } from '@portal/shared-types/common/messages';
import { PAGE_SIZE, pageCount, pageSlice } from '@portal/shared-types/board/pagination';
import { paths } from '@portal/shared-types/site/routes';
import { useBoardList } from '../../components/board-list';
import styles from '../../components/admin-ui.module.css';
import { matchesSearch } from '../../components/search-bar';
import {
  useAdminDeleteNoticeMutation,
  useAdminDeleteResourceMutation,
} from '../../features/board/board-admin-api';

interface BoardPage {
  rows: BoardRow[];
  pageCount: number;
  /** the list is not known: loading, or its call failed (never shown as an empty board) */
  state: 'loading' | 'failed' | 'loaded';
}

const LIST_LOAD_FAILED = '목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
const stateOf = (data: unknown, isError: boolean): BoardPage['state'] =>
  data ? 'loaded' : isError ? 'failed' : 'loading';

/** Notices are paged and searched by the server. */
function useNoticePage(page: number, search: BoardSearch): BoardPage {
  const { data, isError } = useGetNoticePageQuery({ page: page - 1, size: PAGE_SIZE.board, ...search });
  const total = data?.totalElements ?? 0;
  const rows = (data?.content ?? []).map((notice, index) => ({
    id: notice.id,
    title: notice.title,
    createdAt: notice.createdAt,
    pinned: notice.topFixed,
    number: sequenceNumber(total, page, PAGE_SIZE.board, index),
  }));
  return { rows, pageCount: data?.totalPages ?? 0, state: stateOf(data, isError) };
}

/** Resources come whole; they are searched and paged here, by id descending. */
function useResourcePage(page: number, search: BoardSearch): BoardPage {
  const { data, isError } = useGetResourcesQuery();
  const resources = data ?? [];
  const matching = [...resources].sort((a, b) => b.id - a.id).filter((item) => matchesSearch(item, search));
  const rows = pageSlice(matching, page, PAGE_SIZE.board).map((resource, index) => ({
    id: resource.id,
    title: resource.title,
    createdAt: resource.createdAt,
    number: sequenceNumber(matching.length, page, PAGE_SIZE.board, index),
  }));
  return { rows, pageCount: pageCount(matching.length, PAGE_SIZE.board), state: stateOf(data, isError) };
}

const boards = {
  notices: {
    heading: '공지사항',
    caption: '공지사항 목록',
    emptyText: messages.noNotices,
    detailPath: paths.noticeDetail,
    editPath: paths.noticeEdit,
    usePage: useNoticePage,
    useDelete: () => useAdminDeleteNoticeMutation()[0],
  },
  resources: {
    heading: '자료실',
    caption: '자료 목록',
    emptyText: messages.noResources,
    detailPath: paths.resourceDetail,
    editPath: paths.resourceEdit,
    usePage: useResourcePage,
    useDelete: () => useAdminDeleteResourceMutation()[0],
  },
};

/** One board on the dashboard, 5 a page, with search, edit and delete, in mf-board's list. */
export function BoardSection({ kind }: { kind: keyof typeof boards }) {
  const board = boards[kind];
  const list = useBoardList();
  const [search, setSearch] = useState<BoardSearch>({ field: 'title', keyword: '' });
  const [page, setPage] = useState(1);
  const { rows, pageCount: pages, state } = board.usePage(page, search);
  const emptyText =
    state === 'loading' ? messages.loading : state === 'failed' ? LIST_LOAD_FAILED : board.emptyText;
  const deletePost = board.useDelete();
  const headingId = `admin-${kind}-heading`;

  const remove = async (id: number) => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      await deletePost(id).unwrap();
      window.alert(messages.deleted);
    } catch {
      window.alert(messages.deleteFailed);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{board.heading}</h2>
      {list === undefined && <p role="status">{messages.loading}</p>}
      {list === null && <p role="alert">{messages.remoteLoadFailed}</p>}
      {list && (
        <>
          <list.SearchBar
            label={`${board.heading} 검색`}
            onSearch={(next) => {
              setSearch({ field: next.field, keyword: next.keyword.trim() });
              setPage(1);
            }}
          />
          <list.BoardTable
            caption={board.caption}
            rows={rows}
            emptyText={emptyText}
            detailPath={board.detailPath}
            admin={{ editPath: board.editPath, onDelete: remove }}
          />
          <list.Pagination
            page={page}
            pageCount={pages}
            onChange={setPage}
            label={`${board.heading} 페이지`}
          />
        </>
      )}
    </section>
  );
}
