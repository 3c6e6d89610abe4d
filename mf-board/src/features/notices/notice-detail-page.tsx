import { skipToken } from '@portal/shared-types/client/base-api';
import { usePageTitle } from '@portal/shared-types/client/navigation';
import { messages } from '@portal/shared-types/messages';
import { paths } from '@portal/shared-types/routes';
import { BoardArticle, BoardArticleNotFound } from '../../components/board-detail/board-article';
import { useIdParam } from '../../components/board-detail/use-id-param';
import { useGetNoticeQuery } from '@portal/shared-types/client/read-api';

const back = { path: paths.notice(), label: '목록으로' };

/** One notice (spec section 2.8); its back link goes to /notice, its title is 공지사항 – {title}. */
export default function NoticeDetailPage() {
  const id = useIdParam();
  const { data: notice, isLoading, isError } = useGetNoticeQuery(id ?? skipToken);
  usePageTitle(notice ? `공지사항 – ${notice.title}` : undefined);
  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (id === null || isError || !notice) return <BoardArticleNotFound back={back} />;
  return <BoardArticle item={notice} back={back} detailPath={paths.noticeDetail} />;
}
