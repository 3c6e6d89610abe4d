import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeStore } from '@portal/shared-types/client/store';
import { createAppRouter } from './app/router';
import { defaultRemoteUrls, fetchRemoteUrls } from './federation/remote-urls';
import { registerRemoteUrls } from './federation/remote-pages';
import './styles/tokens.css';
import './styles/global.css';

async function start() {
  // Without the list the built-in paths still work; a remote that is not there fails on its own route.
  const urls = await fetchRemoteUrls().catch(() => defaultRemoteUrls);
  registerRemoteUrls(urls);
  const store = makeStore();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={createAppRouter()} />
      </Provider>
    </StrictMode>,
  );
}

void start();
