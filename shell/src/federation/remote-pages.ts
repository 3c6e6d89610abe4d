import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePage, RemotePagesModule } from '@portal/web-runtime/remote-contract';
import type { PageKey, RemoteName } from '@portal/shared-types/site/routes';
import { fetchRemoteUrls, type RemoteUrls } from './remote-urls';
import { shouldReload } from './reload-guard';

const registered = new Map<string, string>();

export function registerRemoteUrls(urls: Partial<RemoteUrls>): void {
  const remotes = Object.entries(urls).flatMap(([name, entry]) => (entry ? [{ name, entry }] : []));
  for (const { name, entry } of remotes) registered.set(name, entry);
  registerRemotes(remotes, { force: true });
}

/**
 * Registers one remote afresh, with its entry from a new read of /mf-remotes.json when the server
 * answers: the runtime forgets the failed container, manifest and chunks and loads them again.
 */
async function reRegister(remote: RemoteName): Promise<void> {
  const fresh = await fetchRemoteUrls().catch(() => null);
  const entry = fresh?.[remote] ?? registered.get(remote);
  if (!entry) return;
  forgetPreloads(entry);
  registerRemoteUrls({ [remote]: entry });
}

/**
 * The server's HTML preloads the first page's remote files. A preload that failed (the network dropped)
 * would answer the retry's load of the same file with the same failure, without asking the server
 * again: the retry drops the remote's preloads first.
 */
function forgetPreloads(entry: string): void {
  const folder = new URL(entry, window.location.href).href.replace(/[^/]*$/, '');
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')) {
    if (link.href.startsWith(folder)) link.remove();
  }
}

/**
 * Loads a remote's page for a route. Resolves to null when the remote has no page for it yet;
 * rejects when the remote cannot be loaded (after the runtime's retries), which the route shows.
 * `fresh` (다시 시도) registers the remote again first.
 */
export async function loadRemotePage(
  remote: RemoteName,
  page: PageKey,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RemotePage | null> {
  if (fresh) await reRegister(remote);
  const module = await loadRemote<RemotePagesModule>(`${remote}/pages`);
  if (!module) throw new Error(`${remote}/pages could not be loaded`);
  return module.pages[page] ?? null;
}

/**
 * The first page of a server-rendered address, with its own chunk loaded too: hydrated at once, it
 * answers clicks as soon as the app starts (a lazy page would leave its HTML inert until then).
 */
export async function loadFirstPage(remote: RemoteName, page: PageKey): Promise<ComponentType | null> {
  const Page = await loadRemotePage(remote, page);
  return Page?.load ? Page.load() : Page;
}

const preloaded = new Map<PageKey, ComponentType | null>();

/**
 * Loads a page's code before its route renders (the router's loader), so a navigation waits on the old
 * page, marked pending, and the new page renders at once; `preloadedPage` hands it to the route.
 */
export async function preloadRemotePage(remote: RemoteName, page: PageKey): Promise<void> {
  if (preloaded.has(page)) return;
  preloaded.set(page, await loadFirstPage(remote, page));
}

/** The page `preloadRemotePage` loaded: undefined while it has not. */
export const preloadedPage = (page: PageKey): ComponentType | null | undefined => preloaded.get(page);

/**
 * After a failed load: reloads the page once (reload-guard.ts) and answers true while it reloads;
 * false when the route should show its error.
 */
export function reloadForRemote(remote: RemoteName, error: unknown): boolean {
  console.error(`${remote} could not be loaded:`, error);
  if (!shouldReload(remote, error)) return false;
  pageReload.reload();
  return true;
}

/** The page reload, replaceable in tests (jsdom cannot navigate). */
export const pageReload = { reload: () => window.location.reload() };
