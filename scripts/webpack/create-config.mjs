import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

/** Ports of the development servers (README: running one remote alone). */
export const devPorts = {
  shell: 3000,
  'mf-info': 3001,
  'mf-apply': 3002,
  'mf-board': 3003,
  'mf-admin': 3004,
};

/** Paths the shell's dev server hands to the API. */
const apiPaths = ['/api', '/portal', '/user', '/healthz', '/mf-remotes.json'];

/**
 * One webpack configuration for the shell and every remote; each package passes its federation
 * settings (kept in its own federation.config.mjs) and whether it is the host.
 */
export function createWebpackConfig({ packageDir, name, federation, isHost, mode }) {
  const production = mode === 'production';
  return {
    mode,
    context: packageDir,
    // A remote's own entry is its standalone development harness; production builds only remoteEntry.
    entry: isHost || !production ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      chunkLoadTimeout: 120_000,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                // Inline CSS source maps would double every production chunk that carries styles.
                sourceMap: !production,
                modules: {
                  auto: true,
                  namedExport: false,
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
                },
              },
            },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({ dts: false, ...federation }),
      ...(isHost || !production
        ? [
            new HtmlWebpackPlugin({
              template: path.join(packageDir, 'src', 'index.html'),
              scriptLoading: 'defer',
              ...(isHost ? { favicon: path.join(packageDir, 'src', 'favicon.svg') } : {}),
            }),
          ]
        : []),
    ],
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: devPorts[path.basename(packageDir)],
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
      client: { overlay: { warnings: false } },
      proxy: [{ context: apiPaths, target: 'http://localhost:8080' }],
    },
  };
}
