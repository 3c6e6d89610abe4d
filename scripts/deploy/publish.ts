import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { versionDir, versionsDir } from './deployment-file';
import { DeployError } from './errors';

/** Every file under a folder, as sorted paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      if (entry.isDirectory()) return filesUnder(dir, relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

/** 8 hex of a hash over every file's path and content: the same build output gives the same version. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest(),
    );
  }
  return hash.digest('hex').slice(0, 8);
}

/** The version of a build: `<package version>-<content hash>`. */
export function buildVersion(packageVersion: string, buildDir: string): string {
  return `${packageVersion}-${contentHash(buildDir)}`;
}

/** Writes the version and git sha into the manifest's (and stats') `metaData.buildInfo`. */
function stampBuildInfo(dir: string, version: string, gitSha: string) {
  for (const name of ['mf-manifest.json', 'mf-stats.json']) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { buildInfo?: object } };
    if (!json.metaData) continue;
    json.metaData.buildInfo = { ...json.metaData.buildInfo, buildVersion: version, gitSha };
    writeFileSync(file, JSON.stringify(json));
  }
}

/** The git sha a published version was built from, as its manifest records it. */
export function publishedGitSha(dir: string): string {
  try {
    const json = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const sha = json?.metaData?.buildInfo?.gitSha;
    return typeof sha === 'string' ? sha : 'unknown';
  } catch {
    return 'unknown';
  }
}

export const isPublished = (dir: string) => existsSync(path.join(dir, 'mf-manifest.json'));

export interface PublishInput {
  deployDir: string;
  folder: string;
  buildDir: string;
  version: string;
  gitSha: string;
  /** Copies one file (tests pass one that fails as a full disk does). */
  copyFile?: (from: string, to: string) => void;
}

/**
 * Copies a build into its version folder, through a temporary folder renamed at the end, so a version
 * folder is always whole. An existing version folder is never touched: same version, same content.
 * Returns whether the version was already there.
 */
export function publishVersion({
  deployDir,
  folder,
  buildDir,
  version,
  gitSha,
  copyFile = copyFileSync,
}: PublishInput): boolean {
  const target = versionDir(deployDir, folder, version);
  if (isPublished(target)) return true;
  if (!existsSync(path.join(buildDir, 'mf-manifest.json'))) {
    throw new DeployError(`${buildDir} holds no mf-manifest.json; is it a remote's build?`);
  }
  const temp = path.join(versionsDir(deployDir, folder), `.tmp-${version}-${process.pid}`);
  try {
    rmSync(temp, { recursive: true, force: true });
    for (const file of filesUnder(buildDir)) {
      mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
      copyFile(path.join(buildDir, file), path.join(temp, file));
    }
    stampBuildInfo(temp, version, gitSha);
    // a half-published folder from a crash would be incomplete: replace it
    rmSync(target, { recursive: true, force: true });
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DeployError(`${folder}: could not publish ${version} (${reason}); nothing changed`);
  }
  return false;
}
