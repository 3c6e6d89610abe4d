import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import page from '../../components/page.module.css';
import { loanProgrammes } from './loan-programmes';
import styles from './finance-page.module.css';

/** Financial support (spec 2.5 and 9): three loan cards with links to the programmes' own pages. */
export default function FinancePage() {
  return (
    <>
      <section className={page.section} aria-labelledby="loans-title">
        <h2 id="loans-title" className={page.heading}>
          보증금 대출 지원 프로그램
        </h2>
        <p className={page.lead}>
          입주 보증금 마련에 활용할 수 있는 대표적인 공공 대출 상품입니다. 한도와 금리는 소득과 심사 결과에
          따라 달라질 수 있으니 각 기관의 안내를 확인해 주세요.
        </p>
        <ul className={styles.cards}>
          {loanProgrammes.map((loan, i) => (
            <li key={loan.title} className={styles.card}>
              <h3 id={`loan-${i}`} className={styles.title}>
                {loan.title}
              </h3>
              <p className={styles.summary}>{loan.summary}</p>
              <dl className={styles.terms}>
                <div>
                  <dt>대출 한도</dt>
                  <dd>{loan.deposit}</dd>
                </div>
                <div>
                  <dt>금리</dt>
                  <dd>{loan.interestRate}</dd>
                </div>
              </dl>
              {loan.buttons.map((button) => (
                <a
                  key={button.url}
                  className={styles.link}
                  href={button.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className={page.srOnly}>{loan.title} </span>
                  {button.label}
                  <span className={styles.newWindow}> (새 창)</span>
                </a>
              ))}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.office} aria-labelledby="finance-office-title">
        <h2 id="finance-office-title" className={styles.officeTitle}>
          금융 상담 문의
        </h2>
        <p>
          대출 상품 안내 및 상담:{' '}
          <a className={styles.phone} href={telHref(siteConfig.financeOfficePhone)}>
            {siteConfig.financeOfficePhone}
          </a>
        </p>
        <p className={page.small}>상담 시간: {siteConfig.contactHours}</p>
      </section>
    </>
  );
}
