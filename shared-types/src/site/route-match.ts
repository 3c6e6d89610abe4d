/** The values of a path's `:name` segments (and `*` for what a trailing `*` matched). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a path pattern of the route table (`/notice/detail/:id`, `*`) against a pathname, as
 * react-router did: whole segments, letters in any case, a trailing slash allowed. Null: no match.
 */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part === '*') {
      params['*'] = have.slice(index).map(decode).join('/');
      return params;
    }
    const segment = have[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decode(segment);
    else if (part.toLowerCase() !== decode(segment).toLowerCase()) return null;
  }
  return want.length === have.length ? params : null;
}
