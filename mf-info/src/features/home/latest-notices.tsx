import { Link } from 'react-router-dom';
import { useGetNoticePageQuery } from '@portal/web-runtime/read-api';
import { formatDate } from '@portal/shared-types/common/dates';
import { paths } from '@portal/shared-types/site/routes';
import { latestNotices, otherNoticesQuery, pinnedNoticesQuery } from './home-queries';
import styles from './latest-notices.module.css';

/** The five newest notices below the premium points; nothing while loading or when empty. */
export function LatestNotices() {
  const { data: pinned } = useGetNoticePageQuery(pinnedNoticesQuery);
  const { data: others } = useGetNoticePageQuery(otherNoticesQuery);
  const notices = latestNotices(pinned?.content ?? [], others?.content ?? []);
  if (notices.length === 0) return null;
  return (
    <section className={styles.notices} aria-labelledby="latest-notices-title">
      <div className={styles.header}>
        <h2 id="latest-notices-title" className={styles.title}>
          공지사항
        </h2>
        <Link to={paths.notice()} className={styles.more}>
          전체 보기<span className={styles.srOnly}> 공지사항 목록</span>
        </Link>
      </div>
      <ul className={styles.list}>
        {notices.map((notice) => (
          <li key={notice.id} className={styles.item}>
            {notice.topFixed && <span className={styles.pinned}>공지</span>}
            <Link to={paths.noticeDetail(notice.id)} className={styles.link}>
              {notice.title}
            </Link>
            <time className={styles.date} dateTime={notice.createdAt}>
              {formatDate(notice.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
