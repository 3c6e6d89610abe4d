import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePageParam, type BoardSearch } from '@portal/shared-types/board-list-rules';
import { searchFieldSchema } from '@portal/shared-types/notices';

/**
 * Page and search of a public board, kept in the address (?page=2&field=title&keyword=...) so that
 * coming back from a detail page lands on the same page. A new search starts again at page 1.
 */
export function useBoardParams() {
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const field = searchFieldSchema.catch('title').parse(params.get('field') ?? 'title');
  const keyword = params.get('keyword') ?? '';
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
