import { siteConfig } from '@portal/shared-types/site/site-config';
import sketchUrl from '../../assets/illustrations/location-sketch.svg';
import { Illustration } from '../../components/illustration/illustration';
import { mapLinks } from './map-links';
import styles from './map-page.module.css';

/** Shown when the interactive map cannot be: the address, a drawn sketch and links to map sites. */
export function MapFallback() {
  return (
    <div className={styles.fallback}>
      <p className={styles.fallbackNote}>지도를 표시할 수 없어 약도와 주소로 안내해 드립니다.</p>
      <Illustration
        className={styles.sketch}
        src={sketchUrl}
        description="단지 위치 약도: 지하철 2호선 역 바로 옆 단지와 주변 두 대학교 캠퍼스"
        width={800}
        height={500}
      />
      <p className={styles.address}>
        <strong>주소</strong> {siteConfig.address}
      </p>
      <ul className={styles.mapLinks}>
        {mapLinks.map((link) => (
          <li key={link.url}>
            <a className={styles.mapLink} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label} (새 창)
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
