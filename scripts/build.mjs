// Builds the API bundle and the shell, and deploys every remote (a build, published as a new version in
// DEPLOY_DIR and made live: docs/operations.md, "Shipping a remote").
// `--missing` builds only what has no build yet and deploys only remotes with no live version (npm start).
import { buildAndDeploy } from './build-steps.mjs';
import { isBuilt, isDeployed, remotePackages } from './packages.mjs';

const onlyMissing = process.argv.includes('--missing');
const packages = ['api', 'shell'].filter((pkg) => !onlyMissing || !isBuilt(pkg));
const remotes = remotePackages.filter((pkg) => !onlyMissing || !isDeployed(pkg));
if (packages.length + remotes.length === 0) process.exit(0);

console.log(`Building ${packages.join(', ') || 'nothing'}; deploying ${remotes.join(', ') || 'nothing'} ...`);
const results = await buildAndDeploy({ packages, remotes });
const failed = results.filter((result) => result.code !== 0);
if (failed.length) {
  console.error(`Build failed: ${failed.map((result) => result.pkg).join(', ')}`);
  process.exit(1);
}
