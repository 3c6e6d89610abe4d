import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EsbuildPlugin } from 'esbuild-loader';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { SharedExportsCheckPlugin, wholeLibraryAliases } from './shared-exports.mjs';
import { remotePackages } from '../packages.mjs';

/**
 * Ports of the development servers (docs/development.md): the shell on 3000, the remotes from 3001 in the
 * order of the workspaces, so a new remote takes the next one.
 */
export const devPorts = {
  shell: 3000,
  ...Object.fromEntries(remotePackages.map((pkg, index) => [pkg, 3001 + index])),
};

const require = createRequire(import.meta.url);

/**
 * `provideExternalRuntime` adds the runtime plugin that hands the federation runtime to the remotes by
 * its CommonJS path (`require.resolve`), and that file `require`s the CommonJS build of the runtime:
 * the shell's first script carried the runtime core and the SDK twice, ESM for its own runtime and
 * CommonJS for the remotes. The plugin's ESM build imports the very modules the shell's runtime uses.
 */
const INJECT_RUNTIME_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';
const esmRuntimePlugin = {
  [`${require.resolve(INJECT_RUNTIME_PLUGIN)}$`]: fileURLToPath(import.meta.resolve(INJECT_RUNTIME_PLUGIN)),
};

/**
 * React Router's package exports point every build at dist/development (remix-run/react-router#12532):
 * its warnings, and the code behind them, would reach production. Its production build is the same
 * library with those warnings off.
 */
const routerDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const productionRouter = {
  'react-router$': path.join(routerDist, 'index.mjs'),
  'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
};

/** Paths the shell's dev server hands to the API. */
const apiPaths = ['/api', '/portal', '/user', '/healthz', '/mf-remotes.json'];

/** CSS Modules; the server build keeps only the class names, which match the browser build's. */
export function cssLoader({ production, server = false }) {
  return {
    loader: 'css-loader',
    options: {
      // Inline CSS source maps would double every production chunk that carries styles.
      sourceMap: !production,
      modules: {
        auto: true,
        namedExport: false,
        localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
        exportOnlyLocals: server,
      },
    },
  };
}

/**
 * One webpack configuration for the shell and every remote; each package passes its federation
 * settings (kept in its own federation.config.mjs), whether it is the host and, optionally, its
 * production minifier (`terser`, the default, or `esbuild`).
 */
export function createWebpackConfig({ packageDir, name, federation, isHost, mode, minifier = 'terser' }) {
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
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...wholeLibraryAliases,
        ...(production ? productionRouter : {}),
        ...(isHost && production ? esmRuntimePlugin : {}),
      },
    },
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
          // Production CSS goes to .css files, so that server-rendered HTML links it and is styled
          // before any script runs.
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', cssLoader({ production })],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        dts: false,
        ...federation,
        ...externalRuntime(federation, isHost, production),
      }),
      // a name outside a shared library's declared exports fails the build (shared-exports.mjs)
      new SharedExportsCheckPlugin(),
      ...(isHost || !production
        ? [
            new HtmlWebpackPlugin({
              template: path.join(packageDir, 'src', 'index.html'),
              scriptLoading: 'defer',
              ...(isHost ? { favicon: path.join(packageDir, 'src', 'favicon.svg') } : {}),
            }),
          ]
        : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:8].css',
              chunkFilename: '[name].[contenthash:8].css',
            }),
            // .br and .gz beside every built text file
            new PrecompressPlugin(),
          ]
        : []),
    ],
    // terser (webpack's own minimizer, `'...'`) drops the functions webpack's `usedExports` marks as
    // unused inside each module's closure; esbuild keeps them all (the whole of react-router and zod
    // reached public pages). Terser lowers no syntax and adds no helpers, so no chunk gets a top-level
    // `var` that another chunk's overwrites, and it leaves top-level names alone (`var mf_board`).
    // mf-admin, which no public page loads, keeps esbuild: terser takes a minute over CKEditor and SheetJS.
    // There `format: undefined` keeps each file as webpack wrote it (an IIFE would hide `var mf_admin`),
    // and es2022 lowers nothing: a lowering helper (`var __defProp`) at the top of a chunk is a global,
    // and two chunks' helpers overwrote each other (Redux Toolkit's fulfilled actions threw).
    optimization: {
      runtimeChunk: false,
      // reselect and immer, which several shared modules import (Redux Toolkit, RTK Query and its React
      // hooks), were copied into each one's chunk, under splitChunks' 20 KB minimum: a page loaded
      // reselect twice.
      splitChunks: {
        cacheGroups: {
          singletonDependencies: {
            test: /[\\/]node_modules[\\/](reselect|immer)[\\/]/,
            chunks: 'async',
            enforce: true,
          },
        },
      },
      minimizer:
        minifier === 'esbuild'
          ? [new EsbuildPlugin({ target: 'es2022', format: undefined, css: false })]
          : ['...'],
      minimizeOptions: { javascript: { compress: { passes: 2 } } },
    },
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

/**
 * In production the shell hands its federation runtime to the remotes, so no remote entry ships it
 * again. A remote's development build keeps its own, so it still runs alone (its standalone harness).
 */
function externalRuntime(federation, isHost, production) {
  if (!production) return {};
  const flag = isHost ? { provideExternalRuntime: true } : { externalRuntime: true };
  // Browser builds only (the server builds carry no federation runtime): the SDK's Node.js loaders go.
  // A remote with no remotes of its own at build time drops the bundler runtime's remote loading; the
  // one that loads another remote at run time (mf-admin) does it through the shell's runtime core.
  const noBuildTimeRemotes = !isHost && Object.keys(federation.remotes ?? {}).length === 0;
  const optimization = {
    ...federation.experiments?.optimization,
    target: 'web',
    ...(noBuildTimeRemotes ? { disableRemote: true } : {}),
  };
  return { experiments: { ...federation.experiments, ...flag, optimization } };
}
