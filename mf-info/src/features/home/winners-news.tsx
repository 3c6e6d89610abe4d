import { Link } from 'react-router-dom';
import { useGetRoundsQuery } from '@portal/web-runtime/read-api';
import { formatDate } from '@portal/shared-types/common/dates';
import { recentlyDrawnRounds } from '@portal/shared-types/rounds/round-rules';
import { paths } from '@portal/shared-types/site/routes';
import styles from './winners-news.module.css';

/**
 * 당첨자 발표: the rounds drawn within the last 30 days, each with a link to its draw page (the
 * results). Nothing otherwise; the server's HTML has it, from the same rounds list as the round above.
 */
export function WinnersNews() {
  const { data: rounds } = useGetRoundsQuery();
  const drawn = recentlyDrawnRounds(rounds ?? [], new Date());
  if (drawn.length === 0) return null;
  return (
    <section className={styles.news} aria-labelledby="winners-news-title">
      <div className={styles.inner}>
        <h2 id="winners-news-title" className={styles.title}>
          당첨자 발표
        </h2>
        <ul className={styles.list}>
          {drawn.map((round) => (
            <li key={round.id} className={styles.item}>
              <p className={styles.text}>
                <strong>{round.title}</strong> 당첨자를{' '}
                <time dateTime={round.drawnAt!}>{formatDate(round.drawnAt)}</time>에 발표했습니다.
              </p>
              <Link to={paths.roundDraw(round.id)} className={styles.link}>
                <span className={styles.srOnly}>{round.title} </span>추첨 결과 보기
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
