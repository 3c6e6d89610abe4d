import { GalleryButton } from '../../components/gallery/gallery-button';
import page from '../../components/page.module.css';
import { amenities } from './amenities';
import { roomTypes } from './room-types';
import styles from './environment-page.module.css';

/** Room types (spec 2.4): two plans that open photo galleries, the amenities and the disclaimers. */
export default function EnvironmentPage() {
  return (
    <>
      <section className={page.section} aria-labelledby="room-types-title">
        <h2 id="room-types-title" className={page.heading}>
          평면 안내
        </h2>
        <p className={page.lead}>평면도를 누르면 실내 사진을 크게 볼 수 있습니다.</p>
        <div className={styles.types}>
          {roomTypes.map((type, i) => (
            <article key={type.name} className={styles.type} aria-labelledby={`room-type-${i}`}>
              <h3 id={`room-type-${i}`} className={styles.typeName}>
                {type.name}
              </h3>
              <dl className={styles.facts}>
                <div>
                  <dt>계약면적</dt>
                  <dd>{type.area}</dd>
                </div>
                <div>
                  <dt>공급 세대</dt>
                  <dd>{type.supply.join(', ')}</dd>
                </div>
              </dl>
              <GalleryButton
                title={`${type.name} 실내 사진`}
                preview={type.plan}
                images={type.photos}
                hint={`클릭하면 ${type.name} 실내 사진 ${type.photos.length}장을 볼 수 있습니다`}
              />
            </article>
          ))}
        </div>
      </section>

      <section className={page.section} aria-labelledby="amenities-title">
        <h2 id="amenities-title" className={page.heading}>
          빌트인 옵션
        </h2>
        <ul className={styles.amenities}>
          {amenities.map((amenity) => (
            <li key={amenity.label} className={styles.amenity}>
              <img src={amenity.icon} alt="" width={48} height={48} loading="lazy" />
              <span>{amenity.label}</span>
            </li>
          ))}
        </ul>
        <p className={page.notice}>
          <strong>전 세대 임대보증금 보증보험 가입</strong> — 모든 세대가 임대보증금 보증보험에 가입되어
          있습니다.
        </p>
        <p className={page.small}>
          ※ 이미지는 이해를 돕기 위해 연출된 일러스트로 실제와 다를 수 있으며, 평면도는 세대에 따라 좌우
          반전될 수 있습니다.
        </p>
      </section>
    </>
  );
}
