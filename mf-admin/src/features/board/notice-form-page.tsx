import { useParams } from '@portal/shared-types/client/navigation';
import { messages } from '@portal/shared-types/messages';
import { BoardForm } from './board-form';
import { noticeDraftKey } from './draft-storage';
import { useGetNoticeQuery } from '@portal/shared-types/client/read-api';
import { boardWritePath } from './board-admin-api';

/** /admin/notice/new and /admin/notice/edit/:id. */
export default function NoticeFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const { data: notice, isLoading, isError } = useGetNoticeQuery(id ?? 0, { skip: id === undefined });
  if (id !== undefined && isLoading) return <p role="status">{messages.loading}</p>;
  if (id !== undefined && (isError || !notice)) return <p role="alert">{messages.notFound}</p>;
  return (
    <BoardForm
      key={id ?? 'new'}
      kind="notice"
      initial={notice}
      method={id === undefined ? 'POST' : 'PUT'}
      url={boardWritePath('notice', id)}
      successMessage={id === undefined ? messages.noticeCreated : messages.noticeUpdated}
      draftKey={noticeDraftKey(id)}
    />
  );
}
