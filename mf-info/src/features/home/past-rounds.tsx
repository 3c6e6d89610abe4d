import { Link } from 'react-router-dom';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { formatDate } from '@portal/shared-types/common/dates';
import { paths } from '@portal/shared-types/site/routes';
import { progressLabel } from '@portal/shared-types/applicants/winning-state-rules';
import { homeRound, pastRounds } from './home-queries';
import styles from './past-rounds.module.css';

/**
 * 지난 청약 결과: the rounds whose applications are over, each linked to its draw page (경쟁률, the
 * results), also while another round is open. Nothing while loading or when there is none.
 */
export function PastRounds() {
  const { data: rounds } = useGetRoundsQuery();
  const now = new Date();
  const past = pastRounds(rounds ?? [], now, homeRound(rounds ?? [], now));
  if (past.length === 0) return null;
  return (
    <section className={styles.past} aria-labelledby="past-rounds-title">
      <h2 id="past-rounds-title" className={styles.title}>
        지난 청약 결과
      </h2>
      <ul className={styles.list}>
        {past.map(({ round, progress }) => (
          <li key={round.id} className={styles.item}>
            {/* the state is a word; it is not told by colour */}
            <span className={styles.state}>{progress === 'closed' ? '마감' : progressLabel(progress)}</span>
            <Link to={paths.roundDraw(round.id)} className={styles.link}>
              {round.title}
              <span className={styles.srOnly}> 경쟁률과 추첨 결과</span>
            </Link>
            <span className={styles.date}>
              <span className={styles.srOnly}>접수기간 </span>
              <time dateTime={round.startTs}>{formatDate(round.startTs)}</time> ~{' '}
              <time dateTime={round.endTs}>{formatDate(round.endTs)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
