// The steps of `npm run build`, shared with `npm run bench:build` so that the benchmark weighs exactly
// what a build gives users: the API bundle, the shell (browser and server builds) and every remote
// deployed into DEPLOY_DIR (its browser and server builds, published and made live).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './packages.mjs';
import { run, runLimited } from './run.mjs';

const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
const deployCli = path.join(repoRoot, 'scripts/deploy/cli.ts');

/** The browser build, then the server build where the package has one (it reads the browser's files). */
async function buildWithServer(cwd, stdio) {
  const browser = await run(process.execPath, [webpackCli, '--mode', 'production'], { cwd, stdio });
  const serverConfig = path.join(cwd, 'webpack.server.config.mjs');
  if (browser.code !== 0 || !existsSync(serverConfig)) return browser;
  const server = await run(process.execPath, [webpackCli, '--config', serverConfig], { cwd, stdio });
  return { ...server, ms: browser.ms + server.ms, serverMs: server.ms };
}

const steps = {
  api: (stdio) => run(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'api'), stdio }),
  shell: (stdio) => buildWithServer(path.join(repoRoot, 'shell'), stdio),
  remote: (pkg, stdio) =>
    run(process.execPath, ['--import', 'tsx', deployCli, 'deploy', pkg], { cwd: repoRoot, stdio }),
};

/**
 * Builds `packages` (api, shell) and deploys `remotes`, `limit` at a time. Resolves with one result per
 * package: `{ pkg, code, ms, serverMs? }` (`serverMs`: the shell's server build, part of `ms`).
 */
export async function buildAndDeploy({ packages, remotes, limit = 2, stdio = 'inherit' }) {
  return runLimited(
    [...packages, ...remotes].map((pkg) => async () => {
      const result = await (packages.includes(pkg) ? steps[pkg](stdio) : steps.remote(pkg, stdio));
      const done = packages.includes(pkg) ? 'built' : 'deployed';
      console.log(`${pkg}: ${result.code === 0 ? done : 'FAILED'} in ${(result.ms / 1000).toFixed(1)} s`);
      return { pkg, ...result };
    }),
    limit,
  );
}
