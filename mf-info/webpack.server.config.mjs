import { createServerConfig } from '../scripts/webpack/create-server-config.mjs';

export default () =>
  createServerConfig({
    packageDir: import.meta.dirname,
    name: 'mf_info',
    entry: './src/server.ts',
    isHost: false,
  });
