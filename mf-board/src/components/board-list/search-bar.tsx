import type { SearchBarProps } from '@portal/web-runtime/board-list-contract';
import { SearchBar as SiteSearchBar } from '@portal/web-runtime/search-bar';
import styles from './search-bar.module.css';

const classes = {
  form: styles.search,
  hiddenLabel: styles.hiddenLabel,
  field: styles.field,
  keyword: styles.keyword,
  button: styles.button,
};

/** The site's search form in the public lists' look; a keyword is at most 200 characters. */
export function SearchBar(props: SearchBarProps) {
  return <SiteSearchBar {...props} maxLength={200} classes={classes} />;
}
