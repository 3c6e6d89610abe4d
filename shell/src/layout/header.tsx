import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import { LogoutButton } from '../features/admin-session/logout-button';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import { useSamePageReload } from './use-same-page-reload';
import { useScrolled } from './use-scrolled';
import styles from './header.module.css';

/** The site header: logo, the four menu groups and, for an admin, logout. */
export function Header() {
  const scrolled = useScrolled();
  const reload = useSamePageReload();
  return (
    <header
      className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header}
      data-scrolled={scrolled}
      data-print="hide"
    >
      <div className={styles.inner}>
        <Link to={paths.home()} className={styles.logo} onClick={reload(paths.home())}>
          {siteConfig.complexName}
        </Link>
        <DesktopMenu />
        <div className={styles.tools}>
          <LogoutButton className={styles.logout} />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
