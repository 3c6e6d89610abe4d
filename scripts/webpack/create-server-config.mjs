import path from 'node:path';
import webpack from 'webpack';
import { cssLoader } from './create-config.mjs';
import { providedByHost } from './server-shared.mjs';

/**
 * The server build of a package (pages arrive as HTML): one CommonJS file, dist/server/<name>.js, that
 * renders the same components on Node. The shell's server build bundles React and the store and hands
 * them to the remotes; a remote's server build leaves those packages out (`require`d at load time from
 * what the host provides), so each version of a remote renders with the host's one React and store.
 */
export function createServerConfig({ packageDir, name, entry, isHost }) {
  return {
    mode: 'production',
    target: 'node20',
    context: packageDir,
    entry: { [isHost ? 'render' : 'pages']: entry },
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // Remotes set theirs at load time (their public folder); the shell's files live at the root.
      publicPath: isHost ? '/' : '',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    externals: isHost ? [] : [({ request }, callback) => callback(null, externalOf(request))],
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { loader: 'tsx', target: 'node20', jsx: 'automatic' },
        },
        { test: /\.css$/, use: [cssLoader({ production: true, server: true })] },
        {
          test: /\.(svg|png|jpe?g|webp|woff2?)$/,
          type: 'asset/resource',
          // the same names as the browser build, which already wrote the files
          generator: { filename: 'assets/[name].[contenthash:8][ext]', emit: false },
        },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, runtimeChunk: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function externalOf(request) {
  if (!request) return undefined;
  return providedByHost.includes(request) ? `commonjs ${request}` : undefined;
}
