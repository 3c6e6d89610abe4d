import type { SearchField } from '@portal/shared-types/board/notice-rules';
import { SearchBar as SiteSearchBar } from '@portal/web-runtime/search-bar';
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

/** The site's search form in the admin's look: a field selector, a keyword box (Enter submits), 검색. */
export function SearchBar({ subject, onSearch, withField = true, placeholder }: SearchBarProps) {
  return (
    <SiteSearchBar
      label={`${subject} 검색`}
      fieldLabel={`${subject} 검색 항목`}
      keywordLabel={`${subject} 검색어`}
      onSearch={onSearch}
      withField={withField}
      placeholder={placeholder}
      classes={{ form: styles.searchBar, hiddenLabel: styles.visuallyHidden }}
    />
  );
}

/** Case-insensitive contains on the chosen field; a blank keyword keeps everything. */
export function matchesSearch(item: { title: string; content?: string }, query: SearchQuery): boolean {
  if (!query.keyword) return true;
  const text = query.field === 'content' ? (item.content ?? '') : item.title;
  return text.toLowerCase().includes(query.keyword.toLowerCase());
}
