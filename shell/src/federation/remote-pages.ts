import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePagesModule } from '@portal/shared-types/remote-contract';
import type { PageKey, RemoteName } from '@portal/shared-types/routes';
import type { RemoteUrls } from './remote-urls';

export function registerRemoteUrls(urls: RemoteUrls): void {
  registerRemotes(
    Object.entries(urls).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Loads a remote's page for a route. Resolves to null when the remote has no page for it yet;
 * rejects when the remote cannot be loaded, which the route's error boundary shows.
 */
export async function loadRemotePage(remote: RemoteName, page: PageKey): Promise<ComponentType | null> {
  const module = await loadRemote<RemotePagesModule>(`${remote}/pages`);
  if (!module) throw new Error(`${remote}/pages could not be loaded`);
  return module.pages[page] ?? null;
}
