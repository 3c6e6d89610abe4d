import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  remoteFolders,
  remoteOfFolder,
  VERSION_PATTERN,
  type DeploymentFile,
} from '@portal/shared-types/site/deployment';
import type { RemoteName } from '@portal/shared-types/site/routes';
import { deploymentPath, readDeployment, versionDir, versionsDir, writeDeployment } from './deployment-file';
import { DeployError } from './errors';
import { alive, lockDeploymentFile, lockRemote } from './lock';
import { buildVersion, isPublished, publishedGitSha, publishVersion } from './publish';

export interface Context {
  repoRoot: string;
  deployDir: string;
  now?: () => Date;
  /** Builds a remote into its dist/ (default: webpack); tests pass one that fails. */
  build?: (repoRoot: string, folder: string) => Promise<boolean>;
  /** Copies one file while publishing; tests pass one that fails as a full disk does. */
  copyFile?: (from: string, to: string) => void;
}

/** Accepts a package folder (`mf-board`) or a federation name (`mf_board`). */
export function resolveRemote(text: string | undefined): { name: RemoteName; folder: string } {
  const name =
    text === undefined ? undefined : (remoteOfFolder(text) ?? remoteOfFolder(text.replace(/_/g, '-')));
  if (!name) {
    const known = Object.values(remoteFolders).join(', ');
    throw new DeployError(`unknown remote "${text ?? ''}"; name one of ${known}`);
  }
  return { name, folder: remoteFolders[name] };
}

