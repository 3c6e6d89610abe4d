import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { LOCK_FILE } from '../src/db/data-dir-lock';
import { startApiProcess, waitHealthy, type ApiProcess } from './support/api-process';

describe('one process per PGlite data folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-lock-'));
  const started: ApiProcess[] = [];
  const start = async (script?: string, args?: string[], env: Record<string, string> = {}) => {
    const api = await startApiProcess({ DATA_DIR: dataDir, ...env }, script, args);
    started.push(api);
    return api;
  };
  after(async () => {
    await Promise.all(started.map((api) => api.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('when a second server or the admin command opens a held folder, then it refuses with one line naming the folder and the pid', async () => {
    const first = await start();
    await waitHealthy(first);
    assert.equal(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim(), String(first.child.pid));

    const second = await start();
    assert.equal(await second.exited, 1);
    const admin = await start('src/cli/admin.ts', ['create', 'second-admin'], {
      ADMIN_PASSWORD: 'another-password',
    });
    assert.equal(await admin.exited, 1);
    for (const refused of [second, admin]) {
      const lines = refused.output().trim().split('\n');
      assert.equal(lines.length, 1, refused.output());
      assert.ok(lines[0]!.includes(dataDir), lines[0]);
      assert.ok(lines[0]!.includes(`pid ${first.child.pid}`), lines[0]);
    }
    // the first one still serves
    assert.equal((await fetch(`${first.url}/readyz`)).status, 200);
  });

  test('when the holder is killed with SIGKILL, then its stale lock does not block the next start', async () => {
    const [first] = started;
    first!.child.kill('SIGKILL');
    await first!.exited;
    const next = await start();
    await waitHealthy(next);
    assert.equal(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim(), String(next.child.pid));
  });

  test('when the server stops cleanly, then the lock file is gone', async () => {
    const running = started.at(-1)!;
    await running.stop();
    assert.equal(running.child.exitCode, 0);
    assert.equal(existsSync(path.join(dataDir, LOCK_FILE)), false);
  });
});
