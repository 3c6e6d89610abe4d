import { preload } from 'react-dom';
import bannerUrl from '../assets/banner-skyline.svg';
import styles from './title-banner.module.css';

/** The per-page title over the hero image; every page but home has one. */
export function TitleBanner({ title }: { title: string }) {
  // The banner is the largest paint of most pages: its CSS background is fetched at once, not after the CSS.
  preload(bannerUrl, { as: 'image', fetchPriority: 'high' });
  return (
    <div className={styles.banner} data-print="hide">
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
    </div>
  );
}
