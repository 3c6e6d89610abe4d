import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig } from '@portal/shared-types/site/site-config';
import styles from './footer.module.css';

/** The footer facts, from the one site configuration. */
export function Footer() {
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.inner}>
        {/* the privacy policy is in bold, as Korean public sites set it apart (개인정보 보호법 제30조) */}
        <nav className={styles.policies} aria-label="약관 및 정책">
          <ul>
            <li>
              <Link to={paths.privacy()} className={styles.privacy}>
                개인정보처리방침
              </Link>
            </li>
            <li>
              <Link to={paths.terms()}>이용약관</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.name}>{siteConfig.complexName}</p>
        <dl className={styles.facts}>
          <div>
            <dt>운영사</dt>
            <dd>{siteConfig.operator}</dd>
          </div>
          <div>
            <dt>대표전화</dt>
            <dd>{siteConfig.phone}</dd>
          </div>
          <div>
            <dt>이메일</dt>
            <dd>{siteConfig.email}</dd>
          </div>
          <div>
            <dt>관리회사</dt>
            <dd>{siteConfig.managementCompany}</dd>
          </div>
          <div>
            <dt>사업자등록번호</dt>
            <dd>{siteConfig.businessNumber}</dd>
          </div>
          <div>
            <dt>주소</dt>
            <dd>{siteConfig.address}</dd>
          </div>
          <div>
            <dt>상담시간</dt>
            <dd>{siteConfig.contactHours}</dd>
          </div>
        </dl>
      </div>
    </footer>
  );
}
