import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/**
 * The packages the shell provides as shared singletons, and its web runtime: their chunks load on every
 * first page.
 */
const SHARED_AT_START =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|redux|react-redux|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store)[\\/]|[\\/]web-runtime[\\/]src[\\/]/;

/**
 * Writes start-files.json: the scripts every page loads after the entry (the `bootstrap` chunk group
 * and the chunks of the shared singletons), so the server's HTML preloads them at once instead of the
 * browser finding them one after another. Also emits page-start.<hash>.js
 * (shell/src/page-start.js), the one script of server-rendered pages, which starts them.
 */
export class StartFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          const listed = new Set();
          const modulesOf = (chunk) => [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
          // Federation can emit the same modules twice, as the chunks of two share keys (`react-dom`
          // and `react-dom/`); loading one file registers both chunk ids, so one of them is enough.
          const add = (chunk) => {
            const modules = modulesOf(chunk);
            if (modules.length > 0 && modules.every((module) => listed.has(module))) return;
            modules.forEach((module) => listed.add(module));
            chunk.files.forEach((file) => file.endsWith('.js') && files.add(file));
          };
          compilation.namedChunkGroups.get('bootstrap')?.chunks.forEach(add);
          for (const chunk of compilation.chunks) {
            const resource = (m) => m.resource ?? m.rootModule?.resource ?? '';
            if (modulesOf(chunk).some((m) => SHARED_AT_START.test(resource(m)))) add(chunk);
          }
          compilation.emitAsset(
            'start-files.json',
            new webpack.sources.RawSource(JSON.stringify([...files].sort())),
          );
          // the loader of server-rendered pages, as it is (plain ES5), named by its content
          const starter = readFileSync(path.join(compiler.context, 'src', 'page-start.js'));
          const hash = createHash('sha256').update(starter).digest('hex').slice(0, 8);
          compilation.emitAsset(`page-start.${hash}.js`, new webpack.sources.RawSource(starter));
        },
      );
    });
  }
}
