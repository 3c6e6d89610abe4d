import { useId, useState, type FormEvent } from 'react';
import { NO_SEARCH } from '@portal/shared-types/board/board-list-rules';
import { SEARCH_FIELDS, searchFieldOr, type SearchField } from '@portal/shared-types/board/notice-rules';
import type { SearchBarProps } from './board-list-contract';

const FIELD_LABELS: Record<SearchField, string> = { title: '제목', content: '내용' };

/** The class names a part gives the bar, so that each part keeps its own look. */
export interface SearchBarClasses {
  form?: string;
  hiddenLabel?: string;
  field?: string;
  keyword?: string;
  button?: string;
}

export interface SharedSearchBarProps extends SearchBarProps {
  /** the hidden label of the field selector (defaults to 검색 항목) */
  fieldLabel?: string;
  /** the hidden label of the keyword box (defaults to 검색어) */
  keywordLabel?: string;
  /** offer the 제목/내용 selector (defaults to true) */
  withField?: boolean;
  placeholder?: string;
  maxLength?: number;
  classes?: SearchBarClasses;
}

/**
 * The search form of every list of the site: field (제목 or 내용), keyword and 검색; Enter in the
 * keyword box submits the form. Bundled into each part that uses it (not shared at run time).
 */
export function SearchBar({
  label,
  initial = NO_SEARCH,
  onSearch,
  fieldLabel = '검색 항목',
  keywordLabel = '검색어',
  withField = true,
  placeholder = '검색어를 입력하세요',
  maxLength,
  classes = {},
}: SharedSearchBarProps) {
  const [field, setField] = useState<SearchField>(initial.field);
  const [keyword, setKeyword] = useState(initial.keyword);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ field, keyword: keyword.trim() });
  };

  return (
    <form role="search" aria-label={label} className={classes.form} onSubmit={submit}>
      {withField && (
        <>
          <label className={classes.hiddenLabel} htmlFor={`${id}-field`}>
            {fieldLabel}
          </label>
          <select
            id={`${id}-field`}
            className={classes.field}
            value={field}
            onChange={(event) => setField(searchFieldOr(event.target.value, 'title'))}
          >
            {SEARCH_FIELDS.map((option) => (
              <option key={option} value={option}>
                {FIELD_LABELS[option]}
              </option>
            ))}
          </select>
        </>
      )}
      <label className={classes.hiddenLabel} htmlFor={`${id}-keyword`}>
        {keywordLabel}
      </label>
      <input
        id={`${id}-keyword`}
        className={classes.keyword}
        type="search"
        value={keyword}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className={classes.button}>
        검색
      </button>
    </form>
  );
}
