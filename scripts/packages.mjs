import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Every package, as the root package.json's workspaces name them: the one list. A new remote is a new
 * workspace (`npm run new-remote`), and the build, start, deploy, tests and lint find it here.
 */
export const workspacePackages = JSON.parse(
  readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
).workspaces;
/** The browser packages: the shell and every package with a webpack build. */
export const frontEndPackages = workspacePackages.filter((pkg) =>
  existsSync(path.join(repoRoot, pkg, 'webpack.config.mjs')),
);
/** The remotes, which ship through `npm run deploy` into DEPLOY_DIR rather than being served from dist/. */
export const remotePackages = frontEndPackages.filter((pkg) => pkg !== 'shell');
/** The federation name of a remote's folder: `mf-board` is `mf_board`. */
export const federationName = (folder) => folder.replaceAll('-', '_');

/** The file whose presence says a package is built. */
export const builtMarker = (pkg) =>
  path.join(
    repoRoot,
    pkg,
    'dist',
    pkg === 'shell' ? 'index.html' : pkg === 'api' ? 'server.js' : 'remoteEntry.js',
  );

/**
 * The route table names every remote and page, and the shell's and the API's builds carry it: a build
 * older than it is out of date (a remote added by `npm run new-remote` needs both rebuilt).
 */
const routeTable = path.join(repoRoot, 'shared-types/src/site/routes.ts');

export const isBuilt = (pkg) => {
  const marker = builtMarker(pkg);
  if (!existsSync(marker)) return false;
  return !['api', 'shell'].includes(pkg) || statSync(marker).mtimeMs >= statSync(routeTable).mtimeMs;
};

/** Where the deployed remotes live (the API reads the same variable). */
export const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy'));

/** True when deployment.json names a live version of the remote and that version is published. */
export function isDeployed(folder) {
  try {
    const deployment = JSON.parse(readFileSync(path.join(deployDir(), 'deployment.json'), 'utf8'));
    const version = deployment.remotes[federationName(folder)]?.version;
    return (
      typeof version === 'string' &&
      existsSync(path.join(deployDir(), 'remotes', folder, version, 'mf-manifest.json'))
    );
  } catch {
    return false;
  }
}
