import { Link } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { paths, type PageKey } from '@portal/shared-types/site/routes';
import { useAdminMeQuery } from '@portal/web-runtime/read-api';
import styles from '../../components/admin-ui.module.css';
import { DeploymentsSection } from './deployments-section';
import { BoardSection } from './board-section';
import { RoundsSection } from './rounds-section';
import { cardShows, shortcutShows } from './dashboard-cards';
import { WaitingRoomSection } from '../../features/waiting-room/waiting-room-section';
import { DestructionNotice } from '../../features/retention/destruction-notice';

const SHORTCUTS: readonly { page: PageKey; label: string; to: string }[] = [
  { page: 'noticeNew', label: '공지사항 작성', to: paths.noticeNew() },
  { page: 'resourceNew', label: '자료 작성', to: paths.resourceNew() },
  { page: 'roundCreate', label: '청약 등록', to: paths.roundCreate() },
  { page: 'popupList', label: '팝업 관리', to: paths.popupList() },
  { page: 'auditLog', label: '감사 기록', to: paths.auditLog() },
  { page: 'accessLog', label: '접속기록', to: paths.accessLog() },
  { page: 'adminSessions', label: '로그인 세션', to: paths.adminSessions() },
];

/**
 * /admin: shortcuts, then notices, resources and rounds, all loaded together on entry; then the
 * current round's waiting room, and deploys last. Each card and shortcut shows only when the admin's
 * roles (read once, with the menu) open its work.
 */
export default function DashboardPage() {
  const { data, isError } = useAdminMeQuery();
  if (!data && !isError) return <p role="status">{messages.loading}</p>;
  const held = data ? data.roles : null;
  const shows = (card: Parameters<typeof cardShows>[0]) => cardShows(card, held);
  return (
    <>
      <nav aria-label="관리자 바로가기" className={styles.actions}>
        {SHORTCUTS.filter((shortcut) => shortcutShows(shortcut.page, held)).map((shortcut) => (
          <Link key={shortcut.page} className={styles.button} to={shortcut.to}>
            {shortcut.label}
          </Link>
        ))}
      </nav>
      {shows('destructions') && <DestructionNotice />}
      {shows('notices') && <BoardSection kind="notices" />}
      {shows('resources') && <BoardSection kind="resources" />}
      {shows('rounds') && <RoundsSection />}
      {shows('waitingRoom') && <WaitingRoomSection />}
      {shows('deployments') && <DeploymentsSection />}
    </>
  );
}
