// The shared libraries' declared exports (scripts/webpack/shared-exports.mjs): a build that imports a name
// outside them fails, and every declared name is one the library really exports (a typo would be
// undefined in the browser).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import webpack from 'webpack';
import { declaredExports, SharedExportsCheckPlugin } from '../webpack/shared-exports.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const fixture = mkdtempSync(path.join(tmpdir(), 'portal-shared-exports-'));
after(() => rmSync(fixture, { recursive: true, force: true }));

/** Builds one module with the check (the libraries stay external: only the imports matter). */
function build(source: string): Promise<string[]> {
  writeFileSync(path.join(fixture, 'entry.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: fixture,
    entry: './entry.js',
    output: { path: path.join(fixture, 'dist') },
    externals: { 'react-redux': 'ReactRedux', '@reduxjs/toolkit': 'RTK', 'react-router-dom': 'Router' },
    plugins: [new SharedExportsCheckPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || !stats) reject(error);
      else resolve(stats.compilation.errors.map((problem) => problem.message));
    }),
  );
}

test('a build that imports a name outside a shared library’s declared exports fails and names it', async () => {
  const errors = await build(
    "import { Provider, connect } from 'react-redux';\n" +
      "import { createEntityAdapter } from '@reduxjs/toolkit';\n" +
      'console.log(Provider, connect, createEntityAdapter);\n',
  );
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0]!, /entry\.js: connect from react-redux/);
  assert.match(errors[0]!, /entry\.js: createEntityAdapter from @reduxjs\/toolkit/);
  assert.doesNotMatch(errors[0]!, /Provider/);
});

test('a whole shared library, by namespace or import(), fails; starting one with webpackExports: [] does not', async () => {
  const errors = await build(
    "import * as Router from 'react-router-dom';\n" +
      'console.log(Router);\n' +
      "import(/* webpackExports: [] */ '@reduxjs/toolkit');\n" +
      "import('react-redux').then(console.log);\n",
  );
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0]!, /the whole module from react-router-dom/);
  assert.match(errors[0]!, /the whole module from react-redux/);
  assert.doesNotMatch(errors[0]!, /@reduxjs\/toolkit/);
});

test('the declared names only, within each set, build without an error', async () => {
  const errors = await build(
    "import { Provider, useSelector } from 'react-redux';\n" +
      "import { configureStore } from '@reduxjs/toolkit';\n" +
      "import { Link } from 'react-router-dom';\n" +
      'console.log(Provider, useSelector, configureStore, Link);\n',
  );
  assert.deepEqual(errors, []);
});

test('every declared name is one the library exports', async () => {
  const requireFromShell = createRequire(path.join(repoRoot, 'shell/package.json'));
  for (const [library, names] of Object.entries(declaredExports())) {
    const exported = await import(
      requireFromShell.resolve(library === 'react-router-dom' ? 'react-router' : library)
    );
    const routerDom =
      library === 'react-router-dom' ? await import(requireFromShell.resolve('react-router/dom')) : {};
    const missing = [...names].filter((name) => !(name in exported) && !(name in routerDom));
    assert.deepEqual(missing, [], library);
  }
});
