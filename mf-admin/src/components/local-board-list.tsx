import { Link } from '@portal/shared-types/client/navigation';
import type { BoardListModule, BoardTableProps } from '@portal/shared-types/board-list-contract';
import { formatDate } from '@portal/shared-types/dates';
import styles from './admin-ui.module.css';
import { Pagination } from './pagination';
import { SearchBar } from './search-bar';

function BoardTable({ caption, rows, emptyText, detailPath, admin }: BoardTableProps) {
  const columns = admin ? 4 : 3;
  return (
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">번호</th>
          <th scope="col">제목</th>
          <th scope="col">작성일</th>
          {admin && <th scope="col">관리</th>}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns}>{emptyText}</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.pinned ? '공지' : row.number}</td>
            <td>
              <Link to={detailPath(row.id)}>{row.title}</Link>
            </td>
            <td>{formatDate(row.createdAt)}</td>
            {admin && (
              <td className={styles.actions}>
                <Link to={admin.editPath(row.id)} aria-label={`${row.title} 수정`}>
                  수정
                </Link>
                <button type="button" aria-label={`${row.title} 삭제`} onClick={() => admin.onDelete(row.id)}>
                  삭제
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The dashboard's own list components, used when mf-board's cannot be loaded. */
export const localBoardList: BoardListModule = {
  BoardTable,
  SearchBar: ({ label, onSearch }) => <SearchBar subject={label.replace(/ 검색$/, '')} onSearch={onSearch} />,
  Pagination: ({ label, ...props }) => <Pagination {...props} label={label ?? '페이지 이동'} />,
};
