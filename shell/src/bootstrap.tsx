import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApiProvider, createApiClient } from '@portal/web-runtime/base-api';
import {
  BrowserRouter,
  createBrowserHistory,
  type BrowserHistory,
} from '@portal/web-runtime/browser-history';
import type { QueryClient } from '@portal/web-runtime/query-client';
import { InitialPageContext, type InitialPage } from './app/initial-page';
import { AppRoutes, redirectFor } from './app/router';
import { defaultRemoteUrls, fetchRemoteUrls } from './federation/remote-urls';
import { loadFirstPage, registerRemoteUrls } from './federation/remote-pages';
import { readServerData } from './server-data';
import './styles/tokens.css';
import './styles/global.css';

interface AppProps {
  client: QueryClient;
  history: BrowserHistory;
  initial: InitialPage | null;
}

function App({ client, history, initial }: AppProps) {
  // Server HTML shows before the page answers clicks: this says the app has started (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <StrictMode>
      <ApiProvider client={client}>
        <InitialPageContext value={initial}>
          <BrowserRouter history={history}>
            <AppRoutes />
          </BrowserRouter>
        </InitialPageContext>
      </ApiProvider>
    </StrictMode>
  );
}

async function start() {
  const root = document.getElementById('root')!;
  // A server-rendered page carries the remotes list, its data and its page (api/src/site/ssr).
  const server = readServerData(document);
  // Without the list the built-in paths still work; a remote that is not there fails on its own route.
  const urls = server?.remotes ?? (await fetchRemoteUrls().catch(() => defaultRemoteUrls));
  registerRemoteUrls(urls);
  const client = createApiClient();
  // the admin guard runs here for the first location, before anything renders
  const history = createBrowserHistory(redirectFor);
  if (server) {
    client.hydrate(server.apiState);
    const Page = server.page
      ? await loadFirstPage(server.page.remote, server.page.key).catch(() => undefined)
      : null;
    if (Page !== undefined) {
      const initial = server.page ? { key: server.page.key, Page } : null;
      hydrateRoot(root, <App client={client} history={history} initial={initial} />);
      return;
    }
    // the page's remote did not load: start over in the browser, where the route shows its retry
    root.replaceChildren();
  }
  createRoot(root).render(<App client={client} history={history} initial={null} />);
}

void start();
