import { Link } from 'react-router-dom';
import { formatDate } from '@portal/shared-types/common/dates';
import { messages } from '@portal/shared-types/common/messages';
import type { Attachment, Neighbour } from '@portal/shared-types/board/notices.schema';
import { AttachmentList } from '../attachments/attachment-list';
import { SanitizedHtml } from '../html/sanitized-html';
import { NeighbourLinks } from './neighbour-links';
import styles from './board-article.module.css';

interface BoardArticleProps {
  item: {
    title: string;
    content: string;
    createdAt: string;
    fileUrl?: Record<string, string>;
    files?: Attachment[];
    prev?: Neighbour;
    next?: Neighbour;
  };
  /** the list this article belongs to, and the words of the link back to it */
  back: { path: string; label: string };
  /** the address of another post of the same board, for 이전글 / 다음글 */
  detailPath: (id: number) => string;
}

/**
 * A notice or resource: title, 관리자 and date, the attachments listed open, the HTML body, 이전글 /
 * 다음글, and the way back.
 */
export function BoardArticle({ item, back, detailPath }: BoardArticleProps) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <h2 className={styles.title}>{item.title}</h2>
        <dl className={styles.meta}>
          <dt>작성자</dt>
          <dd>관리자</dd>
          <dt>작성일</dt>
          <dd>{formatDate(item.createdAt)}</dd>
        </dl>
      </header>
      <AttachmentList files={item.files} fileUrl={item.fileUrl} />
      <SanitizedHtml html={item.content} className={styles.body} />
      <NeighbourLinks prev={item.prev} next={item.next} detailPath={detailPath} />
      <p className={styles.actions}>
        <Link className={styles.back} to={back.path}>
          {back.label}
        </Link>
      </p>
    </article>
  );
}

export function BoardArticleNotFound({ back }: Pick<BoardArticleProps, 'back'>) {
  return (
    <div className={styles.article}>
      <p className={styles.notFound}>{messages.notFound}</p>
      <p className={styles.actions}>
        <Link className={styles.back} to={back.path}>
          {back.label}
        </Link>
      </p>
    </div>
  );
}
