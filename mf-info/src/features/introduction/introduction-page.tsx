import { siteConfig } from '@portal/shared-types/site/site-config';
import buildingUrl from '../../assets/illustrations/building.svg';
import { Illustration } from '../../components/illustration/illustration';
import page from '../../components/page.module.css';
import { propertyFacts } from './property-facts';
import styles from './introduction-page.module.css';

/** Project overview (spec 2.4): building, location headline, name, description and the info table. */
export default function IntroductionPage() {
  return (
    <div className={styles.layout}>
      <Illustration
        className={styles.building}
        src={buildingUrl}
        description="지하 2층, 지상 20층 1개 동 임대주택 건물 정면 일러스트"
        width={800}
        height={1000}
      />
      <div>
        <p className={styles.headline}>지하철 2호선 역 도보 1분, 두 대학교 사이 청년·신혼부부의 보금자리</p>
        <h2 className={page.heading}>{siteConfig.complexName}</h2>
        <p className={styles.description}>
          대학가와 도심 업무지구를 잇는 역세권에 들어서는 청년·신혼부부 임대주택입니다. 빌트인 가전을 갖춘 15
          TYPE과 30 TYPE 세대, 코인세탁실과 북카페 같은 커뮤니티시설로 첫 독립과 신혼 생활을 편안하게 시작할
          수 있습니다.
        </p>
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>사업 개요</caption>
            <tbody>
              {propertyFacts.map((fact) => (
                <tr key={fact.label}>
                  <th scope="row" className={styles.label}>
                    {fact.label}
                  </th>
                  <td>{fact.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
