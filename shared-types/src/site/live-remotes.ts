// Checked by hand, without zod: the shell reads this in its first scripts, where every kilobyte counts.
import { remoteNames, type RemoteName } from './routes';

/** One remote in `/mf-remotes.json`: where its manifest is, which version is live and since when. */
export interface LiveRemoteInfo {
  entry: string;
  /** `<package version>-<hash>`; "external" for an MF_*_URL override, "none" when never deployed */
  version: string;
  deployedAt: string | null;
}

/** The answer of `GET /mf-remotes.json`, keyed by federation name. */
export type LiveRemotes = Record<RemoteName, LiveRemoteInfo>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function liveRemoteOf(value: unknown): LiveRemoteInfo | null {
  if (!isRecord(value)) return null;
  const { entry, version, deployedAt } = value;
  if (!isFilled(entry) || !isFilled(version)) return null;
  if (deployedAt !== null && typeof deployedAt !== 'string') return null;
  return { entry, version, deployedAt };
}

/**
 * The answer of `GET /mf-remotes.json` when it is well formed: every remote with a non-empty entry and
 * version and a deployment time or null. Other keys are dropped; anything else gives null.
 */
export function parseLiveRemotes(value: unknown): LiveRemotes | null {
  if (!isRecord(value)) return null;
  const live: Partial<LiveRemotes> = {};
  for (const name of remoteNames) {
    const info = liveRemoteOf(value[name]);
    if (!info) return null;
    live[name] = info;
  }
  return live as LiveRemotes;
}

/** The version of a remote served through an MF_*_URL override, and of one never deployed. */
export const EXTERNAL_VERSION = 'external';
export const NOT_DEPLOYED_VERSION = 'none';
