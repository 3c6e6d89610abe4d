import { useId, useState, type FormEvent } from 'react';
import type { SearchField } from '@portal/shared-types/board/notice-rules';
import styles from './admin-ui.module.css';

export interface SearchQuery {
  field: SearchField;
  keyword: string;
}

interface SearchBarProps {
  /** what is searched, e.g. '공지사항'; names the controls */
  subject: string;
  onSearch: (query: SearchQuery) => void;
  /** offer the title/content selector (rounds search titles only) */
  withField?: boolean;
  placeholder?: string;
}

/** A field selector, a keyword box (Enter submits) and a search button. */
export function SearchBar({ subject, onSearch, withField = true, placeholder }: SearchBarProps) {
  const id = useId();
  const [field, setField] = useState<SearchField>('title');
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ field, keyword: keyword.trim() });
  };
  return (
    <form role="search" aria-label={`${subject} 검색`} className={styles.searchBar} onSubmit={submit}>
      {withField && (
        <>
          <label htmlFor={`${id}-field`} className={styles.visuallyHidden}>
            {subject} 검색 항목
          </label>
          <select id={`${id}-field`} value={field} onChange={(e) => setField(e.target.value as SearchField)}>
            <option value="title">제목</option>
            <option value="content">내용</option>
          </select>
        </>
      )}
      <label htmlFor={`${id}-keyword`} className={styles.visuallyHidden}>
        {subject} 검색어
      </label>
      <input
        id={`${id}-keyword`}
        type="search"
        value={keyword}
        placeholder={placeholder ?? '검색어를 입력하세요'}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit">검색</button>
    </form>
  );
}

/** Case-insensitive contains on the chosen field; a blank keyword keeps everything. */
export function matchesSearch(item: { title: string; content?: string }, query: SearchQuery): boolean {
  if (!query.keyword) return true;
  const text = query.field === 'content' ? (item.content ?? '') : item.title;
  return text.toLowerCase().includes(query.keyword.toLowerCase());
}
