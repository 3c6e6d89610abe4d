import { createWebpackConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default (_env, argv) =>
  createWebpackConfig({
    packageDir: import.meta.dirname,
    name: 'shell',
    federation,
    isHost: true,
    mode: argv.mode ?? 'production',
  });
