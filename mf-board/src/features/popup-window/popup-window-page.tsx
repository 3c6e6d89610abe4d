import { useParams } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { useGetActivePopupsQuery } from '@portal/web-runtime/read-api';
import { PopupWindow } from './popup-window';

/** The standalone popup window; the shell shows it without header, footer or banner. */
export default function PopupWindowPage() {
  const id = Number(useParams().id);
  const { data: popups, isLoading } = useGetActivePopupsQuery();
  const popup = popups?.find((item) => item.id === id);
  if (isLoading) return <p role="status">{messages.loading}</p>;
  // a failed load is ignored silently: the window just offers to close
  return <PopupWindow key={id} id={id} popup={popup} />;
}
