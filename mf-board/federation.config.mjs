import { sharedModules } from '../scripts/webpack/shared-modules.mjs';

/**
 * mf_board exposes its pages, keyed by the PageKey of the shared route table, and its board list
 * components (BoardTable, SearchBar, Pagination; props in web-runtime/src/board-list-contract.ts)
 * for mf-admin's dashboard.
 */
export const federation = {
  name: 'mf_board',
  filename: 'remoteEntry.js',
  exposes: { './pages': './src/pages.ts', './board-list': './src/components/board-list/board-list.ts' },
  shared: sharedModules(import.meta.dirname),
  manifest: true,
};
