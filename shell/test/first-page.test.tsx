import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { lazyPage } from '@portal/web-runtime/lazy-page';
import * as runtime from '@module-federation/enhanced/runtime';
import { loadFirstPage } from '../src/federation/remote-pages';

// jest maps the runtime to its test double (scripts/jest/federation-runtime-mock.cjs).
const federation = runtime as unknown as {
  __setRemoteModule: (id: string, value: unknown) => void;
  __reset: () => void;
};
afterEach(() => federation.__reset());

function Guide() {
  return <button onClick={() => document.body.setAttribute('data-clicked', '')}>안내 받기</button>;
}

test('when the first page is lazy, then it is loaded before hydration and its HTML answers the first click', async () => {
  let chunkLoads = 0;
  const page = lazyPage(async () => {
    chunkLoads += 1;
    return { default: Guide };
  });
  federation.__setRemoteModule('mf_info/pages', { pages: { guide: page } });

  const Page = await loadFirstPage('mf_info', 'guide');
  expect(Page).toBe(Guide);
  expect(chunkLoads).toBe(1);

  // The server's HTML, hydrated with the loaded component: nothing is left waiting for a chunk.
  const root = document.createElement('div');
  root.innerHTML = '<button>안내 받기</button>';
  document.body.append(root);
  await act(async () => {
    hydrateRoot(root, Page ? <Page /> : null);
  });
  root.querySelector('button')!.click();
  expect(document.body.hasAttribute('data-clicked')).toBe(true);
});

test('when the page is a plain component or missing, then it is answered as it is', async () => {
  federation.__setRemoteModule('mf_info/pages', { pages: { guide: Guide } });
  expect(await loadFirstPage('mf_info', 'guide')).toBe(Guide);
  federation.__setRemoteModule('mf_info/pages', { pages: {} });
  expect(await loadFirstPage('mf_info', 'guide')).toBeNull();
});
