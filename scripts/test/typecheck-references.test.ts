// The type check reads the declarations of a package another imports instead of its sources only when
// the importer's tsconfig references it: a workspace dependency left out of the references is still
// checked, but once more in every importer, and its cache goes unused. This holds each tsconfig to its
// package.json.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot, workspacePackages } from '../packages.mjs';

interface TsConfig {
  compilerOptions?: { composite?: boolean; incremental?: boolean; tsBuildInfoFile?: string };
  references?: { path: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const referencesOf = (folder: string) =>
  (readJson<TsConfig>(`${folder}/tsconfig.json`).references ?? []).map((reference) =>
    path.relative(repoRoot, path.resolve(repoRoot, folder, reference.path)),
  );

test('each workspace references the workspaces it depends on, and those are composite', () => {
  for (const folder of workspacePackages as string[]) {
    const { dependencies = {} } = readJson<{ dependencies?: Record<string, string> }>(
      `${folder}/package.json`,
    );
    const used = (workspacePackages as string[]).filter((other) => `@portal/${other}` in dependencies);
    assert.deepEqual(referencesOf(folder).sort(), used.sort(), `${folder}/tsconfig.json references`);
    for (const other of used)
      assert.equal(readJson<TsConfig>(`${other}/tsconfig.json`).compilerOptions?.composite, true, other);
  }
});

test('every project keeps its tsbuildinfo in node_modules/.cache/tsc, apart from the others', () => {
  const files = [...(workspacePackages as string[]), 'e2e', 'scripts/test'].map((folder) => {
    const options = readJson<TsConfig>(`${folder}/tsconfig.json`).compilerOptions ?? {};
    assert.ok(options.composite || options.incremental, `${folder} is incremental`);
    assert.ok(options.tsBuildInfoFile, `${folder} names its tsBuildInfoFile`);
    const file = path.relative(repoRoot, path.resolve(repoRoot, folder, options.tsBuildInfoFile));
    assert.ok(file.startsWith('node_modules/.cache/tsc/'), `${folder}: ${file}`);
    return file;
  });
  assert.equal(new Set(files).size, files.length);
});
