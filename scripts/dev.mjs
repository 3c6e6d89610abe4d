// npm run dev: the API (with watch) and the five webpack dev servers; the shell on http://localhost:3000.
import path from 'node:path';
import { devPorts } from './webpack/create-config.mjs';
import { frontEndPackages, repoRoot } from './packages.mjs';
import { run } from './run.mjs';

const remoteUrl = (pkg) => `http://localhost:${devPorts[pkg]}/mf-manifest.json`;
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  MF_INFO_URL: process.env.MF_INFO_URL ?? remoteUrl('mf-info'),
  MF_APPLY_URL: process.env.MF_APPLY_URL ?? remoteUrl('mf-apply'),
  MF_BOARD_URL: process.env.MF_BOARD_URL ?? remoteUrl('mf-board'),
  MF_ADMIN_URL: process.env.MF_ADMIN_URL ?? remoteUrl('mf-admin'),
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
