// The remotes are named twice, and only twice: as workspaces in the root package.json (which the scripts
// read) and as remoteNames in the route table (which the browser and the API read). They must agree.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { remoteFolderOf, remoteNames, routeTable } from '@portal/shared-types/site/routes';
import { federationName, remotePackages, repoRoot } from '../packages.mjs';

test("the route table's remotes are the workspaces with a webpack build, in the same order", () => {
  assert.deepEqual(
    remoteNames.map((name) => remoteFolderOf(name)),
    remotePackages,
  );
  assert.deepEqual(
    (remotePackages as string[]).map((folder) => federationName(folder)),
    [...remoteNames],
  );
});

test('each remote builds under its federation name and owns at least one page', () => {
  for (const name of remoteNames) {
    const config = readFileSync(path.join(repoRoot, remoteFolderOf(name), 'federation.config.mjs'), 'utf8');
    assert.match(config, new RegExp(`name: '${name}'`), `${name}'s federation.config.mjs`);
    assert.ok(
      routeTable.some((entry) => entry.remote === name),
      `${name} owns a page`,
    );
  }
});
