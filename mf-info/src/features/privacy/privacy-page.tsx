import { PRIVACY_COLLECTION_SECTION } from '@portal/shared-types/applicants/apply-consent';
import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import page from '../../components/page.module.css';
import { POLICY_EFFECTIVE_DATE } from '../../lib/effective-date';
import { collectedItems, processors, rights } from './privacy-items';
import styles from './privacy-page.module.css';

/**
 * 개인정보처리방침 (개인정보 보호법 제30조). The section ids are stable: the apply form's consent box
 * links to #collection (항목, 목적, 보유기간, 거부 권리).
 */
export default function PrivacyPage() {
  const officer = siteConfig.privacyOfficer;
  return (
    <>
      <p className={page.lead}>
        {siteConfig.operator}(이하 &lsquo;운영사&rsquo;)는 「개인정보 보호법」 제30조에 따라 정보주체의
        개인정보를 보호하고 관련 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 둡니다.
      </p>

      <section id={PRIVACY_COLLECTION_SECTION} className={page.section} aria-labelledby="privacy-collection">
        <h2 id="privacy-collection" className={page.heading}>
          1. 수집하는 개인정보 항목, 목적, 보유기간
        </h2>
        <div className={page.tableWrap}>
          <table className={`${page.table} ${styles.stacked}`}>
            <caption>업무별 수집 항목, 처리 목적과 보유기간</caption>
            <thead>
              <tr>
                <th scope="col">업무</th>
                <th scope="col">수집 항목</th>
                <th scope="col">처리 목적</th>
                <th scope="col">보유기간</th>
              </tr>
            </thead>
            <tbody>
              {collectedItems.map((item) => (
                <tr key={item.task}>
                  <th scope="row">{item.task}</th>
                  <td data-label="수집 항목">{item.items}</td>
                  <td data-label="처리 목적">{item.purpose}</td>
                  <td data-label="보유기간">{item.retention}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          운영사는 청약에 꼭 필요한 최소한의 개인정보만 수집하며, 주민등록번호는 수집하지 않습니다. 관계
          법령에서 보존을 정한 경우에는 그 기간 동안 보관합니다.
        </p>
        <h3 className={page.subheading}>동의를 거부할 권리</h3>
        <p>
          정보주체는 개인정보 수집·이용에 동의하지 않을 권리가 있습니다. 다만 이름과 휴대폰 번호는 청약 접수와
          본인 확인에 꼭 필요하므로, 동의하지 않으면 청약 신청을 할 수 없습니다.
        </p>
      </section>

      <section className={page.section} aria-labelledby="privacy-destruction">
        <h2 id="privacy-destruction" className={page.heading}>
          2. 개인정보의 파기
        </h2>
        <p>
          보유기간이 지나거나 처리 목적을 이룬 개인정보는 지체 없이(5일 이내) 파기합니다. 전자 파일은 복구할
          수 없는 방법으로 지우고, 종이 문서는 분쇄하거나 소각합니다.
        </p>
      </section>

      <section className={page.section} aria-labelledby="privacy-processors">
        <h2 id="privacy-processors" className={page.heading}>
          3. 개인정보 처리의 위탁
        </h2>
        <p>운영사는 원활한 업무 처리를 위하여 다음과 같이 개인정보 처리를 위탁합니다.</p>
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>수탁자와 위탁 업무</caption>
            <thead>
              <tr>
                <th scope="col">수탁자</th>
                <th scope="col">위탁 업무</th>
              </tr>
            </thead>
            <tbody>
              {processors.map((processor) => (
                <tr key={processor.company}>
                  <th scope="row">{processor.company}</th>
                  <td>{processor.work}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          운영사는 위탁 계약에서 위탁 업무 외 처리 금지, 안전성 확보 조치, 재위탁 제한 등을 정하고 수탁자가
          개인정보를 안전하게 처리하는지 감독합니다. 개인정보를 제3자에게 제공하지 않습니다.
        </p>
      </section>

      <section id="rights" className={page.section} aria-labelledby="privacy-rights">
        <h2 id="privacy-rights" className={page.heading}>
          4. 정보주체의 권리와 행사 방법
        </h2>
        <p>정보주체는 운영사에 언제든지 다음 권리를 행사할 수 있습니다.</p>
        <ol className={page.orderedList}>
          {rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ol>
        <p>
          접수 기간에는 <Link to={paths.inquiry()}>청약조회</Link>에서 본인인증 후 신청 내역을 직접
          열람·수정·취소할 수 있습니다. 그 밖의 요구는 아래 개인정보 보호책임자에게 전화, 이메일 또는 서면으로
          하시면 10일 이내에 조치하고 결과를 알려 드립니다. 법정대리인이나 위임을 받은 사람을 통해서도 행사할
          수 있으며, 이때는 위임장을 제출해야 합니다.
        </p>
      </section>

      <section className={page.section} aria-labelledby="privacy-safety">
        <h2 id="privacy-safety" className={page.heading}>
          5. 안전성 확보 조치
        </h2>
        <ol className={page.orderedList}>
          <li>관리자 접근 권한 제한과 접속 기록 보관</li>
          <li>전송 구간 암호화(HTTPS)와 본인인증 결과의 암호화 처리</li>
          <li>개인정보 취급자 최소화와 정기 교육</li>
        </ol>
        <p>누리집은 쿠키를 이용한 행태정보 수집이나 광고 추적을 하지 않습니다.</p>
      </section>

      <section id="officer" className={page.section} aria-labelledby="privacy-officer">
        <h2 id="privacy-officer" className={page.heading}>
          6. 개인정보 보호책임자
        </h2>
        <div className={page.tableWrap}>
          <table className={page.table}>
            <caption>개인정보 보호책임자 연락처</caption>
            <tbody>
              <tr>
                <th scope="row">성명</th>
                <td>{officer.name}</td>
              </tr>
              <tr>
                <th scope="row">직책</th>
                <td>{officer.position}</td>
              </tr>
              <tr>
                <th scope="row">전화</th>
                <td>
                  <a href={telHref(officer.phone)}>{officer.phone}</a>
                </td>
              </tr>
              <tr>
                <th scope="row">이메일</th>
                <td>
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          개인정보 침해에 대한 신고나 상담은 개인정보침해신고센터(국번 없이 118),
          개인정보분쟁조정위원회(1833-6972), 대검찰청(국번 없이 1301), 경찰청(국번 없이 182)에도 할 수
          있습니다.
        </p>
      </section>

      <section className={page.section} aria-labelledby="privacy-effective">
        <h2 id="privacy-effective" className={page.heading}>
          7. 시행일
        </h2>
        <p>이 개인정보처리방침은 {POLICY_EFFECTIVE_DATE}부터 시행합니다.</p>
      </section>
    </>
  );
}
