import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { deploy } from '../../scripts/deploy/commands';
import { DeployError } from '../../scripts/deploy/errors';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const cli = path.join(repoRoot, 'scripts/deploy/cli.ts');
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-deploy-cli-'));
let deployDir = '';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run deploy -- ...` / `npm run rollback -- ...`, against the test's DEPLOY_DIR. */
function runCli(command: 'deploy' | 'rollback', ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, command, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DEPLOY_DIR: deployDir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** A tiny stand-in for a remote's dist: a manifest, an entry and a chunk whose text varies. */
function fakeBuild(label: string): string {
  const dir = path.join(scratch, `build-${label}`);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  const meta = {
    metaData: { name: 'mf_board', buildInfo: { buildVersion: '0.1.0', buildName: '@portal/mf-board' } },
  };
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(meta));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_board;');
  writeFileSync(path.join(dir, '675.d947a286.js'), `chunk ${label}`);
  writeFileSync(path.join(dir, 'server', 'pages.js'), `server ${label}`);
  return dir;
}

const deploymentText = () => readFileSync(path.join(deployDir, 'deployment.json'), 'utf8');
const deployment = () => JSON.parse(deploymentText());
const versions = (folder = 'mf-board') =>
  readdirSync(path.join(deployDir, 'remotes', folder))
    .filter((name) => !name.startsWith('.'))
    .sort();
const liveVersion = (name = 'mf_board') => deployment().remotes[name].version as string;

async function deployed(label: string, folder = 'mf-board'): Promise<string> {
  const run = await runCli('deploy', folder, '--prebuilt', fakeBuild(label));
  assert.equal(run.code, 0, run.stderr);
  return liveVersion(folder.replace('-', '_'));
}

/** Runs a refused command and checks it printed one line and changed nothing live. */
async function refused(command: 'deploy' | 'rollback', args: string[], pattern: RegExp) {
  const before = existsSync(path.join(deployDir, 'deployment.json')) ? deploymentText() : null;
  const run = await runCli(command, ...args);
  assert.equal(run.code, 1);
  assert.match(run.stderr, pattern);
  assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
  assert.equal(existsSync(path.join(deployDir, 'deployment.json')) ? deploymentText() : null, before);
}

describe('npm run deploy and npm run rollback', () => {
  beforeEach(() => {
    deployDir = mkdtempSync(path.join(scratch, 'deploy-'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  test('when a remote is deployed, then its build is published under its version with the version and git sha in its manifest', async () => {
    const run = await runCli('deploy', 'mf-board', '--prebuilt', fakeBuild('a'));
    assert.equal(run.code, 0, run.stderr);
    const record = deployment().remotes.mf_board;
    assert.match(record.version, /^0\.1\.0-[0-9a-f]{8}$/);
    const sha = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(record.gitSha, sha.stdout.trim());
    assert.deepEqual(record.history, [
      { version: record.version, deployedAt: record.deployedAt, action: 'deploy' },
    ]);
    const folder = path.join(deployDir, 'remotes/mf-board', record.version);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
    assert.deepEqual(manifest.metaData.buildInfo, {
      buildVersion: record.version,
      buildName: '@portal/mf-board',
      gitSha: record.gitSha,
    });
    assert.equal(readFileSync(path.join(folder, 'server/pages.js'), 'utf8'), 'server a');
    assert.match(run.stdout, new RegExp(`mf-board: ${record.version} published and live`));
  });

  test('when the same build is deployed again, then nothing is copied or recorded; a new build gets a new folder and the old one stays whole', async () => {
    const first = await deployed('a');
    const again = await runCli('deploy', 'mf_board', '--prebuilt', fakeBuild('a'));
    assert.match(again.stdout, /already live/);
    assert.equal(deployment().remotes.mf_board.history.length, 1);
    const second = await deployed('b');
    assert.notEqual(second, first);
    assert.deepEqual(versions(), [first, second].sort());
    assert.equal(
      readFileSync(path.join(deployDir, 'remotes/mf-board', first, '675.d947a286.js'), 'utf8'),
      'chunk a',
    );
  });

  test('when a remote is rolled back, then the previous live version is live again, or the one named', async () => {
    const a = await deployed('a');
    const b = await deployed('b');
    const c = await deployed('c');
    const back = await runCli('rollback', 'mf-board');
    assert.equal(back.code, 0, back.stderr);
    assert.equal(liveVersion(), b);
    assert.match(back.stdout, new RegExp(`rolled back to ${b} \\(was ${c}\\)`));
    assert.equal((await runCli('rollback', 'mf-board', a)).code, 0);
    const record = deployment().remotes.mf_board;
    assert.equal(record.version, a);
    assert.deepEqual(
      record.history.map((entry: { version: string; action: string }) => [entry.version, entry.action]),
      [
        [a, 'deploy'],
        [b, 'deploy'],
        [c, 'deploy'],
        [b, 'rollback'],
        [a, 'rollback'],
      ],
    );
    assert.deepEqual(versions(), [a, b, c].sort());
  });

  test('when versions are pruned, then only the last N made live stay, never the live one, and crashed copies go', async () => {
    const a = await deployed('a');
    const b = await deployed('b');
    const c = await deployed('c');
    await runCli('rollback', 'mf-board', a);
    const crashed = path.join(
      deployDir,
      'remotes/mf-board',
      `.tmp-${c}-${spawnSync(process.execPath, ['-e', '']).pid}`,
    );
    mkdirSync(crashed);
    const prune = await runCli('deploy', '--prune', 'mf-board', '--keep', '2');
    assert.equal(existsSync(crashed), false);
    assert.equal(prune.code, 0, prune.stderr);
    assert.deepEqual(versions(), [a, c].sort());
    assert.equal(liveVersion(), a);
    assert.equal((await runCli('deploy', '--prune', 'mf-board', '--keep', '1')).code, 0);
    assert.deepEqual(versions(), [a]);
    await refused('rollback', ['mf-board', b], /no version "0\.1\.0-[0-9a-f]{8}"/);
  });

  test('when the input is bad, then the command refuses with one line and nothing live changes', async () => {
    await refused('rollback', ['mf-board'], /deployment\.json is missing/);
    await refused('deploy', ['--prune', 'mf-board', '--keep', '2'], /deployment\.json is missing/);
    await deployed('a');
    await refused('deploy', ['mf-bord', '--prebuilt', fakeBuild('b')], /unknown remote "mf-bord"/);
    await refused('deploy', [], /unknown remote ""/);
    await refused(
      'deploy',
      ['mf-board', '--prebuilt', path.join(scratch, 'nothing')],
      /mf-board: cannot read the build/,
    );
    await refused('deploy', ['mf-board', '--prebuild', fakeBuild('b')], /unknown option --prebuild/);
    await refused('rollback', ['mf-board'], /no earlier version/);
    await refused('rollback', ['mf-info'], /mf-info has never been deployed/);
    await refused('rollback', ['mf-board', '../../etc'], /no version "\.\.\/\.\.\/etc"/);
    await refused('deploy', ['--prune', 'mf-board', '--keep', '0'], /--keep needs a whole number/);
    await refused('deploy', ['--prune', 'mf-board', '--keep', 'all'], /--keep needs a whole number/);

    writeFileSync(path.join(deployDir, 'deployment.json'), '{"remotes": {"mf_board": ');
    await refused('deploy', ['mf-board', '--prebuilt', fakeBuild('b')], /deployment\.json is not valid JSON/);
    writeFileSync(
      path.join(deployDir, 'deployment.json'),
      JSON.stringify({ remotes: { mf_board: { version: 3 } } }),
    );
    await refused('rollback', ['mf-board'], /deployment\.json is malformed at remotes\.mf_board\.version/);
    rmSync(path.join(deployDir, 'deployment.json'));
    await refused(
      'deploy',
      ['mf-board', '--prebuilt', fakeBuild('b')],
      /deployment\.json is missing; restore it/,
    );
    assert.equal(versions().length, 1);
  });

  test('when the build fails or the disk fills while publishing, then the live version and its folder are untouched', async () => {
    const live = await deployed('a');
    const ctx = { repoRoot, deployDir };
    await assert.rejects(
      deploy({ ...ctx, build: async () => false }, { remote: 'mf-board' }),
      new DeployError('mf-board: the build failed; nothing changed'),
    );
    let copied = 0;
    const diskFull = () => {
      if (++copied > 2) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    };
    await assert.rejects(
      deploy({ ...ctx, copyFile: diskFull }, { remote: 'mf-board', prebuilt: fakeBuild('b') }),
      /mf-board: could not publish 0\.1\.0-[0-9a-f]{8} \(ENOSPC\); nothing changed/,
    );
    assert.equal(liveVersion(), live);
    assert.deepEqual(readdirSync(path.join(deployDir, 'remotes/mf-board')), [live]);
    assert.deepEqual(readdirSync(path.join(deployDir, '.locks')), []);
  });

  test('when a deploy of the remote is running, then a second is refused; a lock left by a dead process does not block', async () => {
    await deployed('a');
    mkdirSync(path.join(deployDir, '.locks'), { recursive: true });
    const lock = path.join(deployDir, '.locks/mf-board.lock');
    writeFileSync(lock, String(process.pid)); // this test process is alive
    await refused(
      'deploy',
      ['mf-board', '--prebuilt', fakeBuild('b')],
      /another deploy \(pid \d+\) is running/,
    );
    await refused('rollback', ['mf-board'], /another deploy \(pid \d+\) is running/);
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lock, String(dead));
    const run = await runCli('deploy', 'mf-board', '--prebuilt', fakeBuild('b'));
    assert.equal(run.code, 0, run.stderr);
    assert.equal(existsSync(lock), false);
  });

  test('when two remotes deploy at once, then deployment.json keeps both', async () => {
    const runs = await Promise.all([
      runCli('deploy', 'mf-board', '--prebuilt', fakeBuild('a')),
      runCli('deploy', 'mf-info', '--prebuilt', fakeBuild('b')),
      runCli('deploy', 'mf-apply', '--prebuilt', fakeBuild('c')),
    ]);
    for (const run of runs) assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(Object.keys(deployment().remotes).sort(), ['mf_apply', 'mf_board', 'mf_info']);
    assert.deepEqual(readdirSync(path.join(deployDir, '.locks')), []);
  });
});
