import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import page from '../../components/page.module.css';
import { NaverMap } from './naver-map';
import styles from './map-page.module.css';

/** Directions (spec 2.5): the map or its fallback, then the site's contact details. */
export default function MapPage() {
  return (
    <>
      <section className={page.section} aria-labelledby="location-title">
        <h2 id="location-title" className={page.heading}>
          찾아오시는 길
        </h2>
        <NaverMap />
      </section>
      <section className={styles.contact} aria-labelledby="map-contact-title">
        <h2 id="map-contact-title" className={styles.siteName}>
          {siteConfig.complexName}
        </h2>
        <dl className={styles.details}>
          <div>
            <dt>주소</dt>
            <dd>{siteConfig.address}</dd>
          </div>
          <div>
            <dt>대표전화</dt>
            <dd>
              <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a>
            </dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd>
              <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
            </dd>
          </div>
          <div>
            <dt>상담 시간</dt>
            <dd>{siteConfig.contactHours}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
