import type { ReactNode } from 'react';
import { useLocation, RouteParamsProvider } from '@portal/web-runtime/navigation';
import { matchPath, type RouteParams } from '@portal/shared-types/site/route-match';
import { paths, routeTable } from '@portal/shared-types/site/routes';
import { adminGuard } from '../features/admin-session/admin-guard';
import LoginPage from '../features/admin-session/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { AdminLayout } from './admin-layout';
import { BareLayout, SiteLayout } from './layout';
import { RemoteRoute } from './remote-route';
import type { RouteHandle } from './route-handle';

/** The site's frame (menu, banner, footer), the admin's work bar, or none (the popup window). */
export type Frame = 'site' | 'admin' | 'bare';

export interface RouteMatch {
  frame: Frame;
  handle: RouteHandle;
  params: RouteParams;
  element: ReactNode;
  /** the admin pages and the login page: never rendered on the server */
  clientOnly: boolean;
}

/** The route of a path, from the shared route table of spec section 2.1; unknown paths get the 404 page. */
export function matchRoute(pathname: string): RouteMatch {
  for (const entry of routeTable) {
    const params = matchPath(entry.path, pathname);
    if (!params) continue;
    return {
      frame: entry.admin ? 'admin' : entry.bare ? 'bare' : 'site',
      handle: { entry, title: entry.title },
      params,
      // Keyed by route so that moving between two pages of one remote remounts the page.
      element: <RemoteRoute key={entry.key} entry={entry} />,
      clientOnly: entry.admin === true,
    };
  }
  if (matchPath(paths.login(), pathname))
    return {
      frame: 'site',
      handle: { title: '관리자 로그인' },
      params: {},
      element: <LoginPage />,
      clientOnly: true,
    };
  return {
    frame: 'site',
    handle: { title: '페이지를 찾을 수 없습니다' },
    params: {},
    element: <NotFoundPage />,
    clientOnly: false,
  };
}

/** The guard of spec section 5, before every location of an admin route: where to go instead, or null. */
export function redirectFor(pathname: string): string | null {
  return matchRoute(pathname).handle.entry?.admin ? adminGuard() : null;
}

const frames = { site: SiteLayout, admin: AdminLayout, bare: BareLayout } as const;

/** The shell's routes: the current location's page inside its frame. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const { frame, handle, params, element } = matchRoute(pathname);
  const Layout = frames[frame];
  return (
    <Layout handle={handle}>
      <RouteParamsProvider params={params}>{element}</RouteParamsProvider>
    </Layout>
  );
}
