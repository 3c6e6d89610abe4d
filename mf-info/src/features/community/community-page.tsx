import { GalleryButton } from '../../components/gallery/gallery-button';
import page from '../../components/page.module.css';
import { facilities } from './facilities';
import styles from './community-page.module.css';

/** Community facilities (spec 2.4): coin laundry and book cafe, each opening its gallery. */
export default function CommunityPage() {
  return (
    <>
      <div className={styles.facilities}>
        {facilities.map((facility, i) => (
          <section key={facility.name} className={styles.facility} aria-labelledby={`facility-${i}`}>
            <h2 id={`facility-${i}`} className={page.heading}>
              {facility.name}
            </h2>
            <p className={page.lead}>{facility.text}</p>
            <GalleryButton
              title={`${facility.name} 사진`}
              preview={facility.cover}
              images={facility.photos}
              hint={`클릭하면 ${facility.name} 사진 ${facility.photos.length}장을 볼 수 있습니다`}
            />
          </section>
        ))}
      </div>
      <p className={page.small}>※ 이미지는 이해를 돕기 위해 연출된 일러스트로 실제와 다를 수 있습니다.</p>
    </>
  );
}
