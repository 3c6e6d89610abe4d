import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePageParam, type BoardSearch } from '@portal/shared-types/board/board-list-rules';
import { searchFieldOr } from '@portal/shared-types/board/notice-rules';

/**
 * Page and search of a public board, kept in the address (?page=2&field=title&keyword=...) so that
 * coming back from a detail page lands on the same page. A new search starts again at page 1.
 */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const { page, search: parsed } = boardParamsOf(params);
  const { field, keyword } = parsed;
  const search = useMemo<BoardSearch>(() => ({ field, keyword }), [field, keyword]);

  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.set('page', String(next));
        return copy;
      }),
    [setParams],
  );
  const setSearch = useCallback(
    (next: BoardSearch) =>
      setParams(next.keyword ? { page: '1', field: next.field, keyword: next.keyword } : { page: '1' }),
    [setParams],
  );
  return { page, search, setPage, setSearch };
}

/** Page and search read from the address; the server render prefetches the same list with them. */
export function boardParamsOf(params: URLSearchParams): { page: number; search: BoardSearch } {
  const page = parsePageParam(params.get('page'));
  const field = searchFieldOr(params.get('field'), 'title');
  return { page, search: { field, keyword: params.get('keyword') ?? '' } };
}
