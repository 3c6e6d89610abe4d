import { Link } from 'react-router-dom';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { formatAdminDateTime } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import { roundsBesideNoOpenRound } from '@portal/shared-types/rounds/round-rules';
import { paths } from '@portal/shared-types/site/routes';
import styles from './round-status.module.css';

/**
 * No round is open: not a dead end. The inquiry is always offered; the last drawn round's results and
 * the next round announced come from the public rounds list, which the server renders into the HTML.
 */
export function NoOpenRound() {
  const { data: rounds } = useGetRoundsQuery();
  const { lastDrawn, next } = roundsBesideNoOpenRound(rounds ?? [], new Date());
  return (
    <div className={styles.none}>
      <p role="status" className={styles.message}>
        {messages.noOngoingRound}
      </p>
      {next && (
        <section className={styles.next} aria-labelledby="next-round-title">
          <h2 id="next-round-title">다음 청약 안내</h2>
          <p className={styles.nextTitle}>{next.title}</p>
          <p>
            접수 기간: <time dateTime={next.startTs}>{formatAdminDateTime(next.startTs)}</time> ~{' '}
            <time dateTime={next.endTs}>{formatAdminDateTime(next.endTs)}</time>
          </p>
        </section>
      )}
      <ul className={styles.links} aria-label="청약 관련 바로가기">
        {lastDrawn && (
          <li>
            <Link to={paths.roundDraw(lastDrawn.id)}>{lastDrawn.title} 추첨 결과 보기</Link>
          </li>
        )}
        <li>
          <Link to={paths.inquiry()}>청약 신청 조회</Link>
          <span className={styles.linkHint}>신청한 내역과 당첨 여부를 본인인증 후 확인할 수 있습니다.</span>
        </li>
      </ul>
    </div>
  );
}
