import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { routeTable, type RemoteName } from '@portal/shared-types/site/routes';
import type { RemotePagesModule } from './remote-contract';
import { makeStore } from '@portal/web-runtime/store';

/**
 * A remote's own development harness: its pages on their real paths, with a store and a router of its
 * own, so a remote's team can work without the shell (`npm run dev -w mf-board`).
 */
export function startStandalone(remote: RemoteName, { pages }: RemotePagesModule): void {
  const entries = routeTable.filter((entry) => entry.remote === remote && pages[entry.key]);

  function Frame() {
    return (
      <>
        <nav aria-label={`${remote} 개발용 페이지 목록`}>
          {entries.map((entry) => (
            <Link key={entry.key} to={entry.path.replace(/:id/, '1')} style={{ marginRight: 12 }}>
              {entry.title}
            </Link>
          ))}
        </nav>
        <main>
          <Outlet />
        </main>
      </>
    );
  }

  const router = createBrowserRouter([
    {
      element: <Frame />,
      children: entries.map((entry) => {
        const Page = pages[entry.key]!;
        return { path: entry.path, element: <Page /> };
      }),
    },
  ]);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
