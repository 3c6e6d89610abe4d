// Builds the API bundle and the five front-end packages.
// `--missing` builds only what has no dist yet (npm start); plain `npm run build` rebuilds everything.
import path from 'node:path';
import { frontEndPackages, isBuilt, repoRoot } from './packages.mjs';
import { run, runLimited } from './run.mjs';

const onlyMissing = process.argv.includes('--missing');
const packages = ['api', ...frontEndPackages].filter((pkg) => !onlyMissing || !isBuilt(pkg));
if (packages.length === 0) process.exit(0);

console.log(`Building ${packages.join(', ')} ...`);
const results = await runLimited(
  packages.map((pkg) => async () => {
    const cwd = path.join(repoRoot, pkg);
    const result =
      pkg === 'api'
        ? await run(process.execPath, ['build.mjs'], { cwd })
        : await run(
            process.execPath,
            [path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
            { cwd },
          );
    console.log(`${pkg}: ${result.code === 0 ? 'built' : 'FAILED'} in ${(result.ms / 1000).toFixed(1)} s`);
    return { pkg, ...result };
  }),
  2,
);
const failed = results.filter((result) => result.code !== 0);
if (failed.length) {
  console.error(`Build failed: ${failed.map((result) => result.pkg).join(', ')}`);
  process.exit(1);
}
