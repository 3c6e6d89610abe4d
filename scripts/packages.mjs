import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const frontEndPackages = ['shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'];
/** The remotes, which ship through `npm run deploy` into DEPLOY_DIR rather than being served from dist/. */
export const remotePackages = frontEndPackages.filter((pkg) => pkg !== 'shell');

/** The file whose presence says a package is built. */
export const builtMarker = (pkg) =>
  path.join(
    repoRoot,
    pkg,
    'dist',
    pkg === 'shell' ? 'index.html' : pkg === 'api' ? 'server.js' : 'remoteEntry.js',
  );

export const isBuilt = (pkg) => existsSync(builtMarker(pkg));

/** Where the deployed remotes live (the API reads the same variable). */
export const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(repoRoot, 'deploy'));

/** True when deployment.json names a live version of the remote and that version is published. */
export function isDeployed(folder) {
  try {
    const deployment = JSON.parse(readFileSync(path.join(deployDir(), 'deployment.json'), 'utf8'));
    const version = deployment.remotes[folder.replace('-', '_')]?.version;
    return (
      typeof version === 'string' &&
      existsSync(path.join(deployDir(), 'remotes', folder, version, 'mf-manifest.json'))
    );
  } catch {
    return false;
  }
}
