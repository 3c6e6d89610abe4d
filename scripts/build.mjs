// Builds the API bundle and the shell, and deploys every remote (a build, published as a new version in
// DEPLOY_DIR and made live: README "Shipping a remote").
// `--missing` builds only what has no build yet and deploys only remotes with no live version (npm start).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isBuilt, isDeployed, remotePackages, repoRoot } from './packages.mjs';
import { run, runLimited } from './run.mjs';

const onlyMissing = process.argv.includes('--missing');
const packages = ['api', 'shell'].filter((pkg) => !onlyMissing || !isBuilt(pkg));
const remotes = remotePackages.filter((pkg) => !onlyMissing || !isDeployed(pkg));
if (packages.length + remotes.length === 0) process.exit(0);

const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
const deployCli = path.join(repoRoot, 'scripts/deploy/cli.ts');
const steps = {
  api: () => run(process.execPath, ['build.mjs'], { cwd: path.join(repoRoot, 'api') }),
  shell: () => buildWithServer(path.join(repoRoot, 'shell')),
  remote: (pkg) => run(process.execPath, ['--import', 'tsx', deployCli, 'deploy', pkg], { cwd: repoRoot }),
};

/** The browser build, then the server build where the package has one (it reads the browser's files). */
async function buildWithServer(cwd) {
  const browser = await run(process.execPath, [webpackCli, '--mode', 'production'], { cwd });
  const serverConfig = path.join(cwd, 'webpack.server.config.mjs');
  if (browser.code !== 0 || !existsSync(serverConfig)) return browser;
  const server = await run(process.execPath, [webpackCli, '--config', serverConfig], { cwd });
  return { ...server, ms: browser.ms + server.ms };
}

console.log(`Building ${packages.join(', ') || 'nothing'}; deploying ${remotes.join(', ') || 'nothing'} ...`);
const results = await runLimited(
  [...packages, ...remotes].map((pkg) => async () => {
    const result = await (steps[pkg] ?? (() => steps.remote(pkg)))();
    const done = packages.includes(pkg) ? 'built' : 'deployed';
    console.log(`${pkg}: ${result.code === 0 ? done : 'FAILED'} in ${(result.ms / 1000).toFixed(1)} s`);
    return { pkg, ...result };
  }),
  2,
);
const failed = results.filter((result) => result.code !== 0);
if (failed.length) {
  console.error(`Build failed: ${failed.map((result) => result.pkg).join(', ')}`);
  process.exit(1);
}
