// `npm run new-remote` in a copy of the repository: the new remote is in every list that derives from the
// workspaces and the route table, its types hold, its unit test passes and it builds (browser and server).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// left out at the top (git, installs, deployments, data, test output) and in every folder (installs, builds)
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'deploy', 'data', 'test-results', 'coverage']);
const LEFT_OUT_BELOW = new Set(['node_modules', 'dist']);
let copy: string;

/** Runs node in the copy; the output is kept for the assertion's message. */
function node(args: string[], cwd = copy) {
  const result = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * The sources without builds, and a node_modules of links to the repository's, except the workspace
 * packages (@portal/*), which lead to the copy's own folders as npm install would link them.
 */
function copyRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-new-remote-'));
  for (const entry of readdirSync(repoRoot)) {
    if (LEFT_OUT.has(entry)) continue;
    cpSync(path.join(repoRoot, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => !LEFT_OUT_BELOW.has(path.basename(source)),
    });
  }
  const modules = path.join(dir, 'node_modules');
  mkdirSync(path.join(modules, '@portal'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    // .cache holds the type check's declarations and .tsbuildinfo, which the copy builds for itself
    if (entry !== '@portal' && entry !== '.cache')
      symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  // a workspace's own installs (api keeps versions of its own)
  for (const entry of readdirSync(dir)) {
    const own = path.join(repoRoot, entry, 'node_modules');
    if (existsSync(own)) symlinkSync(own, path.join(dir, entry, 'node_modules'));
  }
  return dir;
}

/** Links a workspace of the copy as @portal/<folder>, as `npm install` does. */
function linkWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const folder of workspaces) {
    const link = path.join(copy, 'node_modules/@portal', folder);
    if (!existsSync(link)) symlinkSync(path.join(copy, folder), link);
  }
}

before(() => {
  copy = copyRepository();
  linkWorkspaces();
});

after(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('new-remote refuses a bad name, a taken name and a taken address, and changes nothing', () => {
  const before = readFileSync(path.join(copy, 'shared-types/src/site/routes.ts'), 'utf8');
  for (const [args, reason] of [
    [['Events'], /the name must look like mf-events/],
    [['mf-board'], /mf-board exists already/],
    [['mf-guide'], /\/guide is another page's address/],
    [['mf-events', '--title', '행사"'], /the title takes letters/],
  ] as const) {
    const result = node(['scripts/new-remote.mjs', ...args, '--no-install']);
    assert.equal(result.code, 1, result.output);
    assert.match(result.output, reason);
  }
  assert.equal(readFileSync(path.join(copy, 'shared-types/src/site/routes.ts'), 'utf8'), before);
  assert.ok(!existsSync(path.join(copy, 'mf-guide')));
});

test('new-remote makes a remote that every list finds, that type-checks, passes its test and builds', async () => {
  const made = node(['scripts/new-remote.mjs', 'mf-events', '--title', '행사 안내', '--no-install']);
  assert.equal(made.code, 0, made.output);
  linkWorkspaces();

  const routes = readFileSync(path.join(copy, 'shared-types/src/site/routes.ts'), 'utf8');
  assert.match(routes, /export const remoteNames = \[[^\]]*'mf_events',?\s*\] as const;/);
  assert.match(routes, /eventsHome: \{ path: '\/events', title: '행사 안내', remote: 'mf_events' \}/);
  for (const file of [
    'mf-events/package.json',
    'mf-events/src/pages.ts',
    'mf-events/src/server.ts',
    'mf-events/src/features/events/events-page.tsx',
    'mf-events/test/events-page.test.tsx',
    'e2e/mf-events.test.ts',
  ])
    assert.ok(existsSync(path.join(copy, file)), file);

  // the lists the scripts, jest and the dev servers read
  const packages = await import(pathToFileURL(path.join(copy, 'scripts/packages.mjs')).href);
  assert.deepEqual(packages.remotePackages, ['mf-info', 'mf-apply', 'mf-board', 'mf-admin', 'mf-events']);
  assert.ok(packages.workspacePackages.includes('mf-events'));
  const jestProjects = node(['-e', 'console.log(JSON.stringify(require("./jest.config.cjs").projects))']);
  assert.ok(JSON.parse(jestProjects.output.trim()).includes('<rootDir>/mf-events'), jestProjects.output);

  const tsc = node([path.join(copy, 'node_modules/typescript/bin/tsc'), '--build', 'mf-events']);
  assert.equal(tsc.code, 0, tsc.output);

  const jest = node([path.join(copy, 'node_modules/jest/bin/jest.js'), '--ci', 'mf-events/test']);
  assert.equal(jest.code, 0, jest.output);
  assert.match(jest.output, /Tests:\s+2 passed, 2 total/);

  const webpack = path.join(copy, 'node_modules/webpack-cli/bin/cli.js');
  const remoteDir = path.join(copy, 'mf-events');
  const browserBuild = node([webpack, '--mode', 'production'], remoteDir);
  assert.equal(browserBuild.code, 0, browserBuild.output);
  const serverBuild = node([webpack, '--config', 'webpack.server.config.mjs'], remoteDir);
  assert.equal(serverBuild.code, 0, serverBuild.output);
  const manifest = JSON.parse(readFileSync(path.join(remoteDir, 'dist/mf-manifest.json'), 'utf8'));
  assert.equal(manifest.name, 'mf_events');
  assert.deepEqual(
    manifest.exposes.map((exposed: { path: string }) => exposed.path),
    ['./pages'],
  );
  assert.ok(existsSync(path.join(remoteDir, 'dist/remoteEntry.js')));
  assert.ok(existsSync(path.join(remoteDir, 'dist/server/pages.js')));
});
