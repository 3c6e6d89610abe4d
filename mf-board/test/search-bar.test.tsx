import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBar } from '../src/components/board-list/search-bar';

function renderSearchBar() {
  const onSearch = jest.fn();
  render(<SearchBar label="공지사항 검색" onSearch={onSearch} />);
  return { onSearch };
}

describe('SearchBar', () => {
  it('labels its field selector and keyword box inside a named search form', () => {
    renderSearchBar();
    expect(screen.getByRole('search', { name: '공지사항 검색' })).toBeInTheDocument();
    const field = screen.getByRole('combobox', { name: '검색 항목' });
    expect(field).toHaveDisplayValue('제목');
    expect(screen.getByRole('option', { name: '내용' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('');
  });

  it('when Enter is pressed in the keyword box, then searches the title by default', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderSearchBar();
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '모델하우스{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ field: 'title', keyword: '모델하우스' });
  });

  it('when 내용 is chosen and 검색 clicked, then searches the content with the trimmed keyword', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderSearchBar();
    await user.selectOptions(screen.getByRole('combobox', { name: '검색 항목' }), '내용');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '  사전 예약  ');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ field: 'content', keyword: '사전 예약' });
  });

  it('when the keyword is empty, then searching asks for everything', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderSearchBar();
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(onSearch).toHaveBeenCalledWith({ field: 'title', keyword: '' });
  });

  it('shows the search it starts with', () => {
    render(
      <SearchBar
        label="자료실 검색"
        initial={{ field: 'content', keyword: '평면도' }}
        onSearch={jest.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: '검색 항목' })).toHaveDisplayValue('내용');
    expect(screen.getByRole('searchbox', { name: '검색어' })).toHaveValue('평면도');
  });
});
