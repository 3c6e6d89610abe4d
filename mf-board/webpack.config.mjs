import webpack from 'webpack';
import { createWebpackConfig } from '../scripts/webpack/create-config.mjs';
import { federation } from './federation.config.mjs';

export default (_env, argv) => {
  const config = createWebpackConfig({
    packageDir: import.meta.dirname,
    name: 'mf_board',
    federation,
    isHost: false,
    mode: argv.mode ?? 'production',
  });
  // An optional label shown under the boards (build-label.tsx): tells two builds apart at a glance.
  config.plugins.push(
    new webpack.DefinePlugin({ __BUILD_LABEL__: JSON.stringify(process.env.BUILD_LABEL ?? '') }),
  );
  return config;
};
