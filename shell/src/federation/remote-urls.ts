import { urlOf } from '@portal/shared-types/http/route';
import { siteRoutes } from '@portal/shared-types/http/routes/site';

const REMOTES_MANIFEST = urlOf(siteRoutes.remotes);
import { parseLiveRemotes, type LiveRemotes } from '@portal/shared-types/site/live-remotes';
import { remoteFolderOf, remoteNames, type RemoteName } from '@portal/shared-types/site/routes';
import { LAST_LIVE_REMOTES_KEY } from '@portal/shared-types/auth/storage-keys';

export type RemoteUrls = Record<RemoteName, string>;

/** Falls back to the unversioned paths, where the API serves each remote's live version. */
export const defaultRemoteUrls = Object.fromEntries(
  remoteNames.map((name) => [name, `/remotes/${remoteFolderOf(name)}/mf-manifest.json`]),
) as RemoteUrls;

const entries = (live: LiveRemotes): RemoteUrls =>
  Object.fromEntries(remoteNames.map((name) => [name, live[name].entry])) as RemoteUrls;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser's settings
  }
}

function lastGood(): LiveRemotes | undefined {
  try {
    return parseLiveRemotes(JSON.parse(storage()?.getItem(LAST_LIVE_REMOTES_KEY) ?? 'null')) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where each remote's live version is, read at start so a remote deploys and rolls back without
 * rebuilding the shell. A missing or malformed answer keeps the last good one (saved in localStorage),
 * else the built-in default, and says why in the console. Never rejects.
 */
export async function fetchRemoteUrls(fetchImpl: typeof fetch = fetch): Promise<RemoteUrls> {
  let problem: string;
  try {
    const response = await fetchImpl(REMOTES_MANIFEST, { cache: 'no-cache' });
    if (response.ok) {
      const answer = parseLiveRemotes(await response.json());
      if (answer) {
        storage()?.setItem(LAST_LIVE_REMOTES_KEY, JSON.stringify(answer));
        return entries(answer);
      }
      problem = 'is malformed';
    } else {
      problem = `answered ${response.status}`;
    }
  } catch (error) {
    problem = `could not be read (${error instanceof Error ? error.message : String(error)})`;
  }
  const saved = lastGood();
  console.warn(
    `${REMOTES_MANIFEST} ${problem}: loading the remotes from ${saved ? 'the last good answer' : 'the built-in default'}`,
  );
  return saved ? entries(saved) : defaultRemoteUrls;
}
