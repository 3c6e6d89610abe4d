import { BoardDetailPage } from '../../components/board-detail/board-detail-page';

/** /resources/detail/:id: one resource with a file-type icon per attachment; 목록 goes back. */
export default function ResourceDetailPage() {
  return <BoardDetailPage kind="resource" />;
}
