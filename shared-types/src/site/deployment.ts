import { z } from 'zod';
import { remoteFolderOf, remoteNames, type RemoteName } from './routes';

/**
 * The deployment format (docs/operations.md, "Shipping a remote"): `deploy/remotes/<folder>/<version>/` holds one
 * immutable build of a remote, `deploy/deployment.json` says which version of each remote is live.
 * Read by the deploy commands (scripts/deploy) and by the API (api/src/site/deployment.ts).
 */

/** The package folder of each remote, its name with `-` for `_` (its public URLs are `/remotes/<folder>/<version>/<file>`). */
export const remoteFolders = Object.fromEntries(
  remoteNames.map((name) => [name, remoteFolderOf(name)]),
) as Record<RemoteName, string>;

/** `<package version>-<8 hex of the build's content hash>`; one path segment, never `.` or `..`. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]*-[0-9a-f]{8}$/;

const version = z.string().regex(VERSION_PATTERN);
const isoDate = z.iso.datetime();

export const historyEntrySchema = z.object({
  version,
  deployedAt: isoDate,
  action: z.enum(['deploy', 'rollback']),
});

export const deployedRemoteSchema = z.object({
  version,
  gitSha: z.string().regex(/^([0-9a-f]{4,40}|unknown)$/),
  deployedAt: isoDate,
  history: z.array(historyEntrySchema),
});

/** deployment.json; a remote never deployed has no key. */
export const deploymentFileSchema = z.object({
  remotes: z.object(
    Object.fromEntries(remoteNames.map((name) => [name, deployedRemoteSchema.optional()])) as Record<
      RemoteName,
      z.ZodOptional<typeof deployedRemoteSchema>
    >,
  ),
});

export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type DeployedRemote = z.infer<typeof deployedRemoteSchema>;
export type DeploymentFile = z.infer<typeof deploymentFileSchema>;

export const DEPLOYMENT_FILE = 'deployment.json';

/** The federation name of a package folder, or undefined for anything that is not a remote. */
export function remoteOfFolder(folder: string): RemoteName | undefined {
  return remoteNames.find((name) => remoteFolders[name] === folder);
}
