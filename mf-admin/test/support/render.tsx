import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from '@portal/web-runtime/store';

/**
 * Renders a page inside a store and a data router at `path` (forms use its blocker); other paths show
 * their own name.
 */
export function renderWithProviders(ui: ReactElement, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>다른 화면</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}
