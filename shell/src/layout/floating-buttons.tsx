import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/routes';
import { siteConfig, telHref } from '@portal/shared-types/site-config';
import styles from './floating-buttons.module.css';

/** Call, directions and back-to-top, on every page but the popup window. */
export function FloatingButtons() {
  return (
    <nav aria-label="빠른 메뉴" className={styles.floating}>
      <a href={telHref(siteConfig.phone)} className={styles.button}>
        <span aria-hidden="true">☎</span>
        <span className={styles.label}>전화 상담 {siteConfig.phone}</span>
      </a>
      <Link to={paths.map()} className={styles.button}>
        <span aria-hidden="true">⌖</span>
        <span className={styles.label}>오시는 길</span>
      </Link>
      <button type="button" className={styles.button} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
        <span aria-hidden="true">↑</span>
        <span className={styles.label}>맨 위로</span>
      </button>
    </nav>
  );
}
