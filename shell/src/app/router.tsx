import { matchRoutes, redirect, type HydrationState, type RouteObject } from 'react-router-dom';
import { paths, routeTable, type RouteEntry } from '@portal/shared-types/site/routes';
import { browserAdminGuard } from '../features/admin-session/admin-guard';
import { preloadRemotePage } from '../federation/remote-pages';
import { NotFoundPage } from '../pages/not-found-page';
import { BareLayout, SiteLayout } from './layout';
import { Loading } from './loading';
import { NavigationFrame } from './navigation-frame';
import { RemoteRoute } from './remote-route';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

/** How long a navigation may stay on the old page while the new page's code loads; then it shows its own loading. */
const PENDING_LIMIT_MS = 8000;

/**
 * The browser's loader of a remote's route: the admin guard first (an admin route), then the page's code,
 * so the old page stays, marked pending, until the new one can render at once.
 */
function remotePageLoader(entry: RouteEntry, adminGuard: () => string | null) {
  return async () => {
    if (entry.admin) {
      const to = adminGuard();
      if (to) throw redirect(to);
    }
    const limit = new Promise((resolve) => setTimeout(resolve, PENDING_LIMIT_MS));
    // a page that does not load is the route's own business: it shows its error and a retry
    await Promise.race([preloadRemotePage(entry.remote, entry.key).catch(() => null), limit]);
    return null;
  };
}

/**
 * A lazy route whose chunk may not load. React Router keeps a failed `lazy` on the route and then renders
 * nothing below its parent on a tab's first page (react-router 7.18; remix-run/react-router#10194), so a
 * failure is handed over as a loader that throws it: the route's error element shows it like any other.
 */
function lazyRoute<T>(load: () => Promise<T>) {
  return () =>
    load().catch((error: unknown) => ({
      loader: () => {
        throw error;
      },
    }));
}

/**
 * The admin's login and frame (sign-in, second factor, work bar, session warning) are loaded when an
 * admin route is opened: a visitor's page carries none of their code or styles.
 */
const loginPage = lazyRoute(() =>
  import(/* webpackChunkName: "admin-login" */ '../features/admin-session/login-page').then((module) => ({
    Component: module.default,
  })),
);
const adminLayout = lazyRoute(() =>
  import(/* webpackChunkName: "admin-frame" */ './admin-layout').then((module) => ({
    Component: module.AdminLayout,
  })),
);

export interface RouteOptions {
  /** the server render: no loaders (it loads the remote itself, and the guard is the browser's) */
  server?: boolean;
  /** the admin token of the page's store, for the guard of the admin routes (none: signed out) */
  readAdminToken?: () => string | null;
}

/** The shell's only router, built from the shared route table. */
export function createRoutes({
  server = false,
  readAdminToken = () => null,
}: RouteOptions = {}): RouteObject[] {
  const adminGuard = browserAdminGuard(readAdminToken);
  const remoteRoute = (entry: RouteEntry): RouteObject => ({
    id: entry.key,
    path: entry.path,
    handle: { entry, title: entry.title, clientOnly: entry.admin === true } satisfies RouteHandle,
    // Keyed by route so that moving between two pages of one remote remounts the page.
    element: <RemoteRoute key={entry.key} entry={entry} />,
    loader: server ? undefined : remotePageLoader(entry, adminGuard),
  });
  const ofFrame = (frame: 'site' | 'admin' | 'bare') =>
    routeTable
      .filter((entry) => (entry.admin ? 'admin' : entry.bare ? 'bare' : 'site') === frame)
      .map(remoteRoute);
  return [
    {
      id: 'root',
      element: <NavigationFrame />,
      hydrateFallbackElement: <Loading />,
      errorElement: <RouteError />,
      children: [
        {
          id: 'site-frame',
          element: <SiteLayout />,
          children: [
            ...ofFrame('site'),
            {
              id: 'login',
              path: paths.login(),
              lazy: loginPage,
              errorElement: <RouteError />,
              handle: { title: '관리자 로그인', clientOnly: true } satisfies RouteHandle,
            },
            {
              id: 'not-found',
              path: '*',
              element: <NotFoundPage />,
              handle: { title: '페이지를 찾을 수 없습니다' } satisfies RouteHandle,
            },
          ],
        },
        // the admin's own frame: no public menu, banner, popups or floating call buttons
        { id: 'admin-frame', lazy: adminLayout, errorElement: <RouteError />, children: ofFrame('admin') },
        { id: 'bare-frame', element: <BareLayout />, children: ofFrame('bare') },
      ],
    },
  ];
}

/** The handle of the deepest route matched for a path. */
export function handleOf(routes: RouteObject[], pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.map((match) => match.route.handle as RouteHandle | undefined).findLast(Boolean);
}

/**
 * Hydration of a server-rendered page: its routes' loaders already ran on the server (the page is loaded,
 * InitialPageContext), so the browser's router starts from their (empty) data instead of running them.
 */
export function hydrationDataFor(routes: RouteObject[], pathname: string): HydrationState {
  const matches = matchRoutes(routes, pathname) ?? [];
  return { loaderData: Object.fromEntries(matches.map((match) => [match.route.id!, null])) };
}
