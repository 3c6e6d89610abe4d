import { Link } from 'react-router-dom';
import { isNew } from '@portal/shared-types/board/board';
import type { BoardRow, BoardTableProps } from '@portal/web-runtime/board-list-contract';
import { formatDate } from '@portal/shared-types/common/dates';
import { PinIcon } from './pin-icon';
import styles from './board-table.module.css';

/** A board list: 번호, 제목, 작성자 (always 관리자), 작성일, and 관리 in admin mode. */
export function BoardTable({
  caption,
  rows,
  emptyText,
  detailPath,
  now = new Date(),
  admin,
}: BoardTableProps) {
  const columns = admin ? 5 : 4;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.number}>
            번호
          </th>
          <th scope="col">제목</th>
          <th scope="col" className={styles.author}>
            작성자
          </th>
          <th scope="col" className={styles.date}>
            작성일
          </th>
          {admin && (
            <th scope="col" className={styles.manage}>
              관리
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={columns} className={styles.empty}>
              {emptyText}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr
            key={`${row.pinned ? 'pinned' : 'row'}-${row.id}`}
            className={row.pinned ? styles.pinned : undefined}
          >
            <td className={styles.number}>{row.pinned ? <PinnedLabel /> : row.number}</td>
            <td className={styles.title}>
              <Link to={detailPath(row.id)}>{row.title}</Link>
              {isNew(row.createdAt, now) && <NewMarker />}
            </td>
            <td className={styles.author}>관리자</td>
            <td className={styles.date}>{formatDate(row.createdAt)}</td>
            {admin && (
              <td className={styles.manage}>
                <ManageButtons row={row} admin={admin} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PinnedLabel() {
  return (
    <span className={styles.badge}>
      <PinIcon />
      공지
    </span>
  );
}

function NewMarker() {
  return (
    <span className={styles.new} role="img" aria-label="새 글">
      N
    </span>
  );
}

function ManageButtons({ row, admin }: { row: BoardRow; admin: NonNullable<BoardTableProps['admin']> }) {
  return (
    <span className={styles.actions}>
      <Link className={styles.edit} to={admin.editPath(row.id)} aria-label={`${row.title} 수정`}>
        수정
      </Link>
      <button
        type="button"
        className={styles.delete}
        aria-label={`${row.title} 삭제`}
        onClick={() => admin.onDelete(row.id)}
      >
        삭제
      </button>
    </span>
  );
}
