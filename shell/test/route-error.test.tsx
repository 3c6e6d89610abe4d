import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths } from '@portal/shared-types/site/routes';
import type * as RouterModule from '../src/app/router';
import { pageReload } from '../src/federation/remote-pages';

// The admin frame's and the login's chunks fail to load, as when the network drops or a deploy removed them.
const chunkError = Object.assign(new Error('Loading chunk admin-frame failed.'), { name: 'ChunkLoadError' });
jest.doMock('../src/app/admin-layout', () => {
  throw chunkError;
});
jest.doMock('../src/features/admin-session/login-page', () => {
  throw new Error('login-page broke while loading');
});
// Required after the mocks are registered (jest.mock is not hoisted by this transform).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRoutes } = require('../src/app/router') as typeof RouterModule;

/**
 * The shell's route tree under a plain root: the frames around the failing route stay as in the browser
 * (a failure below a parent is the case React Router renders blank), without the site's store.
 */
function shellRoute(id: string): RouteObject {
  const frames = createRoutes()[0]!.children!;
  const keep = (route: RouteObject): RouteObject | null => {
    // the admin's own pages would run the admin guard: one plain page stands in for them
    if (route.id === id && route.children)
      return { ...route, index: false, children: [{ path: paths.admin(), element: <p>관리자 화면</p> }] };
    if (route.id === id) return route;
    const children = (route.children ?? []).map(keep).filter((child) => child !== null);
    return children.length ? { id: route.id, element: <Outlet />, children } : null;
  };
  return { id: 'root', element: <Outlet />, children: frames.map(keep).filter((route) => route !== null) };
}

const reload = jest.fn();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  pageReload.reload = reload;
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.mockReset();
  consoleError.mockRestore();
});

const renderAt = (route: RouteObject, address: string) =>
  render(<RouterProvider router={createMemoryRouter([route], { initialEntries: [address] })} />);

test('when the admin frame chunk fails for the first time in the tab, then the page reloads once for the new chunks', async () => {
  renderAt(shellRoute('admin-frame'), paths.admin());
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('status')).toHaveTextContent('로딩 중...');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when it fails again after that reload, then a Korean alert offers a retry that reloads the page', async () => {
  sessionStorage.setItem('portal:remote-reload:shell', String(Date.now()));
  renderAt(shellRoute('admin-frame'), paths.admin());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    '화면을 불러오지 못했습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.',
  );
  expect(reload).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('when the login fails with an error that is not a chunk load, then it shows the alert without reloading', async () => {
  renderAt(shellRoute('login'), paths.login());
  expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
  expect(reload).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith('A route of the shell failed:', expect.any(Error));
});
