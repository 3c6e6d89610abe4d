import { Link } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import { siteConfig, telHref } from '@portal/shared-types/site/site-config';
import page from '../../components/page.module.css';
import { POLICY_EFFECTIVE_DATE } from '../../lib/effective-date';
import { articles } from './terms-articles';

/** 이용약관: the terms of use of this site, one section per article. */
export default function TermsPage() {
  return (
    <>
      <p className={page.lead}>
        이 약관은 {siteConfig.complexName} 누리집을 이용하는 모든 분에게 적용됩니다. 운영사:{' '}
        {siteConfig.operator}
      </p>
      {articles.map((article, i) => (
        <section key={article.title} className={page.section} aria-labelledby={`terms-article-${i + 1}`}>
          <h2 id={`terms-article-${i + 1}`} className={page.heading}>
            {article.title}
          </h2>
          {article.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {article.linksPrivacy && (
            <p>
              자세한 내용은 <Link to={paths.privacy()}>개인정보처리방침</Link>을 확인해 주세요.
            </p>
          )}
        </section>
      ))}
      <section className={page.section} aria-labelledby="terms-contact">
        <h2 id="terms-contact" className={page.heading}>
          문의와 시행일
        </h2>
        <p>
          약관에 관한 문의: <a href={telHref(siteConfig.phone)}>{siteConfig.phone}</a> (
          {siteConfig.contactHours})
        </p>
        <p>이 약관은 {POLICY_EFFECTIVE_DATE}부터 시행합니다.</p>
      </section>
    </>
  );
}
