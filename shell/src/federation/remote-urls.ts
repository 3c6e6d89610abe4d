// zod/mini: the same validation with a fraction of the library in every page's first scripts.
import * as z from 'zod/mini';
import { apiPaths } from '@portal/shared-types/product';
import { remoteNames, type RemoteName } from '@portal/shared-types/routes';

const remoteUrlsSchema = z.object(
  Object.fromEntries(remoteNames.map((name) => [name, z.string().check(z.minLength(1))])) as Record<
    RemoteName,
    z.ZodMiniString
  >,
);
export type RemoteUrls = Record<RemoteName, string>;

/** Where each remote lives, read at start so a remote can be redeployed without rebuilding the shell. */
export async function fetchRemoteUrls(fetchImpl: typeof fetch = fetch): Promise<RemoteUrls> {
  const response = await fetchImpl(apiPaths.remotesManifest, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${apiPaths.remotesManifest} answered ${response.status}`);
  return remoteUrlsSchema.parse(await response.json());
}

/** Falls back to the paths the API serves the built remotes under. */
export const defaultRemoteUrls: RemoteUrls = {
  mf_info: '/remotes/mf-info/mf-manifest.json',
  mf_apply: '/remotes/mf-apply/mf-manifest.json',
  mf_board: '/remotes/mf-board/mf-manifest.json',
  mf_admin: '/remotes/mf-admin/mf-manifest.json',
};
