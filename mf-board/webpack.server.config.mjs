import webpack from 'webpack';
import { createServerConfig } from '../scripts/webpack/create-server-config.mjs';

export default () => {
  const config = createServerConfig({
    packageDir: import.meta.dirname,
    name: 'mf_board',
    entry: './src/server.ts',
    isHost: false,
  });
  // the same label as the browser build (webpack.config.mjs), or the server's HTML would not match it
  config.plugins.push(
    new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? '') }),
  );
  return config;
};
