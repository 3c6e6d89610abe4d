import { Link } from '@portal/shared-types/client/navigation';
import { formatDate } from '@portal/shared-types/dates';
import { messages } from '@portal/shared-types/messages';
import { AttachmentsDropdown } from '../attachments/attachments-dropdown';
import { SanitizedHtml } from '../html/sanitized-html';
import styles from './board-article.module.css';

interface BoardArticleProps {
  item: { title: string; content: string; createdAt: string; fileUrl?: Record<string, string> };
  /** the list this article belongs to, and the words of the link back to it */
  back: { path: string; label: string };
  withFileIcons?: boolean;
}

/** A notice or resource: title, 관리자 and date, attachments, the HTML body, and the way back. */
export function BoardArticle({ item, back, withFileIcons }: BoardArticleProps) {
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
      <AttachmentsDropdown files={item.fileUrl ?? {}} withIcons={withFileIcons} />
      <SanitizedHtml html={item.content} className={styles.body} />
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
