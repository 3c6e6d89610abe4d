import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const frontEndPackages = ['shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'];

/** The file whose presence says a package is built. */
export const builtMarker = (pkg) =>
  path.join(
    repoRoot,
    pkg,
    'dist',
    pkg === 'shell' ? 'index.html' : pkg === 'api' ? 'server.js' : 'remoteEntry.js',
  );

export const isBuilt = (pkg) => existsSync(builtMarker(pkg));
