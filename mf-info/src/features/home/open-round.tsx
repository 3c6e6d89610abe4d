import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetNoticePageQuery, useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { paths } from '@portal/shared-types/site/routes';
import { progressLabel } from '@portal/shared-types/applicants/winning-state-rules';
import { homeRound, roundNoticeQuery } from './home-queries';
import styles from './open-round.module.css';

/**
 * The current round at the top of home, nothing with no round. The server's HTML has it
 * already; on a move inside the site a line says it is being looked up.
 */
export function OpenRound() {
  const { data: rounds, isLoading } = useGetRoundsQuery();
  const shown = homeRound(rounds ?? [], new Date());
  const { data: notices } = useGetNoticePageQuery(shown ? roundNoticeQuery(shown.round) : skipToken);
  if (isLoading)
    return (
      <div className={styles.round}>
        <p role="status" className={styles.inner}>
          진행 중인 청약을 확인하고 있습니다.
        </p>
      </div>
    );
  if (!shown) return null;
  const { round, progress } = shown;
  const notice = notices?.content[0];
  return (
    <section className={styles.round} aria-labelledby="open-round-title">
      <div className={styles.inner}>
        <p className={styles.kind}>
          {/* the state is a word, the colour only repeats it */}
          <span className={`${styles.label} ${styles[progress]}`}>{progressLabel(progress)}</span>
          <span>청약 모집</span>
        </p>
        <h2 id="open-round-title" className={styles.title}>
          {round.title}
        </h2>
        <p className={styles.period}>
          <span className={styles.periodLabel}>접수기간</span>{' '}
          <time dateTime={round.startTs}>{formatAdminDateTime(round.startTs)}</time> ~{' '}
          <time dateTime={round.endTs}>{formatAdminDateTime(round.endTs)}</time>
        </p>
        <div className={styles.actions}>
          <Link to={paths.apply()} className={styles.apply}>
            청약 신청
          </Link>
          {notice && (
            <Link to={paths.noticeDetail(notice.id)} className={styles.notice}>
              모집공고 보기<span className={styles.srOnly}>: {notice.title}</span>
            </Link>
          )}
          {/* how the winners are drawn is public from the round's creation */}
          <Link to={paths.roundDraw(round.id)} className={styles.notice}>
            추첨 방식
          </Link>
        </div>
      </div>
    </section>
  );
}
