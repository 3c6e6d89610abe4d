import { NavLink } from 'react-router-dom';
import { paths, routeTable, type PageKey } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { showsFor, useAdminRoles } from '../features/admin-roles/admin-roles';
import { LogoutButton } from '../features/admin-session/logout-button';
import { SessionTimeoutWarning } from '../features/admin-session/session-timeout-warning';
import styles from './admin-header.module.css';

/** The admin sections, in the order of the dashboard's shortcuts; 대시보드 first. */
const ADMIN_LINKS: readonly { label: string; page: PageKey; to: string; end: boolean }[] = [
  { label: '대시보드', page: 'admin', to: paths.admin(), end: true },
  { label: '청약 등록', page: 'roundCreate', to: paths.roundCreate(), end: false },
  { label: '신청자 관리', page: 'applicants', to: paths.applicants(), end: false },
  { label: '공지사항 작성', page: 'noticeNew', to: paths.noticeNew(), end: false },
  { label: '자료 작성', page: 'resourceNew', to: paths.resourceNew(), end: false },
  { label: '팝업 관리', page: 'popupList', to: paths.popupList(), end: false },
  { label: '감사 기록', page: 'auditLog', to: paths.auditLog(), end: false },
  { label: '접속기록', page: 'accessLog', to: paths.accessLog(), end: false },
  { label: '로그인 세션', page: 'adminSessions', to: paths.adminSessions(), end: false },
  { label: '예약 작업', page: 'adminJobs', to: paths.adminJobs(), end: false },
  { label: '관리자 계정', page: 'adminAccounts', to: paths.adminAccounts(), end: false },
];

const rolesOf = (page: PageKey) => routeTable.find((entry) => entry.key === page)?.roles;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.current}` : styles.link;

/**
 * The admin's work bar: site name with 관리자, the sections the admin's roles open (each screen's roles in
 * the route table), the public site and 로그아웃.
 */
export function AdminHeader() {
  const held = useAdminRoles();
  const links = ADMIN_LINKS.filter((link) => showsFor(rolesOf(link.page), held));
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
          {links.map((link) => (
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
