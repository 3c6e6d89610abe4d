import { useParams } from 'react-router-dom';
import { useGetNoticeQuery, useGetResourceQuery } from '@portal/web-runtime/read-api';
import { messages } from '@portal/shared-types/common/messages';
import { boardWrite, type BoardKind } from './board-admin-api';
import { BoardForm } from './board-form';
import { noticeDraftKey } from './draft-storage';

/** What differs between the boards' forms: the read of the edited post, the messages, the draft. */
const boards = {
  notice: {
    useGet: useGetNoticeQuery,
    successMessage: (isNew: boolean) => (isNew ? messages.noticeCreated : messages.noticeUpdated),
    draftKey: noticeDraftKey,
  },
  resource: {
    useGet: useGetResourceQuery,
    successMessage: () => messages.resourceSaved,
    // resources keep no draft
    draftKey: () => undefined,
  },
};

/** /admin/{notice,resource}/new and /admin/{notice,resource}/edit/:id. */
function BoardFormPage({ kind }: { kind: BoardKind }) {
  const board = boards[kind];
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const { data: post, isLoading, isError } = board.useGet(id ?? 0, { skip: id === undefined });
  if (id !== undefined && isLoading) return <p role="status">{messages.loading}</p>;
  if (id !== undefined && (isError || !post)) return <p role="alert">{messages.notFound}</p>;
  return (
    <BoardForm
      key={id ?? 'new'}
      kind={kind}
      initial={post}
      request={boardWrite(kind, id)}
      successMessage={board.successMessage(id === undefined)}
      draftKey={board.draftKey(id)}
    />
  );
}

export const NoticeFormPage = () => <BoardFormPage kind="notice" />;
export const ResourceFormPage = () => <BoardFormPage kind="resource" />;
