import type { RemoteName } from '@portal/shared-types/site/routes';
import type { LiveRemote } from '../deployment';

/** Where a remote's live build is: its public entry URL, and its folder on disk (null: served elsewhere). */
export type RemoteBuild = Pick<LiveRemote, 'entry' | 'dir'>;

/** The live builds, read on every render so that a deploy or rollback is followed at once. */
export type RemoteBuilds = () => Record<RemoteName, RemoteBuild>;

/** The remotes list the shell would read from /mf-remotes.json, as the entries it registers. */
export const liveEntries = (live: Record<RemoteName, RemoteBuild>) =>
  Object.fromEntries(Object.entries(live).map(([name, remote]) => [name, remote.entry])) as Record<
    RemoteName,
    string
  >;

/** The public folder of a remote's files: `/remotes/mf-board/0.1.0-1a2b3c4d/mf-manifest.json` -> `/remotes/mf-board/0.1.0-1a2b3c4d/`. */
export const publicFolderOf = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);
