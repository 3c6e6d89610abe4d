// The package boundaries of style.md 1, judged on the file an import reaches, so that
// `../../../../mf-board/src/x` and `@portal/mf-board/x` are refused alike: no web package imports another
// web package or the server, shared-types imports no app, the server imports no web package.
// (A local rule: eslint-plugin-import-x needs native resolver builds this project's registry lacks.)
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webPackages = ['shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'];
const apps = [...webPackages, 'api'];

/** What each package may not reach, with the reason given. */
const forbidden = {
  ...Object.fromEntries(
    webPackages.map((pkg) => [
      pkg,
      {
        targets: apps.filter((other) => other !== pkg),
        message: 'Use what a remote exposes at run time, never its source or the server.',
      },
    ]),
  ),
  'shared-types': { targets: apps, message: 'shared-types is shared by every app and imports none.' },
  api: { targets: webPackages, message: 'The server never imports a web package.' },
};

/** The repository package a file belongs to, or null. */
const packageOfFile = (file) => {
  const [first] = path.relative(repoRoot, file).split(path.sep);
  return first && first in forbidden ? first : null;
};

/** The package an import specifier reaches: by path for relative ones, by name for @portal/*. */
function packageOfImport(specifier, fromFile) {
  if (specifier.startsWith('.')) return packageOfFile(path.resolve(path.dirname(fromFile), specifier));
  const match = /^@portal\/([^/]+)/.exec(specifier);
  if (!match) return null;
  const name = match[1];
  return name in forbidden ? name : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the packages of the repository apart (style.md 1).' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = packageOfFile(file);
    if (!own) return {};
    const check = (node, source) => {
      if (typeof source?.value !== 'string') return;
      const target = packageOfImport(source.value, file);
      if (target && target !== own && forbidden[own].targets.includes(target)) {
        context.report({
          node: source,
          message: `${own} may not import ${target}: ${forbidden[own].message}`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'package-boundaries': rule } };
