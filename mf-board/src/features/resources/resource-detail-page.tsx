import { skipToken } from '@portal/shared-types/client/base-api';
import { usePageTitle } from '@portal/shared-types/client/navigation';
import { messages } from '@portal/shared-types/messages';
import { paths } from '@portal/shared-types/routes';
import { BoardArticle, BoardArticleNotFound } from '../../components/board-detail/board-article';
import { useIdParam } from '../../components/board-detail/use-id-param';
import { useGetResourceQuery } from '@portal/shared-types/client/read-api';

const back = { path: paths.resources(), label: '목록' };

/** One resource with a file-type icon per attachment; 목록 goes back to /notice/resources. */
export default function ResourceDetailPage() {
  const id = useIdParam();
  const { data: resource, isLoading, isError } = useGetResourceQuery(id ?? skipToken);
  usePageTitle(resource ? `자료실 – ${resource.title}` : undefined);
  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (id === null || isError || !resource) return <BoardArticleNotFound back={back} />;
  return <BoardArticle item={resource} back={back} detailPath={paths.resourceDetail} />;
}
