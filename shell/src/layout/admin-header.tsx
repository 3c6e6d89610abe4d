import { NavLink } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { LogoutButton } from '../features/admin-session/logout-button';
import { SessionTimeoutWarning } from '../features/admin-session/session-timeout-warning';
import styles from './admin-header.module.css';

/** The admin sections, in the order of the dashboard's shortcuts; 대시보드 first. */
const ADMIN_LINKS = [
  { label: '대시보드', to: paths.admin(), end: true },
  { label: '청약 등록', to: paths.roundCreate(), end: false },
  { label: '신청자 관리', to: paths.applicants(), end: false },
  { label: '공지사항 작성', to: paths.noticeNew(), end: false },
  { label: '자료 작성', to: paths.resourceNew(), end: false },
  { label: '팝업 관리', to: paths.popupList(), end: false },
  { label: '감사 기록', to: paths.auditLog(), end: false },
  { label: '접속기록', to: paths.accessLog(), end: false },
  { label: '로그인 세션', to: paths.adminSessions(), end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.current}` : styles.link;

/** The admin's work bar: site name with 관리자, the admin sections, the public site and 로그아웃. */
export function AdminHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <NavLink to={paths.admin()} end className={styles.brand}>
          <span>{siteConfig.complexName}</span> <span className={styles.badge}>관리자</span>
        </NavLink>
        <div className={styles.tools}>
          <NavLink to={paths.home()} className={styles.siteLink}>
            사이트 홈
          </NavLink>
          <LogoutButton className={styles.logout} />
        </div>
        <SessionTimeoutWarning />
      </div>
      <nav aria-label="관리자 메뉴" className={styles.nav}>
        <ul className={styles.list}>
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
