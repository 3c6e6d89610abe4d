import { createWebpackConfig } from '../scripts/webpack/create-config.mjs';
import { StartFilesPlugin } from '../scripts/webpack/start-files-plugin.mjs';
import { federation } from './federation.config.mjs';

export default (_env, argv) => {
  const config = createWebpackConfig({
    packageDir: import.meta.dirname,
    name: 'shell',
    federation,
    isHost: true,
    mode: argv.mode ?? 'production',
  });
  // the server's HTML preloads the scripts every page starts with (api/src/site/ssr)
  config.plugins.push(new StartFilesPlugin());
  return config;
};
