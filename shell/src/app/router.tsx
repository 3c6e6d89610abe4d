import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, routeTable, type RouteEntry } from '@portal/shared-types/routes';
import { adminGuardLoader } from '../features/admin-session/admin-guard';
import LoginPage from '../features/admin-session/login-page';
import { NotFoundPage } from '../pages/not-found-page';
import { AdminLayout } from './admin-layout';
import { BareLayout, SiteLayout } from './layout';
import { Loading } from './loading';
import { RemoteRoute } from './remote-route';
import type { RouteHandle } from './route-handle';

function remoteRoute(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { entry, title: entry.title };
  // Keyed by route so that moving between two pages of one remote remounts the page.
  const route: RouteObject = {
    path: entry.path,
    handle,
    element: <RemoteRoute key={entry.key} entry={entry} />,
  };
  // The guard of spec section 5 runs as the route's loader, on every navigation to an admin route.
  return entry.admin ? { ...route, loader: adminGuardLoader, hydrateFallbackElement: <Loading /> } : route;
}

/** The shell's only router, built from the shared route table of spec section 2.1. */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      children: [
        ...routeTable.filter((entry) => !entry.bare && !entry.admin).map(remoteRoute),
        {
          path: paths.login(),
          element: <LoginPage />,
          handle: { title: '관리자 로그인' } satisfies RouteHandle,
        },
        {
          path: '*',
          element: <NotFoundPage />,
          handle: { title: '페이지를 찾을 수 없습니다' } satisfies RouteHandle,
        },
      ],
    },
    // the admin's own frame: no public menu, banner, popups or floating call buttons
    { element: <AdminLayout />, children: routeTable.filter((entry) => entry.admin).map(remoteRoute) },
    { element: <BareLayout />, children: routeTable.filter((entry) => entry.bare).map(remoteRoute) },
  ];
}

export const createAppRouter = () => createBrowserRouter(createRoutes());
