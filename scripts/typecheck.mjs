// Type-checks every package with its own tsconfig (strict everywhere, one shared base).
import path from 'node:path';
import { repoRoot } from './packages.mjs';
import { run, runLimited } from './run.mjs';

const projects = [
  'shared-types',
  'web-runtime',
  'api',
  'shell',
  'mf-info',
  'mf-apply',
  'mf-board',
  'mf-admin',
  'e2e',
  'scripts/test',
];
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
const results = await runLimited(
  projects.map((project) => async () => ({
    project,
    ...(await run(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: repoRoot })),
  })),
  2,
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.project);
if (failed.length) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Types are sound in ${projects.length} projects.`);
