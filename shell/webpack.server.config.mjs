import { createServerConfig } from '../scripts/webpack/create-server-config.mjs';

export default () =>
  createServerConfig({
    packageDir: import.meta.dirname,
    name: 'shell',
    entry: './src/server/render.tsx',
    isHost: true,
  });
