import { useParams } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { PopupForm } from './popup-form';
import { useAdminGetPopupQuery } from './popups-api';

/** /admin/popup/create and /admin/popup/edit/:id. */
export default function PopupFormPage() {
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : undefined;
  const { data: popup, isLoading, isError } = useAdminGetPopupQuery(id ?? 0, { skip: id === undefined });
  if (id !== undefined && isLoading) return <p role="status">{messages.loading}</p>;
  if (id !== undefined && (isError || !popup)) return <p role="alert">{messages.popupLoadFailed}</p>;
  return <PopupForm key={id ?? 'new'} popup={popup} />;
}
