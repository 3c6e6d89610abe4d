import { useParams } from '@portal/shared-types/client/navigation';
import { messages } from '@portal/shared-types/messages';
import { BoardForm } from './board-form';
import { useGetResourceQuery } from '@portal/shared-types/client/read-api';
import { boardWritePath } from './board-admin-api';

/** /admin/resource/new and /admin/resource/edit/:id. */
export default function ResourceFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const { data: resource, isLoading, isError } = useGetResourceQuery(id ?? 0, { skip: id === undefined });
  if (id !== undefined && isLoading) return <p role="status">{messages.loading}</p>;
  if (id !== undefined && (isError || !resource)) return <p role="alert">{messages.notFound}</p>;
  return (
    <BoardForm
      key={id ?? 'new'}
      kind="resource"
      initial={resource}
      method={id === undefined ? 'POST' : 'PUT'}
      url={boardWritePath('resource', id)}
      successMessage={messages.resourceSaved}
    />
  );
}
