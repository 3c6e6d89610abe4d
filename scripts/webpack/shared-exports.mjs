import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A shared module is never tree-shaken: a remote deployed later might use any export, so the shell would
 * ship all of each library. Instead each of these libraries is shared as a module that passes on a
 * declared set of its exports (what the site uses and what the shared libraries import from each other),
 * and webpack drops the rest of the library. Every browser build, the shell's and each remote's, checks
 * that no module imports a name outside the set (SharedExportsCheckPlugin): a remote that needs another
 * name fails its build, and the shell must ship the larger set first (docs/architecture.md, "What a remote
 * may import from the shared libraries").
 */
const here = import.meta.dirname;
export const sharedExportFiles = {
  'react-router-dom': path.join(here, '../../web-runtime/src/router-exports.ts'),
  '@reduxjs/toolkit': path.join(here, 'shared-exports/redux-toolkit.mjs'),
  '@reduxjs/toolkit/query': path.join(here, 'shared-exports/redux-toolkit-query.mjs'),
  '@reduxjs/toolkit/query/react': path.join(here, 'shared-exports/redux-toolkit-query-react.mjs'),
  'react-redux': path.join(here, 'shared-exports/react-redux.mjs'),
};

/** The names an `export { … } from` file passes on (`a as b` passes on b). */
export function exportedNames(source) {
  const names = [];
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g))
    for (const part of match[1].split(','))
      if (part.trim())
        names.push(
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1),
        );
  return names;
}

/** Each restricted library's declared set of exports. */
export function declaredExports() {
  return Object.fromEntries(
    Object.entries(sharedExportFiles).map(([library, file]) => [
      library,
      new Set(exportedNames(readFileSync(file, 'utf8'))),
    ]),
  );
}

/**
 * The declared files reach the whole library under these names, which module federation does not share
 * (webpack resolves them to the library itself), so the file is not its own shared module.
 */
export const wholeLibraryAliases = Object.fromEntries(
  Object.keys(sharedExportFiles)
    .filter((library) => library !== 'react-router-dom')
    .map((library) => [`@portal/whole-library/${library}$`, library]),
);

/** The names one module imports or passes on from a library (`*`: the whole namespace). */
function importsOf(module) {
  const found = [];
  const visit = (block) => {
    for (const dependency of block.dependencies ?? []) {
      const type = dependency.constructor.name;
      const request = dependency.request;
      if (typeof request !== 'string') continue;
      if (
        type === 'HarmonyImportSpecifierDependency' ||
        type === 'HarmonyExportImportedSpecifierDependency'
      ) {
        const name = dependency.ids?.[0];
        // `export * from` in a library's own files passes on what its importers ask for, and those are checked
        if (!name && type === 'HarmonyExportImportedSpecifierDependency' && isPackageFile(module)) continue;
        found.push({ request, name: name ?? '*' });
      } else if (type === 'ImportDependency') {
        // `import(/* webpackExports: [] */ 'x')` only starts a library; names taken from import() are listed
        const names = dependency.referencedExports?.map((names) => names.name?.[0] ?? names[0]);
        for (const name of names ?? ['*']) found.push({ request, name });
      } else if (type === 'CommonJsRequireDependency') {
        found.push({ request, name: '*' });
      }
    }
    for (const child of block.blocks ?? []) visit(child);
  };
  visit(module);
  return found;
}

const isPackageFile = (module) => /[\\/]node_modules[\\/]/.test(module.resource ?? '');

/**
 * Fails the build when a module imports a name outside a shared library's declared set: that name would
 * be undefined in the browser, whichever container provided the library.
 */
export class SharedExportsCheckPlugin {
  constructor(declared = declaredExports()) {
    this.declared = declared;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('SharedExportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsCheckPlugin', (modules) => {
        const outside = [];
        for (const module of modules)
          for (const { request, name } of importsOf(module)) {
            const allowed = this.declared[request];
            if (allowed && !allowed.has(name))
              outside.push(
                `${path.relative(compiler.context, module.resource ?? module.identifier())}: ${name === '*' ? 'the whole module' : name} from ${request}`,
              );
          }
        if (outside.length)
          compilation.errors.push(
            new WebpackError(
              `Imports outside the shared libraries' declared exports (scripts/webpack/shared-exports.mjs); ` +
                `add the name to the declared set and deploy the shell before the remote that needs it:\n  ` +
                [...new Set(outside)].join('\n  '),
            ),
          );
      });
    });
  }
}
