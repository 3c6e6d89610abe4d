import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { hydrateApi } from '@portal/shared-types/client/base-api';
import {
  BrowserRouter,
  createBrowserHistory,
  type BrowserHistory,
} from '@portal/shared-types/client/browser-history';
import { makeStore, type AppStore } from '@portal/shared-types/client/store';
import { InitialPageContext, type InitialPage } from './app/initial-page';
import { AppRoutes, redirectFor } from './app/router';
import { defaultRemoteUrls, fetchRemoteUrls } from './federation/remote-urls';
import { loadFirstPage, registerRemoteUrls } from './federation/remote-pages';
import { readServerData } from './server-data';
import './styles/tokens.css';
import './styles/global.css';

interface AppProps {
  store: AppStore;
  history: BrowserHistory;
  initial: InitialPage | null;
}

function App({ store, history, initial }: AppProps) {
  // Server HTML shows before the page answers clicks: this says the app has started (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <StrictMode>
      <Provider store={store}>
        <InitialPageContext value={initial}>
          <BrowserRouter history={history}>
            <AppRoutes />
          </BrowserRouter>
        </InitialPageContext>
      </Provider>
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
  const store = makeStore();
  // the admin guard runs here for the first location, before anything renders
  const history = createBrowserHistory(redirectFor);
  if (server) {
    store.dispatch(hydrateApi({ api: server.apiState }));
    const Page = server.page
      ? await loadFirstPage(server.page.remote, server.page.key).catch(() => undefined)
      : null;
    if (Page !== undefined) {
      const initial = server.page ? { key: server.page.key, Page } : null;
      hydrateRoot(root, <App store={store} history={history} initial={initial} />);
      return;
    }
    // the page's remote did not load: start over in the browser, where the route shows its retry
    root.replaceChildren();
  }
  createRoot(root).render(<App store={store} history={history} initial={null} />);
}

void start();
