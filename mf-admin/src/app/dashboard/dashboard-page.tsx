import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import styles from '../../components/admin-ui.module.css';
import { DeploymentsSection } from './deployments-section';
import { BoardSection } from './board-section';
import { RoundsSection } from './rounds-section';
import { WaitingRoomSection } from '../../features/waiting-room/waiting-room-section';
import { DestructionNotice } from '../../features/retention/destruction-notice';

/**
 * /admin: shortcuts, then notices, resources and rounds, all loaded together on entry; then the
 * current round's waiting room, and deploys last.
 */
export default function DashboardPage() {
  return (
    <>
      <nav aria-label="관리자 바로가기" className={styles.actions}>
        <Link className={styles.button} to={paths.noticeNew()}>
          공지사항 작성
        </Link>
        <Link className={styles.button} to={paths.resourceNew()}>
          자료 작성
        </Link>
        <Link className={styles.button} to={paths.roundCreate()}>
          청약 등록
        </Link>
        <Link className={styles.button} to={paths.popupList()}>
          팝업 관리
        </Link>
        <Link className={styles.button} to={paths.auditLog()}>
          감사 기록
        </Link>
        <Link className={styles.button} to={paths.accessLog()}>
          접속기록
        </Link>
        <Link className={styles.button} to={paths.adminSessions()}>
          로그인 세션
        </Link>
      </nav>
      <DestructionNotice />
      <BoardSection kind="notices" />
      <BoardSection kind="resources" />
      <RoundsSection />
      <WaitingRoomSection />
      <DeploymentsSection />
    </>
  );
}
