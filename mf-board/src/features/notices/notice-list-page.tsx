import { formatDate } from '@portal/shared-types/dates';
import { messages } from '@portal/shared-types/messages';
import { useGetNoticesQuery } from './notices-api';
import styles from './notice-list.module.css';

/** The notice list: pinned notices first, then the rest by newest. */
export default function NoticeListPage() {
  const { data: notices = [], isLoading } = useGetNoticesQuery();
  if (isLoading) return <p role="status">{messages.loading}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>공지사항 목록</caption>
      <thead>
        <tr>
          <th scope="col">번호</th>
          <th scope="col">제목</th>
          <th scope="col">작성자</th>
          <th scope="col">작성일</th>
        </tr>
      </thead>
      <tbody>
        {notices.length === 0 && (
          <tr>
            <td colSpan={4}>{messages.noNotices}</td>
          </tr>
        )}
        {notices.map((notice, index) => (
          <tr key={notice.id} className={notice.topFixed ? styles.pinned : undefined}>
            <td>{notice.topFixed ? <span className={styles.badge}>공지</span> : notices.length - index}</td>
            <td className={styles.title}>{notice.title}</td>
            <td>관리자</td>
            <td>{formatDate(notice.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
