import type { Page } from 'playwright-core';

/** The libraries every page shares from one container (module federation's share scope). */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
];

export interface LoadedShare {
  name: string;
  version: string;
  from: string;
}

/** Every shared module the page has loaded: its name, version and the container that provided it. */
export function loadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, { loaded?: boolean; from: string }>>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Scope>> } })
      .__FEDERATION__?.__SHARE__;
    const loaded: { name: string; version: string; from: string }[] = [];
    for (const scopes of Object.values(share ?? {}))
      for (const scope of Object.values(scopes))
        for (const [name, versions] of Object.entries(scope))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded) loaded.push({ name, version, from: info.from });
    return loaded;
  });
}
