import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore, selectAdminToken, type AppStore } from '@portal/web-runtime/store';
import { InitialPageContext, type InitialPage } from './app/initial-page';
import { createRoutes, hydrationDataFor } from './app/router';
import { defaultRemoteUrls, fetchRemoteUrls } from './federation/remote-urls';
import { loadFirstPage, registerRemoteUrls } from './federation/remote-pages';
import { readServerData } from './server-data';
import { endSessionsOnRefusal } from './features/admin-session/session-end';
import './styles/tokens.css';
import './styles/global.css';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Hands the main thread back to the browser for a moment (a tap, a frame), so that the start of the app
 * runs as several short tasks instead of one long one that would keep a phone from answering.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface AppProps {
  store: AppStore;
  router: Router;
  initial: InitialPage | null;
}

function App({ store, router, initial }: AppProps) {
  // Server HTML shows before the page answers clicks: this says the app has started (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <StrictMode>
      <Provider store={store}>
        <InitialPageContext value={initial}>
          <RouterProvider router={router} />
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
  if (server) {
    const page = server.page
      ? loadFirstPage(server.page.remote, server.page.key).catch(() => undefined)
      : null;
    await yieldToBrowser();
    const store = makeStore({ apiState: server.apiState });
    const routes = createRoutes({ readAdminToken: () => selectAdminToken(store.getState()) });
    const Page = await page;
    if (Page !== undefined) {
      const initial = server.page ? { key: server.page.key, Page } : null;
      const hydrationData = hydrationDataFor(routes, window.location.pathname);
      const router = createBrowserRouter(routes, { hydrationData });
      endSessionsOnRefusal(router);
      await yieldToBrowser();
      // As a transition, hydration works in slices of a few milliseconds and lets the browser in between;
      // a tap on a part not hydrated yet makes React hydrate it at once and then handles the tap.
      startTransition(() => {
        hydrateRoot(root, <App store={store} router={router} initial={initial} />);
      });
      return;
    }
    // the page's remote did not load: start over in the browser, where the route shows its retry
    root.replaceChildren();
  }
  // the admin guard runs in the first location's loader, before anything of the page renders
  const store = makeStore();
  const router = createBrowserRouter(
    createRoutes({ readAdminToken: () => selectAdminToken(store.getState()) }),
  );
  endSessionsOnRefusal(router);
  createRoot(root).render(<App store={store} router={router} initial={null} />);
}

void start();
