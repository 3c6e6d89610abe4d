/**
 * The router surface the shell and the remotes use: the location, navigation, params, links. The shell
 * owns the only router (a small one over the history API, browser-history.ts, instead of
 * react-router: issue 13's JavaScript budget); this module is shared through module federation as a
 * singleton (like base-api), so a remote's links and hooks read the shell's router.
 */
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { RouteParams } from '@portal/shared-types/site/route-match';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** what the navigation carried (`navigate(to, { state })`), e.g. `{ lookUp: true }` */
  state: unknown;
  /** one per history entry; `default` for the first one of a tab */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Goes to a path (absolute, `?query` or `#hash`), or moves in the history by a number of entries. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<RouteParams>({});

/** Provides a location and its navigation (the shell's browser history, a test's memory history). */
export function Router({ location, navigate, children }: RouterValue & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return createElement(RouterContext, { value }, children);
}

/** The `:name` values of the route being rendered, for useParams. */
export function RouteParamsProvider({ params, children }: { params: RouteParams; children?: ReactNode }) {
  return createElement(ParamsContext, { value: params }, children);
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('the navigation hooks need a Router above them');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useParams = (): RouteParams => useContext(ParamsContext);

type SearchInit = string | URLSearchParams | Record<string, string>;

/** The query of the address, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(params) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

const isExternal = (to: string) => /^[a-z][a-z\d+.-]*:|^\/\//i.test(to);

/** A link target as an address: `?query` and `#hash` stay on the current path. */
export function resolveTo(to: string, from: Pick<Location, 'pathname' | 'search'>): string {
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  return to;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** An ordinary link that the router follows without reloading the page (a plain click only). */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { location, navigate } = useRouter();
  const href = resolveTo(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      isExternal(to)
    )
      return;
    event.preventDefault();
    // the address already shown replaces its entry instead of adding one (as react-router did)
    const current = location.pathname + location.search + location.hash;
    navigate(href, { replace: replace ?? href === current, state });
  };
  return createElement('a', { ...rest, href, target, onClick: follow });
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** active only on this exact path, not on the paths below it */
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/** A link that knows whether it leads to the current page: `aria-current="page"` and `isActive`. */
export function NavLink({ end = false, className, style, children, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const target = (resolveTo(rest.to, location).split(/[?#]/)[0] ?? '').toLowerCase();
  const here = location.pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slashAt) === '/');
  const props: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return createElement(
    Link,
    {
      ...rest,
      'aria-current': isActive ? (rest['aria-current'] ?? 'page') : undefined,
      // a plain class name also gets `active` on the current page, as react-router's did
      className:
        typeof className === 'function'
          ? className(props)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined,
      style: typeof style === 'function' ? style(props) : style,
    },
    typeof children === 'function' ? children(props) : children,
  );
}

/**
 * Where a page's own title goes: the shell's layout in the browser; during a server render, the
 * render's result (`serverRender`: effects never run there, so the title is handed over as the page
 * renders and the HTML's <title> is the one the browser shows after hydration).
 */
export interface PageTitleSink {
  set(title: string | undefined): void;
  serverRender?: boolean;
}

export const PageTitleContext = createContext<PageTitleSink | null>(null);

/**
 * Gives the current page its own document title, e.g. `공지사항 – {title}` (the shell adds ` | {site
 * name}`); undefined keeps the route's title. Outside the shell (a remote on its own) it does nothing.
 */
export function usePageTitle(title: string | undefined): void {
  const sink = useContext(PageTitleContext);
  if (sink?.serverRender) sink.set(title);
  // a layout effect: the shell re-renders in the same task, so the route's title never shows between
  useLayoutEffect(() => {
    if (!sink || sink.serverRender) return undefined;
    sink.set(title);
    return () => sink.set(undefined);
  }, [sink, title]);
}
