// No import cycles between the source files: found by scripts/test/import-cycles.ts.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { findCycles, importGraph } from './import-cycles';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const sources = [
  'api',
  'shared-types',
  'web-runtime',
  'shell',
  'mf-info',
  'mf-apply',
  'mf-board',
  'mf-admin',
].map((pkg) => path.join(repoRoot, pkg, 'src'));

test('the source files import each other without a cycle', () => {
  const graph = importGraph(sources);
  assert.ok(graph.size > 200, `read ${graph.size} files`);
  const cycles = findCycles(graph).map((cycle) =>
    cycle.map((file) => path.relative(repoRoot, file)).join(' → '),
  );
  assert.deepEqual(cycles, []);
});

test('a cycle is found, type imports and lazy imports included', () => {
  const graph = new Map([
    ['app.ts', ['rounds.ts']],
    ['rounds.ts', ['clock.ts', 'app.ts']],
    ['clock.ts', []],
  ]);
  assert.deepEqual(findCycles(graph), [['app.ts', 'rounds.ts', 'app.ts']]);
  // the import forms the reader follows, on this very repository's files
  const editor = importGraph([path.join(repoRoot, 'mf-admin/src/components/editor')]);
  const field = path.join(repoRoot, 'mf-admin/src/components/editor/ckeditor-field.tsx');
  const props = path.join(repoRoot, 'mf-admin/src/components/editor/rich-text-editor-props.ts');
  assert.ok(
    editor.get(path.join(repoRoot, 'mf-admin/src/components/editor/rich-text-editor.tsx'))?.includes(field),
  );
  assert.ok(editor.get(field)?.includes(props));
});
