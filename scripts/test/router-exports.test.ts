// The browser's `react-router-dom` is the shell's shared web-runtime/src/router-exports.ts, the parts of
// React Router the site uses (scripts/webpack/shared-modules.mjs). Every name the browser code imports
// from `react-router-dom` must be one of them, or it would be undefined in the browser.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

/** The value names an import statement takes from react-router-dom (types are erased, so they are free). */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

// browser code only: tests run the real package under jest, and the server render loads all of it
const browserFiles = execFileSync(
  'git',
  ['ls-files', 'shell/src/*.ts*', 'web-runtime/src/*.ts*', 'mf-*/src/*.ts*'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && !file.startsWith('shell/src/server/'));

test('every name the browser imports from react-router-dom is shared by router-exports.ts', () => {
  const exported = read('web-runtime/src/router-exports.ts').matchAll(/export\s*\{([^}]*)\}/g);
  const shared = new Set([...exported].flatMap((match) => match[1]!.split(',').map((name) => name.trim())));
  assert.ok(shared.size > 5, 'router-exports.ts lists its names');
  const missing = browserFiles.flatMap((file) =>
    importedNames(read(file))
      .filter((name) => !shared.has(name))
      .map((name) => `${file}: ${name}`),
  );
  assert.deepEqual(missing, []);
});

test('the browser code imports React Router only as react-router-dom', () => {
  const direct = browserFiles.filter(
    (file) =>
      file !== 'web-runtime/src/router-exports.ts' && /from 'react-router(\/[a-z]+)?'/.test(read(file)),
  );
  assert.deepEqual(direct, []);
});
