import type { ComponentType } from 'react';
import type { AppDispatch } from './store';
import type { PageKey, PageKeyOf, RemoteName } from '@portal/shared-types/site/routes';

/**
 * What each remote exposes as `./pages`: a component per page it owns. The shell shows a
 * "being prepared" line for a route whose remote has no page for it yet.
 */
export interface RemotePagesModule {
  pages: Partial<Record<PageKey, RemotePage>>;
}

/** What a remote's own `src/pages.ts` exports: exactly its pages of the route table, or it does not compile. */
export type PagesOf<R extends RemoteName> = Record<PageKeyOf<R>, RemotePage>;

/** A page; one in its own chunk also has `load()`, resolving to the component itself (lazy-page.ts). */
export type RemotePage = ComponentType & { load?: () => Promise<ComponentType> };

/** What a page's server render may read to start its data calls (HTML first). */
export interface PrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** the request's store: dispatch `endpoint.initiate(args)` with the args the page's hook uses */
  dispatch: AppDispatch;
}

/** Starts the data calls a page shows in its first render, so its HTML already holds the data. */
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

/**
 * What a remote's server build (dist/server/pages.js) exports: the same pages, what each prefetches,
 * and where the remote's files are served from (the live version's public folder), set once at load.
 */
export interface RemoteServerModule extends RemotePagesModule {
  prefetch: Partial<Record<PageKey, Prefetch>>;
  setPublicPath(url: string): void;
}
