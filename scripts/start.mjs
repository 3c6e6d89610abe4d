// npm start: build the API and shell if not built and deploy every remote with no live version (the first
// start on a fresh clone deploys them all), then run the API, which migrates, seeds and serves the whole site.
import path from 'node:path';
import { repoRoot } from './packages.mjs';
import { run } from './run.mjs';

const build = await run(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--missing']);
if (build.code !== 0) process.exit(build.code);

const env = { NODE_ENV: 'production', ...process.env };
const server = await run(
  process.execPath,
  ['--enable-source-maps', path.join(repoRoot, 'api/dist/server.js')],
  {
    cwd: repoRoot,
    env,
  },
);
process.exit(server.code);
