import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../src/components/board-list/pagination';

function renderPagination(page: number, pageCount: number) {
  const onChange = jest.fn();
  render(<Pagination page={page} pageCount={pageCount} onChange={onChange} />);
  return { onChange, nav: screen.getByRole('navigation', { name: '페이지 이동' }) };
}

describe('Pagination', () => {
  it('when on page 1 of 3, then 이전 is disabled, 다음 is enabled and page 1 is current', () => {
    renderPagination(1, 3);
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('button', { name: /페이지$/ })).toHaveLength(3);
  });

  it('when on the last page, then 다음 is disabled and 이전 is enabled', () => {
    renderPagination(3, 3);
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전' })).toBeEnabled();
  });

  it('when 다음, 이전 or a number is clicked, then it asks for that page', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(2, 3);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(screen.getByRole('button', { name: '이전' }));
    await user.click(screen.getByRole('button', { name: '3 페이지' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('when there are no items, then shows page 1 with both steps disabled', () => {
    renderPagination(1, 0);
    expect(screen.getByRole('button', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '이전' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('when a page button has focus, then Enter selects it from the keyboard', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(1, 2);
    screen.getByRole('button', { name: '2 페이지' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('when there are fifteen pages, then five numbers around the current one show, with 처음 and 마지막', async () => {
    const user = userEvent.setup();
    const { onChange } = renderPagination(7, 15);
    expect(screen.getAllByRole('button', { name: /페이지$/ }).map((button) => button.textContent)).toEqual([
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    await user.click(screen.getByRole('button', { name: '처음' }));
    await user.click(screen.getByRole('button', { name: '마지막' }));
    expect(onChange.mock.calls).toEqual([[1], [15]]);
  });

  it('when on page 1 or the last page, then 처음 and 마지막 are disabled with 이전 and 다음', () => {
    renderPagination(1, 15);
    expect(screen.getByRole('button', { name: '처음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '마지막' })).toBeEnabled();
  });

  it('when on the last of fifteen pages, then 마지막 and 다음 are disabled and the last five pages show', () => {
    renderPagination(15, 15);
    expect(screen.getByRole('button', { name: '마지막' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '11 페이지' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '10 페이지' })).not.toBeInTheDocument();
  });
});
