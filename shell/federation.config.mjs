import { createRequire } from 'node:module';
import { sharedModules } from '../scripts/webpack/shared-modules.mjs';

const require = createRequire(import.meta.url);

/**
 * The host declares no remotes at build time: their URLs come from /mf-remotes.json at start and are
 * registered with the runtime, so each remote ships on its own.
 */
export const federation = {
  name: 'shell',
  remotes: {},
  shared: sharedModules(import.meta.dirname),
  // One remote that is down must not hold up the others.
  shareStrategy: 'loaded-first',
  // Time limits, retries and the contract check of every remote load.
  runtimePlugins: [require.resolve('./src/federation/resilience-plugin.ts')],
  manifest: false,
};
