// The shell's server build (webpack.server.config.mjs): renders a public page to HTML with the same
// router, layout and remote pages as the browser, after the page's data calls have answered.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageTitleContext } from '@portal/web-runtime/page-title';
import type { RemoteServerModule } from '@portal/web-runtime/remote-contract';
import { makeStore } from '@portal/web-runtime/store';
import type { RemoteName, RouteEntry } from '@portal/shared-types/site/routes';
import { InitialPageContext } from '../app/initial-page';
import { serverPageTitleSink } from '../app/page-title';
import { documentTitle, type RouteHandle } from '../app/route-handle';
import { createRoutes } from '../app/router';

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

/** Admin pages (and the admin login) stay client-rendered: answers null for them. */
export async function render({ url, apiBase, loadRemote }: RenderInput): Promise<RenderResult | null> {
  const location = new URL(url, apiBase);
  const handler = createStaticHandler(createRoutes({ server: true }));
  const context = await handler.query(new Request(location));
  if (context instanceof Response) return null;
  const deepest = context.matches.at(-1);
  const handle = context.matches
    .map((match) => match.route.handle as RouteHandle | undefined)
    .findLast(Boolean);
  if (!deepest || !handle || handle.clientOnly) return null;
  const { entry } = handle;

  const store = makeStore({ apiBase });
  let initial = null;
  if (entry) {
    const remote = await loadRemote(entry.remote);
    await remote.prefetch[entry.key]?.({
      params: deepest.params,
      searchParams: location.searchParams,
      dispatch: store.dispatch,
    });
    initial = { key: entry.key, Page: remote.pages[entry.key] ?? null };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  // a page that names itself (usePageTitle) sets the title while it renders
  const pageTitle = serverPageTitleSink();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <InitialPageContext value={initial}>
          <PageTitleContext value={pageTitle}>
            {/* no inline hydration script: the site's CSP allows none, and the browser rebuilds the router */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageTitleContext>
        </InitialPageContext>
      </Provider>
    </StrictMode>,
    // One piece: a boundary over the default 12.8 kB would be sent apart with an inline script to put
    // it in place, which the site's CSP refuses (and a browser without JavaScript never runs).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return {
    status: context.statusCode,
    title: documentTitle(pageTitle.title ?? (entry?.key === 'home' ? undefined : handle.title)),
    html,
    apiState: store.getState().api,
    page: entry ? { remote: entry.remote, key: entry.key } : null,
  };
}
