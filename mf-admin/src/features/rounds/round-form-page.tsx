import { useParams } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { RoundForm } from './round-form';
import { useGetRoundQuery } from '@portal/web-runtime/read-api';
import { useAdminGetRoundDrawQuery } from '../../lib/api/rounds-api';

/** /admin/apply/create and /admin/apply/edit/:id. */
export default function RoundFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const { data: round, isLoading, isError } = useGetRoundQuery(id ?? 0, { skip: id === undefined });
  const draw = useAdminGetRoundDrawQuery(id ?? 0, { skip: id === undefined });
  if (id !== undefined && (isLoading || draw.isLoading)) return <p role="status">{messages.loading}</p>;
  if (id !== undefined && (isError || !round || !draw.data))
    return <p role="alert">{messages.roundLoadFailed}</p>;
  return <RoundForm key={id ?? 'new'} round={round} {...(draw.data ? { draw: draw.data } : {})} />;
}
