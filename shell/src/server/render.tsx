// The shell's server build (webpack.server.config.mjs): renders a public page to HTML with the same
// router, layout and remote pages as the browser, after the page's data calls have answered.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApiProvider, createApiClient } from '@portal/web-runtime/base-api';
import { PageTitleContext, Router } from '@portal/web-runtime/navigation';
import type { RemoteServerModule } from '@portal/web-runtime/remote-contract';
import type { RemoteName, RouteEntry } from '@portal/shared-types/site/routes';
import { InitialPageContext } from '../app/initial-page';
import { serverPageTitleSink } from '../app/page-title';
import { documentTitle } from '../app/route-handle';
import { AppRoutes, matchRoute } from '../app/router';

export { provided } from './provided';

export interface RenderInput {
  /** the page's address, path and query, e.g. `/notice?page=2` */
  url: string;
  /** where the server reaches the API, e.g. `http://127.0.0.1:8080` */
  apiBase: string;
  /** the live server build of a remote, loaded with the provided modules */
  loadRemote(name: RemoteName): Promise<RemoteServerModule>;
}

export interface RenderResult {
  status: number;
  title: string;
  html: string;
  /** the query cache the page was rendered from, for hydration */
  apiState: unknown;
  /** the remote and page rendered, so the page can preload them */
  page: { remote: RemoteName; key: RouteEntry['key'] } | null;
}

const cannotNavigate = () => {
  throw new Error('a server render cannot navigate');
};

/** Admin pages (and the admin login) stay client-rendered: answers null for them. */
export async function render({ url, apiBase, loadRemote }: RenderInput): Promise<RenderResult | null> {
  const location = new URL(url, apiBase);
  const { handle, params, clientOnly } = matchRoute(location.pathname);
  if (clientOnly) return null;
  const { entry } = handle;

  const client = createApiClient({ apiBase });
  let initial = null;
  if (entry) {
    const remote = await loadRemote(entry.remote);
    await remote.prefetch[entry.key]?.({
      params,
      searchParams: location.searchParams,
      dispatch: client.dispatch,
    });
    initial = { key: entry.key, Page: remote.pages[entry.key] ?? null };
  }

  const here = {
    pathname: location.pathname,
    search: location.search,
    hash: '',
    state: null,
    key: 'default',
  };
  // a page that names itself (usePageTitle) sets the title while it renders
  const pageTitle = serverPageTitleSink();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ApiProvider client={client}>
        <InitialPageContext value={initial}>
          <PageTitleContext value={pageTitle}>
            <Router location={here} navigate={cannotNavigate}>
              <AppRoutes />
            </Router>
          </PageTitleContext>
        </InitialPageContext>
      </ApiProvider>
    </StrictMode>,
    // One piece: a boundary over the default 12.8 kB would be sent apart with an inline script to put
    // it in place, which the site's CSP refuses (and a browser without JavaScript never runs).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return {
    // as react-router's static handler answered: every path has a route, the 404 page's included
    status: 200,
    title: documentTitle(pageTitle.title ?? (entry?.key === 'home' ? undefined : handle.title)),
    html,
    apiState: client.dehydrate(),
    page: entry ? { remote: entry.remote, key: entry.key } : null,
  };
}
