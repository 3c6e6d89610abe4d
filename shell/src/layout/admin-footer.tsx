import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import styles from './admin-footer.module.css';

/** The admin frame's one-line footer: who runs the site and its privacy policy, nothing for visitors. */
export function AdminFooter() {
  return (
    <footer className={styles.footer}>
      <p className={styles.inner}>
        <span>
          {siteConfig.complexName} · {siteConfig.operator}
        </span>
        <Link to={paths.privacy()} className={styles.privacy}>
          개인정보처리방침
        </Link>
      </p>
    </footer>
  );
}
