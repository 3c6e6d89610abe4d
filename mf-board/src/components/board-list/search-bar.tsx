import { useId, useState, type FormEvent } from 'react';
import type { SearchBarProps } from '@portal/web-runtime/board-list-contract';
import { NO_SEARCH } from '@portal/shared-types/board/board-list-rules';
import { SEARCH_FIELDS, searchFieldOr, type SearchField } from '@portal/shared-types/board/notice-rules';
import styles from './search-bar.module.css';

const FIELD_LABELS: Record<SearchField, string> = { title: '제목', content: '내용' };

/** Field (제목 or 내용), keyword and 검색; Enter in the keyword box submits the form. */
export function SearchBar({ label, initial = NO_SEARCH, onSearch }: SearchBarProps) {
  const [field, setField] = useState<SearchField>(initial.field);
  const [keyword, setKeyword] = useState(initial.keyword);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ field, keyword: keyword.trim() });
  };

  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <label className={styles.hiddenLabel} htmlFor={`${id}-field`}>
        검색 항목
      </label>
      <select
        id={`${id}-field`}
        className={styles.field}
        value={field}
        onChange={(event) => setField(searchFieldOr(event.target.value, 'title'))}
      >
        {SEARCH_FIELDS.map((option) => (
          <option key={option} value={option}>
            {FIELD_LABELS[option]}
          </option>
        ))}
      </select>
      <label className={styles.hiddenLabel} htmlFor={`${id}-keyword`}>
        검색어
      </label>
      <input
        id={`${id}-keyword`}
        className={styles.keyword}
        type="search"
        value={keyword}
        maxLength={200}
        placeholder="검색어를 입력하세요"
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={styles.button}>
        검색
      </button>
    </form>
  );
}