function gitSha(repoRoot: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * webpack's production build of one remote into its dist/, output shown as it comes; then its server
 * build into dist/server/ where it has one (the API renders its pages from the live version).
 */
async function webpackBuild(repoRoot: string, folder: string): Promise<boolean> {
  const cli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  const cwd = path.join(repoRoot, folder);
  const webpack = (args: string[]) =>
    new Promise<boolean>((resolve) => {
      const child = spawn(process.execPath, [cli, ...args], { cwd, stdio: 'inherit' });
      child.on('exit', (code) => resolve(code === 0));
      child.on('error', () => resolve(false));
    });
  if (!(await webpack(['--mode', 'production']))) return false;
  const serverConfig = path.join(cwd, 'webpack.server.config.mjs');
  return !existsSync(serverConfig) || webpack(['--config', serverConfig]);
}

/** Rewrites deployment.json under its lock, from a fresh read, so deploys of other remotes are kept. */
async function updateDeployment(
  ctx: Context,
  allowFresh: boolean,
  change: (data: DeploymentFile) => boolean,
): Promise<void> {
  const lock = await lockDeploymentFile(ctx.deployDir);
  try {
    const data =
      allowFresh && !existsSync(deploymentPath(ctx.deployDir))
        ? { remotes: {} }
        : readDeployment(ctx.deployDir, { allowFresh: false });
    if (change(data)) writeDeployment(ctx.deployDir, data);
  } finally {
    lock.release();
  }
}

export interface DeployOptions {
  remote: string | undefined;
  /** Publish this finished build instead of building (a CI that builds in an earlier step). */
  prebuilt?: string;
}

/** Builds a remote, publishes it under its version and makes that version live. */
export async function deploy(ctx: Context, { remote, prebuilt }: DeployOptions): Promise<string> {
  const { name, folder } = resolveRemote(remote);
  // refuse a bad file before the long build; a fresh folder stays fresh while this deploy publishes
  const fresh = !existsSync(deploymentPath(ctx.deployDir));
  readDeployment(ctx.deployDir, { allowFresh: true });
  const lock = lockRemote(ctx.deployDir, folder);
  try {
    const buildDir = prebuilt ? path.resolve(prebuilt) : path.join(ctx.repoRoot, folder, 'dist');
    if (!prebuilt && !(await (ctx.build ?? webpackBuild)(ctx.repoRoot, folder))) {
      throw new DeployError(`${folder}: the build failed; nothing changed`);
    }
    const pkg = JSON.parse(readFileSync(path.join(ctx.repoRoot, folder, 'package.json'), 'utf8'));
    let version: string;
    try {
      version = buildVersion(String(pkg.version), buildDir);
    } catch {
      throw new DeployError(`${folder}: cannot read the build in ${buildDir}; nothing changed`);
    }
    const sha = gitSha(ctx.repoRoot);
    const reused = publishVersion({
      deployDir: ctx.deployDir,
      folder,
      buildDir,
      version,
      gitSha: sha,
      copyFile: ctx.copyFile,
    });
    let previous: string | undefined;
    await updateDeployment(ctx, fresh, (data) => {
      const record = data.remotes[name];
      previous = record?.version;
      if (previous === version) return false;
      const deployedAt = (ctx.now?.() ?? new Date()).toISOString();
      data.remotes[name] = {
        version,
        gitSha: sha,
        deployedAt,
        history: [...(record?.history ?? []), { version, deployedAt, action: 'deploy' }],
      };
      return true;
    });
    if (previous === version) return `${folder}: ${version} is already live`;
    const how = reused ? 'already published, now live' : 'published and live';
    return `${folder}: ${version} ${how}${previous ? ` (was ${previous})` : ''}`;
  } finally {
    lock.release();
  }
}

/** The version a rollback goes to: the one asked for, else the last other version in the history. */
function rollbackTarget(
  ctx: Context,
  folder: string,
  live: string,
  history: { version: string }[],
  asked?: string,
) {
  if (asked !== undefined) {
    if (!VERSION_PATTERN.test(asked) || !isPublished(versionDir(ctx.deployDir, folder, asked))) {
      throw new DeployError(
        `${folder}: there is no version "${asked}" in ${versionsDir(ctx.deployDir, folder)}`,
      );
    }
    return asked;
  }
  const earlier = [...history]
    .reverse()
    .find((entry) => entry.version !== live && isPublished(versionDir(ctx.deployDir, folder, entry.version)));
  if (!earlier) throw new DeployError(`${folder}: no earlier version to roll back to`);
  return earlier.version;
}

/** Makes an earlier version live again; no build. */
export async function rollback(ctx: Context, remote: string | undefined, asked?: string): Promise<string> {
  const { name, folder } = resolveRemote(remote);
  const current = readDeployment(ctx.deployDir, { allowFresh: false }).remotes[name];
  if (!current) throw new DeployError(`${folder} has never been deployed; nothing to roll back`);
  const lock = lockRemote(ctx.deployDir, folder);
  try {
    const target = rollbackTarget(ctx, folder, current.version, current.history, asked);
    if (target === current.version) return `${folder}: ${target} is already live`;
    await updateDeployment(ctx, false, (data) => {
      const record = data.remotes[name] ?? current;
      const deployedAt = (ctx.now?.() ?? new Date()).toISOString();
      data.remotes[name] = {
        version: target,
        gitSha: publishedGitSha(versionDir(ctx.deployDir, folder, target)),
        deployedAt,
        history: [...record.history, { version: target, deployedAt, action: 'rollback' }],
      };
      return true;
    });
    return `${folder}: rolled back to ${target} (was ${current.version})`;
  } finally {
    lock.release();
  }
}

/** Removes the version folders older than the last `keep` made live; the live one always stays. */
export function prune(ctx: Context, remote: string | undefined, keepText: string | undefined): string {
  const { name, folder } = resolveRemote(remote);
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText ?? '') || keep < 1) {
    throw new DeployError(`--keep needs a whole number of versions of at least 1, not "${keepText ?? ''}"`);
  }
  const record = readDeployment(ctx.deployDir, { allowFresh: false }).remotes[name];
  if (!record) throw new DeployError(`${folder} has never been deployed; nothing to prune`);
  const lock = lockRemote(ctx.deployDir, folder);
  try {
    const dir = versionsDir(ctx.deployDir, folder);
    const lastLive = new Map(record.history.map((entry, index) => [entry.version, index]));
    // newest first: by the last time made live, then (never live) by the folder's time
    const versions = readdirSync(dir)
      .filter((entry) => VERSION_PATTERN.test(entry))
      .map((version) => ({
        version,
        live: lastLive.get(version) ?? -1,
        mtime: statSync(path.join(dir, version)).mtimeMs,
      }))
      .sort((a, b) => b.live - a.live || b.mtime - a.mtime);
    const removed = versions
      .slice(keep)
      .filter((entry) => entry.version !== record.version)
      .map((entry) => entry.version);
    for (const version of removed) rmSync(path.join(dir, version), { recursive: true, force: true });
    // half-copied folders of deploys whose process died
    for (const entry of readdirSync(dir)) {
      const pid = Number(/^\.tmp-.*-(\d+)$/.exec(entry)?.[1]);
      if (pid && !alive(pid)) rmSync(path.join(dir, entry), { recursive: true, force: true });
    }
    return removed.length
      ? `${folder}: removed ${removed.join(', ')}; kept ${versions.length - removed.length}`
      : `${folder}: nothing to prune (${versions.length} versions)`;
  } finally {
    lock.release();
  }
}
