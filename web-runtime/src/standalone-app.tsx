import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiProvider, createApiClient } from '@portal/web-runtime/base-api';
import type { RemotePagesModule } from './remote-contract';
import { matchPath } from '@portal/shared-types/site/route-match';
import { routeTable, type RemoteName } from '@portal/shared-types/site/routes';
import { BrowserRouter, createBrowserHistory } from './browser-history';
import { Link, RouteParamsProvider, useLocation } from './navigation';

/**
 * A remote's own development harness: its pages on their real paths, with a query client and a router of
 * its own, so a remote's team can work without the shell (`npm run dev -w mf-board`).
 */
export function startStandalone(remote: RemoteName, { pages }: RemotePagesModule): void {
  const entries = routeTable.filter((entry) => entry.remote === remote && pages[entry.key]);

  function CurrentPage() {
    const { pathname } = useLocation();
    for (const entry of entries) {
      const params = matchPath(entry.path, pathname);
      const Page = pages[entry.key];
      if (params && Page)
        return (
          <RouteParamsProvider params={params}>
            <Page />
          </RouteParamsProvider>
        );
    }
    return null;
  }

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ApiProvider client={createApiClient()}>
        <BrowserRouter history={createBrowserHistory()}>
          <nav aria-label={`${remote} 개발용 페이지 목록`}>
            {entries.map((entry) => (
              <Link key={entry.key} to={entry.path.replace(/:id/, '1')} style={{ marginRight: 12 }}>
                {entry.title}
              </Link>
            ))}
          </nav>
          <main>
            <CurrentPage />
          </main>
        </BrowserRouter>
      </ApiProvider>
    </StrictMode>,
  );
}
