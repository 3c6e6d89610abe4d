import { match } from 'path-to-regexp';
import { paths, routeTable, type RouteEntry } from '@portal/shared-types/site/routes';

/** A path's `:name` values. */
export type PageParams = Readonly<Partial<Record<string, string>>>;

// Matched as React Router matches them in the browser: whole segments, letters in any case, a trailing
// slash allowed, parameters decoded.
const matchers = routeTable.map((entry) => ({
  entry,
  matches: match<Record<string, string>>(entry.path, {
    sensitive: false,
    trailing: true,
    decode: safeDecode,
  }),
}));
const loginMatch = match(paths.login(), { sensitive: false, trailing: true });

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page of the route table that a path shows, with its params; null for any other path. */
export function pageOfPath(pathname: string): { entry: RouteEntry; params: PageParams } | null {
  for (const { entry, matches } of matchers) {
    const found = matches(pathname);
    if (found) return { entry, params: found.params };
  }
  return null;
}

/** The admin login page, which the route table does not list (the shell owns it). */
export const isLoginPath = (pathname: string): boolean => loginMatch(pathname) !== false;
