import { BoardDetailPage } from '../../components/board-detail/board-detail-page';

/** /notice/detail/:id: one notice; its back link goes to /notice. */
export default function NoticeDetailPage() {
  return <BoardDetailPage kind="notice" />;
}
