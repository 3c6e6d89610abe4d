// No import cycles between the source files: found by scripts/test/import-cycles.ts.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { findCycles, groupGraph, importGraph } from './import-cycles';
import { workspacePackages } from '../packages.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const sources = (workspacePackages as string[]).map((pkg) => path.join(repoRoot, pkg, 'src'));

test('the source files import each other without a cycle', () => {
  const graph = importGraph(sources);
  assert.ok(graph.size > 200, `read ${graph.size} files`);
  const cycles = findCycles(graph).map((cycle) =>
    cycle.map((file) => path.relative(repoRoot, file)).join(' → '),
  );
  assert.deepEqual(cycles, []);
});

/**
 * The contract's domain folder of a file. The route table (http/route.ts, http/routes/) is the paths
 * alone, below every domain (a domain's rules build its links from it); the rest of http/ gathers each
 * domain's schemas into calls, above every domain.
 */
function contractFolder(file: string): string | null {
  const relative = path.relative(path.join(repoRoot, 'shared-types/src'), file).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return null;
  if (relative[0] === 'http' && (relative[1] === 'routes' || relative[1] === 'route.ts'))
    return 'http/routes';
  return relative[0]!;
}

test('the domain folders of the contract import each other without a cycle', () => {
  const folders = groupGraph(importGraph([path.join(repoRoot, 'shared-types/src')]), contractFolder);
  assert.ok(folders.size > 10, `read ${folders.size} folders`);
  assert.ok(folders.get('http')?.includes('rounds'), 'the calls import the domains');
  assert.deepEqual(findCycles(folders), []);
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
  // and a cycle of folders, though no two files import each other
  const folders = groupGraph(
    new Map([
      ['rounds/rules.ts', ['draw/plan.ts']],
      ['draw/plan.ts', []],
      ['draw/api.ts', ['rounds/labels.ts']],
      ['rounds/labels.ts', []],
    ]),
    (file) => file.split('/')[0]!,
  );
  assert.deepEqual(findCycles(folders), [['rounds', 'draw', 'rounds']]);
});
