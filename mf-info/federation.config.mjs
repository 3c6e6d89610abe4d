import { sharedModules } from '../scripts/webpack/shared-modules.mjs';

/** mf_info exposes one module: its pages, keyed by the PageKey of the shared route table. */
export const federation = {
  name: 'mf_info',
  filename: 'remoteEntry.js',
  exposes: { './pages': './src/pages.ts' },
  shared: sharedModules(import.meta.dirname),
  manifest: true,
};
