import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from '@portal/web-runtime/memory-router';
import { ApiProvider, createApiClient } from '@portal/web-runtime/base-api';

/** Renders a page inside a store and a router at `path`; other paths show their own name. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <ApiProvider client={createApiClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>다른 화면</p>} />
        </Routes>
      </MemoryRouter>
    </ApiProvider>,
  );
}
