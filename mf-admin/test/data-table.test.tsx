import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, sortRows, type DataTableColumn } from '../src/components/data-table/data-table';

interface Round {
  id: number;
  title: string;
  count: number;
}

const columns: DataTableColumn<Round>[] = [
  { header: '제목', cell: (round) => round.title, sortValue: (round) => round.title, rowHeader: true },
  {
    header: '신청자 수',
    cell: (round) => `${round.count}명`,
    sortValue: (round) => round.count,
    numeric: true,
  },
  { header: '관리', cell: (round) => <button type="button">{round.title} 삭제</button> },
];

const rounds: Round[] = [
  { id: 1, title: '나 회차', count: 30 },
  { id: 2, title: '가 회차', count: 4 },
  { id: 3, title: '다 회차', count: 120 },
];

const titles = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

test('when rows are given, then a captioned table has column headers, row headers and a label on each cell', () => {
  render(
    <DataTable
      caption="청약 목록"
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.id}
      empty="없음"
    />,
  );
  const table = screen.getByRole('table', { name: '청약 목록' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual(['제목', '신청자 수', '관리']);
  expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col', 'col']);
  expect(titles()).toEqual(['나 회차', '가 회차', '다 회차']);
  const row = within(table).getByRole('row', { name: /가 회차/ });
  expect(within(row).getByRole('rowheader')).toHaveAttribute('scope', 'row');
  // the phone's card shows each value with its column's name, drawn from data-label
  expect(
    [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
      cell.getAttribute('data-label'),
    ),
  ).toEqual(['제목', '신청자 수', '관리']);
  expect(within(row).getByRole('cell', { name: '4명' })).toBeInTheDocument();
  within(row).getByRole('button', { name: '가 회차 삭제' });
});

test('when a sortable header is pressed, then the rows follow it and aria-sort says the order; again reverses it', async () => {
  render(
    <DataTable
      caption="청약 목록"
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.id}
      empty="없음"
    />,
  );
  const title = screen.getByRole('columnheader', { name: '제목' });
  const count = screen.getByRole('columnheader', { name: '신청자 수' });
  expect(title).toHaveAttribute('aria-sort', 'none');
  expect(screen.getByRole('columnheader', { name: '관리' })).not.toHaveAttribute('aria-sort');
  expect(within(screen.getByRole('columnheader', { name: '관리' })).queryByRole('button')).toBeNull();

  await userEvent.click(within(title).getByRole('button', { name: '제목' }));
  expect(title).toHaveAttribute('aria-sort', 'ascending');
  expect(titles()).toEqual(['가 회차', '나 회차', '다 회차']);
  await userEvent.click(within(title).getByRole('button', { name: '제목' }));
  expect(title).toHaveAttribute('aria-sort', 'descending');
  expect(titles()).toEqual(['다 회차', '나 회차', '가 회차']);

  // numbers by size, not as text (4 before 30 before 120)
  await userEvent.click(within(count).getByRole('button', { name: '신청자 수' }));
  expect(count).toHaveAttribute('aria-sort', 'ascending');
  expect(title).toHaveAttribute('aria-sort', 'none');
  expect(titles()).toEqual(['가 회차', '나 회차', '다 회차']);
});

test('when the keyboard reaches a sortable header, then Enter and Space sort by it', async () => {
  render(
    <DataTable
      caption="청약 목록"
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.id}
      empty="없음"
    />,
  );
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '제목' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(titles()).toEqual(['가 회차', '나 회차', '다 회차']);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: '신청자 수' })).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard(' ');
  expect(screen.getByRole('columnheader', { name: '신청자 수' })).toHaveAttribute('aria-sort', 'descending');
  expect(titles()).toEqual(['다 회차', '나 회차', '가 회차']);
});

test('when an initial sort is given, then the rows start in that order', () => {
  render(
    <DataTable
      caption="청약 목록"
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.id}
      empty="없음"
      initialSort={{ column: 1, direction: 'descending' }}
    />,
  );
  expect(titles()).toEqual(['다 회차', '나 회차', '가 회차']);
  expect(screen.getByRole('columnheader', { name: '신청자 수' })).toHaveAttribute('aria-sort', 'descending');
});

test('when there are more rows than a page, then the pages move, and a new sort starts again at page 1', async () => {
  const many = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    title: `${index + 1}차`,
    count: index,
  }));
  render(
    <DataTable
      caption="청약 목록"
      columns={columns}
      rows={many}
      rowKey={(round) => round.id}
      empty="없음"
      paging={{ size: 5, label: '청약 페이지' }}
    />,
  );
  const pages = screen.getByRole('navigation', { name: '청약 페이지' });
  expect(titles()).toEqual(['1차', '2차', '3차', '4차', '5차']);
  await userEvent.click(within(pages).getByRole('button', { name: '3 페이지' }));
  expect(titles()).toEqual(['11차', '12차']);
  expect(within(pages).getByRole('button', { name: '3 페이지' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(screen.getByRole('button', { name: '신청자 수' }));
  expect(titles()).toEqual(['1차', '2차', '3차', '4차', '5차']);
  expect(within(pages).getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
});

test('when one page holds every row, then no page row is shown', () => {
  render(
    <DataTable
      caption="청약 목록"
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.id}
      empty="없음"
      paging={{ size: 5, label: '청약 페이지' }}
    />,
  );
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('when there are no rows, then the empty text fills one row, as an alert when it says a failure', () => {
  const { rerender } = render(
    <DataTable
      caption="팝업 목록"
      columns={columns}
      rows={[]}
      rowKey={(round) => round.id}
      empty="등록된 팝업이 없습니다."
    />,
  );
  const table = screen.getByRole('table', { name: '팝업 목록' });
  expect(within(table).getAllByRole('row')).toHaveLength(2);
  expect(within(table).getByRole('cell')).toHaveAttribute('colspan', '3');
  expect(within(table).getByRole('cell')).toHaveTextContent('등록된 팝업이 없습니다.');
  expect(screen.queryByRole('alert')).toBeNull();
  rerender(
    <DataTable
      caption="팝업 목록"
      columns={columns}
      rows={[]}
      rowKey={(round) => round.id}
      empty="팝업을 불러오지 못했습니다."
      emptyRole="alert"
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('팝업을 불러오지 못했습니다.');
});

test('when the caption is hidden, then the table keeps it as its name', () => {
  render(
    <DataTable
      caption="감사 기록 목록"
      captionHidden
      columns={columns}
      rows={rounds}
      rowKey={(round) => round.id}
      empty="없음"
    />,
  );
  expect(screen.getByRole('table', { name: '감사 기록 목록' })).toBeInTheDocument();
});

test('sortRows keeps the given order of equal values and sorts Korean text in dictionary order', () => {
  const rows = [
    { name: '하', n: 2 },
    { name: '가', n: 1 },
    { name: '나', n: 2 },
    { name: '가10', n: 1 },
    { name: '가9', n: 1 },
  ];
  expect(sortRows(rows, (row) => row.n, 'ascending').map((row) => row.name)).toEqual([
    '가',
    '가10',
    '가9',
    '하',
    '나',
  ]);
  expect(sortRows(rows, (row) => row.name, 'ascending').map((row) => row.name)).toEqual([
    '가',
    '가9',
    '가10',
    '나',
    '하',
  ]);
  expect(sortRows(rows, (row) => row.n, 'descending').map((row) => row.name)).toEqual([
    '하',
    '나',
    '가',
    '가10',
    '가9',
  ]);
});
