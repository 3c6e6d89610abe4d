import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteEntry } from '@portal/shared-types/site/routes';
import * as runtime from '@module-federation/enhanced/runtime';
import { RemoteRoute } from '../src/app/remote-route';
import { pageReload } from '../src/federation/remote-pages';

// jest maps the runtime to its test double (scripts/jest/federation-runtime-mock.cjs).
const federation = runtime as unknown as {
  __setRemoteModule: (id: string, value: unknown) => void;
  __reset: () => void;
};

const guide: RouteEntry = { key: 'guide', path: '/guide', title: '입주안내', remote: 'mf_info' };

const reload = jest.fn();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  pageReload.reload = reload;
  // The reload guard of a previous test would hold back this test's reload.
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  federation.__reset();
  reload.mockReset();
  consoleError.mockRestore();
});

/** The reload of a failing remote already happened in this tab a moment ago. */
const reloadedJustNow = () => sessionStorage.setItem('portal:remote-reload:mf_info', String(Date.now()));

test('when the remote has the page, then the page renders', async () => {
  federation.__setRemoteModule('mf_info/pages', { pages: { guide: () => <h2>입주 안내</h2> } });
  render(<RemoteRoute entry={guide} />);
  expect(await screen.findByRole('heading', { name: '입주 안내' })).toBeInTheDocument();
});

test('when the remote has no page for the route yet, then it says the page is being prepared', async () => {
  federation.__setRemoteModule('mf_info/pages', { pages: {} });
  render(<RemoteRoute entry={guide} />);
  expect(await screen.findByText(/이 페이지는 준비 중입니다/)).toBeInTheDocument();
});

test('when the remote cannot be loaded, then a Korean alert offers a retry that loads it once it is back', async () => {
  reloadedJustNow();
  render(<RemoteRoute entry={guide} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('화면을 불러오지 못했습니다.');
  federation.__setRemoteModule('mf_info/pages', { pages: { guide: () => <h2>입주 안내</h2> } });
  await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByRole('heading', { name: '입주 안내' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('when a page throws while rendering, then the error boundary shows the alert instead of a blank screen', async () => {
  federation.__setRemoteModule('mf_info/pages', {
    pages: {
      guide: () => {
        throw new Error('broken page');
      },
    },
  });
  render(<RemoteRoute entry={guide} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
  expect(reload).not.toHaveBeenCalled();
});

test('when a remote fails to load in a tab that outlived a deploy, then the page reloads once, and the next failure shows the alert', async () => {
  const first = render(<RemoteRoute entry={guide} />);
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('status')).toHaveTextContent('로딩 중...');
  first.unmount();
  // The reloaded page fails again: no second reload, the alert with its retry instead.
  render(<RemoteRoute entry={guide} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('화면을 불러오지 못했습니다.');
  expect(reload).toHaveBeenCalledTimes(1);
});

test('when a page chunk no longer loads, then the page reloads once instead of showing a broken page', async () => {
  const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
  federation.__setRemoteModule('mf_info/pages', {
    pages: {
      guide: () => {
        throw chunkError;
      },
    },
  });
  render(<RemoteRoute entry={guide} />);
  await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
