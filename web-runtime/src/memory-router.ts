/**
 * A router kept in memory, for component tests: the same hooks and links as the shell's router, with
 * `Routes`/`Route` to show one element per path.
 */
import {
  Children,
  createElement,
  isValidElement,
  useCallback,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchPath } from '@portal/shared-types/site/route-match';
import {
  resolveTo,
  RouteParamsProvider,
  Router,
  useLocation,
  type Location,
  type NavigateFunction,
} from './navigation';

type Entry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

let keys = 0;

function locationOf(entry: Entry, state?: unknown): Location {
  if (typeof entry !== 'string')
    return { search: '', hash: '', state: null, ...entry, key: `memory-${++keys}` } as Location;
  const url = new URL(entry, 'http://memory');
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: state ?? null,
    key: `memory-${++keys}`,
  };
}

export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: Entry[];
  children?: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((entry) => locationOf(entry)),
    index: initialEntries.length - 1,
  }));
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    setHistory(({ entries, index }) => {
      if (typeof to === 'number') {
        return { entries, index: Math.min(Math.max(index + to, 0), entries.length - 1) };
      }
      const next = locationOf(resolveTo(to, entries[index]!), options.state);
      if (options.replace) return { entries: entries.map((entry, i) => (i === index ? next : entry)), index };
      return { entries: [...entries.slice(0, index + 1), next], index: index + 1 };
    });
  }, []);
  return createElement(Router, { location: history.entries[history.index]!, navigate }, children);
}

/** One path and what it shows; only read by Routes. */
export function Route(_props: { path: string; element: ReactNode }): null {
  return null;
}

/** Shows the element of the first Route whose path matches the location. */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const { path, element } = (child as ReactElement<{ path: string; element: ReactNode }>).props;
    const params = matchPath(path, pathname);
    if (params) return createElement(RouteParamsProvider, { params }, element);
  }
  return null;
}
