import { createWebpackConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default (_env, argv) =>
  createWebpackConfig({
    packageDir: import.meta.dirname,
    name: 'mf_apply',
    federation,
    isHost: false,
    mode: argv.mode ?? 'production',
  });
