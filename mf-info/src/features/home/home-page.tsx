import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import heroUrl from '../../assets/illustrations/hero-home.svg';
import { Illustration } from '../../components/illustration/illustration';
import { LatestNotices } from './latest-notices';
import { OpenRound } from './open-round';
import { PastRounds } from './past-rounds';
import { premiumPoints } from './premium-points';
import { WinnersNews } from './winners-news';
import styles from './home-page.module.css';

/**
 * Home (spec 2.3): hero with the page's own h1, the current round, the winners announced lately, four premium points,
 * the latest notices, the past rounds' results and a Contact Us block.
 */
export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <Illustration
          className={styles.heroImage}
          src={heroUrl}
          description="해 질 녘 거리에서 본 20층 임대주택과 지하철 2호선 출입구, 가로수 풍경"
          width={1600}
          height={900}
          fetchPriority="high"
        />
        <div className={styles.heroText}>
          <p className={styles.kicker}>청년·신혼부부 임대주택</p>
          <h1 id="home-title" className={styles.title}>
            {siteConfig.complexName}
          </h1>
          <p className={styles.tagline}>지하철 2호선 역 도보 1분, 두 대학교 사이에서 시작하는 새로운 생활</p>
        </div>
      </section>

      <OpenRound />

      <WinnersNews />

      <div className={styles.container}>
        <section className={styles.points} aria-labelledby="premium-title">
          <h2 id="premium-title" className={styles.sectionTitle}>
            프리미엄 포인트
          </h2>
          <ol className={styles.pointList}>
            {premiumPoints.map((point, i) => (
              <li key={point.title} className={styles.point}>
                <span className={styles.number} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.pointTitle}>{point.title}</h3>
                <p className={styles.pointText}>{point.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <LatestNotices />

        <PastRounds />

        <section className={styles.contact} aria-labelledby="contact-title">
          <h2 id="contact-title" className={styles.sectionTitle}>
            Contact Us <span className={styles.contactKo}>상담 문의</span>
          </h2>
          <dl className={styles.contactList}>
            <div>
              <dt>상담 전화</dt>
              <dd>
                <a className={styles.phone} href={telHref(siteConfig.phone)}>
                  {siteConfig.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt>상담 시간</dt>
              <dd>{siteConfig.contactHours}</dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
