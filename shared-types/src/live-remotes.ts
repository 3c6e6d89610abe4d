// zod/mini: the shell parses this in its first scripts, where every kilobyte counts.
import * as z from 'zod/mini';
import { remoteNames, type RemoteName } from './routes';

/** One remote in `/mf-remotes.json`: where its manifest is, which version is live and since when. */
export const liveRemoteSchema = z.object({
  entry: z.string().check(z.minLength(1)),
  /** `<package version>-<hash>`; "external" for an MF_*_URL override, "none" when never deployed */
  version: z.string().check(z.minLength(1)),
  deployedAt: z.nullable(z.string()),
});

/** The answer of `GET /mf-remotes.json`, keyed by federation name. */
export const liveRemotesSchema = z.object(
  Object.fromEntries(remoteNames.map((name) => [name, liveRemoteSchema])) as Record<
    RemoteName,
    typeof liveRemoteSchema
  >,
);

export type LiveRemoteInfo = z.infer<typeof liveRemoteSchema>;
export type LiveRemotes = z.infer<typeof liveRemotesSchema>;

/** The version of a remote served through an MF_*_URL override, and of one never deployed. */
export const EXTERNAL_VERSION = 'external';
export const NOT_DEPLOYED_VERSION = 'none';
