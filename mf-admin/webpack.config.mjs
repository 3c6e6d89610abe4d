import { createWebpackConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default (_env, argv) =>
  createWebpackConfig({
    packageDir: import.meta.dirname,
    name: 'mf_admin',
    federation,
    isHost: false,
    mode: argv.mode ?? 'production',
    // no public page loads mf-admin; terser would double its build time (CKEditor, SheetJS)
    minifier: 'esbuild',
  });
