import { Link } from 'react-router-dom';
import type { Neighbour } from '@portal/shared-types/board/notices.schema';
import styles from './neighbour-links.module.css';

interface NeighbourLinksProps {
  prev: Neighbour | undefined;
  next: Neighbour | undefined;
  detailPath: (id: number) => string;
}

const ROWS = [
  { key: 'prev', label: '이전글', none: '이전글이 없습니다.' },
  { key: 'next', label: '다음글', none: '다음글이 없습니다.' },
] as const;

/**
 * 이전글 / 다음글 under a post, as Korean boards show them: the post listed above and the one below,
 * each a link with its title; at an end of the list the row says there is none.
 */
export function NeighbourLinks({ prev, next, detailPath }: NeighbourLinksProps) {
  if (prev === undefined && next === undefined) return null; // an answer without neighbours
  const posts = { prev, next };
  return (
    <nav className={styles.neighbours} aria-label="이전글 다음글">
      <ul className={styles.list}>
        {ROWS.map(({ key, label, none }) => {
          const post = posts[key];
          return (
            <li key={key} className={styles.row}>
              {post ? (
                <Link className={styles.link} to={detailPath(post.id)}>
                  <span className={styles.label}>{label}</span>
                  <span className={styles.title}>{post.title}</span>
                </Link>
              ) : (
                <p className={styles.none}>
                  <span className={styles.label}>{label}</span>
                  <span>{none}</span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
