import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DEPLOYMENT_FILE,
  deploymentFileSchema,
  remoteFolders,
  type DeploymentFile,
} from '@portal/shared-types/site/deployment';
import { EXTERNAL_VERSION, NOT_DEPLOYED_VERSION } from '@portal/shared-types/site/live-remotes';
import { remoteNames, type RemoteName } from '@portal/shared-types/site/routes';

export interface LiveRemote {
  /** what the shell loads: the live version's mf-manifest.json, or an MF_*_URL override */
  entry: string;
  version: string;
  deployedAt: string | null;
  /** absolute path of the live version folder; null for an external URL or a remote never deployed */
  dir: string | null;
}

export interface Deployment {
  live(): Record<RemoteName, LiveRemote>;
}

export interface DeploymentOptions {
  deployDir: string;
  overrides: Partial<Record<RemoteName, string | undefined>>;
  /** where a missing or bad deployment.json is reported (once per distinct problem) */
  log?: (message: string) => void;
}

/**
 * Which version of each remote is live, from DEPLOY_DIR/deployment.json (written by `npm run deploy`).
 * The file is read again whenever it changes; a missing or bad file keeps the last good one.
 */
export function createDeployment({
  deployDir,
  overrides,
  log = console.warn,
}: DeploymentOptions): Deployment {
  const file = path.join(deployDir, DEPLOYMENT_FILE);
  const versionDir = (name: RemoteName, version: string) =>
    path.join(deployDir, 'remotes', remoteFolders[name], version);
  let good: DeploymentFile = { remotes: {} };
  let seen: string | undefined;
  let reported: string | undefined;

  /** The file's problem, or undefined after taking it as the new good one. */
  function load(): string | undefined {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'it is missing' : 'it is not valid JSON';
    }
    const parsed = deploymentFileSchema.safeParse(json);
    if (!parsed.success) return `it is malformed at ${parsed.error.issues[0]?.path.join('.') || 'the top'}`;
    for (const name of remoteNames) {
      const version = parsed.data.remotes[name]?.version;
      if (version && !existsSync(path.join(versionDir(name, version), 'mf-manifest.json'))) {
        return `it names ${remoteFolders[name]} ${version}, which is not published`;
      }
    }
    good = parsed.data;
    return undefined;
  }

  function refresh() {
    let stamp = 'missing';
    try {
      const stat = statSync(file);
      stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      // reported by load()
    }
    if (stamp === seen) return;
    seen = stamp;
    const problem = load();
    if (problem && problem !== reported) log(`${file}: ${problem}; serving the last good deployment`);
    reported = problem;
  }

  return {
    live() {
      refresh();
      const live = {} as Record<RemoteName, LiveRemote>;
      for (const name of remoteNames) {
        const override = overrides[name];
        const record = good.remotes[name];
        const folder = remoteFolders[name];
        live[name] = override
          ? { entry: override, version: EXTERNAL_VERSION, deployedAt: null, dir: null }
          : record
            ? {
                entry: `/remotes/${folder}/${record.version}/mf-manifest.json`,
                version: record.version,
                deployedAt: record.deployedAt,
                dir: versionDir(name, record.version),
              }
            : // never deployed: the unversioned path, which answers 404 until a deploy
              {
                entry: `/remotes/${folder}/mf-manifest.json`,
                version: NOT_DEPLOYED_VERSION,
                deployedAt: null,
                dir: null,
              };
      }
      return live;
    },
  };
}
