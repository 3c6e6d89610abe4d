// npm run dev: the API (with watch) and a webpack dev server for the shell and each remote; the shell on http://localhost:3000.
import path from 'node:path';
import { devPorts } from './webpack/create-config.mjs';
import { federationName, frontEndPackages, remotePackages, repoRoot } from './packages.mjs';
import { run } from './run.mjs';

// each remote from its dev server (MF_BOARD_URL for mf-board), unless told otherwise
const remoteUrls = Object.fromEntries(
  remotePackages.map((pkg) => [
    `${federationName(pkg).toUpperCase()}_URL`,
    `http://localhost:${devPorts[pkg]}/mf-manifest.json`,
  ]),
);
const env = {
  ...remoteUrls,
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
const webpackCli = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
const tasks = [
  run(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env,
  }),
  ...frontEndPackages.map((pkg) =>
    run(process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
      cwd: path.join(repoRoot, pkg),
      env,
    }),
  ),
];
console.log('Shell: http://localhost:3000 (API on http://localhost:8080)');
await Promise.race(tasks);
process.exit(1);
