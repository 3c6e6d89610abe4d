import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import { useSamePageReload } from './use-same-page-reload';
import { ArrowUpIcon, PhoneIcon, PinIcon } from './floating-icons';
import styles from './floating-buttons.module.css';

/** Call, directions and back-to-top, on every page but the popup window. */
export function FloatingButtons() {
  const reload = useSamePageReload();
  return (
    <nav aria-label="빠른 메뉴" className={styles.floating} data-print="hide">
      <a href={telHref(siteConfig.phone)} className={styles.button}>
        <PhoneIcon />
        <span className={styles.label}>
          전화 상담<span className={styles.detail}> {siteConfig.phone}</span>
        </span>
      </a>
      <Link to={paths.map()} className={styles.button} onClick={reload(paths.map())}>
        <PinIcon />
        <span className={styles.label}>오시는 길</span>
      </Link>
      <button
        type="button"
        className={styles.button}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
        <span className={styles.label}>맨 위로</span>
      </button>
    </nav>
  );
}
