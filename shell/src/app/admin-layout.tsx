import { Fragment } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { MaintenanceGate } from '../features/maintenance/maintenance-gate';
import { screenAccess, useAdminRoles } from '../features/admin-roles/admin-roles';
import { ForbiddenScreen } from '../features/admin-roles/forbidden-screen';
import { AdminFooter } from '../layout/admin-footer';
import { AdminHeader } from '../layout/admin-header';
import { reloadKeyOf } from '../layout/use-same-page-reload';
import { Loading } from './loading';
import { useRouteHandle } from './route-handle';
import { useNavigationEffects } from './use-navigation-effects';
import styles from './admin-layout.module.css';
// the one skip link of both frames
import siteStyles from './layout.module.css';

/**
 * The frame of the admin routes: a work bar instead of the public menu, no title banner, popups or
 * floating call buttons (they are for visitors), and a one-line footer. A screen whose roles the admin
 * does not hold says so instead of loading (the server refuses its calls either way).
 */
export function AdminLayout() {
  const handle = useRouteHandle();
  const reloadKey = reloadKeyOf(useLocation().state);
  useNavigationEffects(handle.title, reloadKey);
  const access = screenAccess(handle.entry?.roles, useAdminRoles());
  return (
    <div className={styles.site}>
      <a className={siteStyles.skipLink} href="#content">
        본문 바로가기
      </a>
      <AdminHeader />
      <main id="content" className={styles.main} tabIndex={-1}>
        <h1 className={styles.title} tabIndex={-1}>
          {handle.title}
        </h1>
        <MaintenanceGate>
          {access === 'waiting' && <Loading />}
          {access === 'forbidden' && <ForbiddenScreen />}
          {access === 'open' && (
            <Fragment key={reloadKey}>
              <Outlet />
            </Fragment>
          )}
        </MaintenanceGate>
      </main>
      <AdminFooter />
    </div>
  );
}
