import type { BoardListModule } from '@portal/web-runtime/board-list-contract';

/** A stand-in for mf-board's exposed list (the real one is exercised in mf-board's tests and e2e). */
export const boardListDouble: BoardListModule = {
  BoardTable: ({ caption, rows, emptyText, admin }) => (
    <table>
      <caption>{caption}</caption>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td>{emptyText}</td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.id}>
            <td>
              <a href={admin?.editPath(row.id)}>{`${row.title} 수정`}</a>
              <button type="button" onClick={() => admin?.onDelete(row.id)}>{`${row.title} 삭제`}</button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  SearchBar: ({ label }) => <form role="search" aria-label={label} />,
  Pagination: () => null,
};
