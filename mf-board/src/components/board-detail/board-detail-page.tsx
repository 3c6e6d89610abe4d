import { skipToken } from '@reduxjs/toolkit/query/react';
import { usePageTitle } from '@portal/web-runtime/page-title';
import { useGetNoticeQuery, useGetResourceQuery } from '@portal/web-runtime/read-api';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { BoardArticle, BoardArticleNotFound } from './board-article';
import { useIdParam } from './use-id-param';

/** What differs between the boards' detail pages: the read, the title's board name, the way back. */
const boards = {
  notice: {
    useGet: useGetNoticeQuery,
    name: '공지사항',
    back: { path: paths.notice(), label: '목록으로' },
    detailPath: paths.noticeDetail,
  },
  resource: {
    useGet: useGetResourceQuery,
    name: '자료실',
    back: { path: paths.resources(), label: '목록' },
    detailPath: paths.resourceDetail,
  },
};

/** One post of a board, titled {board} – {title}, with its way back to the list. */
export function BoardDetailPage({ kind }: { kind: keyof typeof boards }) {
  const board = boards[kind];
  const id = useIdParam();
  const { data: post, isLoading, isError } = board.useGet(id ?? skipToken);
  usePageTitle(post ? `${board.name} – ${post.title}` : undefined);
  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (id === null || isError || !post) return <BoardArticleNotFound back={board.back} />;
  return <BoardArticle item={post} back={board.back} detailPath={board.detailPath} />;
}
