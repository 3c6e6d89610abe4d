import styles from './title-banner.module.css';

/** The per-page title over the hero image; every page but home has one. */
export function TitleBanner({ title }: { title: string }) {
  return (
    <div className={styles.banner}>
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
    </div>
  );
}
