import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { engines, migrationsFolder } from './support/test-app';
import { startApiProcess, waitHealthy, type ApiProcess } from './support/api-process';

// Migrations are PostgreSQL's concern only: PGlite is one process per folder (data-dir-lock.test.ts).
for (const engine of engines().filter((name) => name === 'postgres')) {
  describe(`migrations on ${engine}`, () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'portal-migrate-')));
    const started: ApiProcess[] = [];
    const sql = async (text: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    before(() => sql(`create database ${name}`));
    after(async () => {
      await Promise.all(started.map((api) => api.stop()));
      await sql(`drop database if exists ${name} with (force)`);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    test('when four connections migrate one empty database at once, then all of them open it', async () => {
      const raced = new URL(url);
      raced.pathname = `/${name}_raced`;
      await sql(`create database ${name}_raced`);
      try {
        const opened = await Promise.allSettled(
          [0, 1, 2, 3].map(() => openDatabase({ databaseUrl: raced.toString(), migrationsFolder })),
        );
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        assert.deepEqual(
          opened.map((result) => (result.status === 'fulfilled' ? 'opened' : String(result.reason))),
          ['opened', 'opened', 'opened', 'opened'],
        );
      } finally {
        await sql(`drop database if exists ${name}_raced with (force)`);
      }
    });

    test('when two API processes start at once on one empty database, then both become healthy and it is seeded once', async () => {
      // each its own DATA_DIR: the uploads folder is not what is under test
      started.push(
        ...(await Promise.all(
          dirs.map((dir) =>
            startApiProcess({ DATA_DIR: dir, DATABASE_URL: url.toString(), SEED_DEMO: 'true' }),
          ),
        )),
      );
      await Promise.all(started.map((api) => waitHealthy(api)));
      const lists: { title: string }[][] = [];
      for (const api of started) {
        const res = await fetch(`${api.url}/portal/notice`);
        assert.equal(res.status, 200);
        lists.push((await res.json()) as { title: string }[]);
      }
      const titles = lists[0]!.map((notice) => notice.title);
      assert.ok(titles.length > 0);
      assert.equal(new Set(titles).size, titles.length, 'the demo notices are there once, not twice');
      assert.deepEqual(lists[1], lists[0]);
    });
  });
}
