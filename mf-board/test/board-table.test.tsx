import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { BoardTableProps } from '@portal/web-runtime/board-list-contract';
import { paths } from '@portal/shared-types/site/routes';
import { BoardTable } from '../src/components/board-list/board-table';

const now = new Date('2026-05-10T12:00:00+09:00');
const rows: BoardTableProps['rows'] = [
  { id: 9, title: '고정 공지', createdAt: '2026-04-01T09:00:00+09:00', pinned: true },
  { id: 7, title: '새 소식', createdAt: '2026-05-09T09:00:00+09:00', number: 12 },
  { id: 5, title: '지난 소식', createdAt: '2026-04-20T09:00:00+09:00', number: 11 },
];

function renderTable(props: Partial<BoardTableProps> = {}) {
  render(
    <MemoryRouter>
      <BoardTable
        caption="공지사항 목록"
        rows={rows}
        emptyText="등록된 공지사항이 없습니다."
        detailPath={paths.noticeDetail}
        now={now}
        {...props}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: '공지사항 목록' });
}

describe('BoardTable', () => {
  it('has the columns 번호, 제목, 작성자, 작성일 with header scope', () => {
    const table = renderTable();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['번호', '제목', '작성자', '작성일']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
  });

  it('shows a pinned row with the 공지 label instead of a number, and numbers the others', () => {
    const table = renderTable();
    const [, pinned, recent, older] = within(table).getAllByRole('row');
    expect(within(pinned!).getAllByRole('cell')[0]).toHaveTextContent('공지');
    expect(within(recent!).getAllByRole('cell')[0]).toHaveTextContent('12');
    expect(within(older!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(recent!).getByText('관리자')).toBeInTheDocument();
    expect(within(recent!).getByText('2026-05-09')).toBeInTheDocument();
  });

  it('marks only items of the last 3 days as 새 글 and links titles to their detail', () => {
    const table = renderTable();
    expect(within(table).getAllByRole('img', { name: '새 글' })).toHaveLength(1);
    expect(within(table).getByRole('link', { name: '새 소식' })).toHaveAttribute('href', '/notice/detail/7');
  });

  it('when there are no rows, then shows the empty text', () => {
    const table = renderTable({ rows: [] });
    expect(within(table).getByText('등록된 공지사항이 없습니다.')).toBeInTheDocument();
  });

  it('when in admin mode, then adds 관리 with an edit link and a delete button per row', async () => {
    const user = userEvent.setup();
    const onDelete = jest.fn();
    const table = renderTable({ admin: { editPath: paths.noticeEdit, onDelete } });
    expect(within(table).getByRole('columnheader', { name: '관리' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '지난 소식 수정' })).toHaveAttribute(
      'href',
      '/admin/notice/edit/5',
    );
    await user.click(within(table).getByRole('button', { name: '지난 소식 삭제' }));
    expect(onDelete).toHaveBeenCalledWith(5);
  });
});
