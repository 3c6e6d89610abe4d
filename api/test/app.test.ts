import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ConfigError, loadConfig } from '../src/config/config';
import { DatabaseError, openDatabase } from '../src/db/database';
import { createTestApp, migrationsFolder, type TestContext } from './support/test-app';

describe('the app frame', () => {
  let ctx: TestContext;
  let deployDir: string;
  before(async () => {
    deployDir = mkdtempSync(path.join(tmpdir(), 'portal-deploy-'));
    mkdirSync(path.join(deployDir, 'remotes/mf-board/0.1.0-1a2b3c4d'), { recursive: true });
    writeFileSync(path.join(deployDir, 'remotes/mf-board/0.1.0-1a2b3c4d/mf-manifest.json'), '{}');
    const deployedAt = '2026-11-23T10:00:00.000Z';
    const board = { version: '0.1.0-1a2b3c4d', gitSha: '46f67e5', deployedAt };
    writeFileSync(
      path.join(deployDir, 'deployment.json'),
      JSON.stringify({ remotes: { mf_board: { ...board, history: [{ ...board, action: 'deploy' }] } } }),
    );
    ctx = await createTestApp('pglite', {
      DEPLOY_DIR: deployDir,
      MF_ADMIN_URL: 'https://cdn.example.org/mf-admin/mf-manifest.json',
    });
  });
  after(async () => {
    await ctx.close();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('when /healthz is asked, then it answers 200', async () => {
    const res = await request(ctx.app).get('/healthz').expect(200);
    assert.deepEqual(res.body, { status: 'ok' });
  });

  test('when /mf-remotes.json is asked, then it names each live version, overrides and undeployed remotes, not cached', async () => {
    const res = await request(ctx.app).get('/mf-remotes.json').expect(200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const undeployed = (folder: string) => ({
      entry: `/remotes/${folder}/mf-manifest.json`,
      version: 'none',
      deployedAt: null,
    });
    assert.deepEqual(res.body, {
      mf_info: undeployed('mf-info'),
      mf_apply: undeployed('mf-apply'),
      mf_board: {
        entry: '/remotes/mf-board/0.1.0-1a2b3c4d/mf-manifest.json',
        version: '0.1.0-1a2b3c4d',
        deployedAt: '2026-11-23T10:00:00.000Z',
      },
      mf_admin: {
        entry: 'https://cdn.example.org/mf-admin/mf-manifest.json',
        version: 'external',
        deployedAt: null,
      },
    });
    const csp = (await request(ctx.app).get('/healthz')).headers['content-security-policy'];
    assert.match(csp ?? '', /script-src 'self' https:\/\/cdn\.example\.org/);
  });

  test('when any answer goes out, then it turns off the browser features the site never uses', async () => {
    for (const path of ['/healthz', '/portal/notice', '/api/nothing']) {
      const policy = (await request(ctx.app).get(path)).headers['permissions-policy'] ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        assert.ok(policy.split(', ').includes(feature), `${path} lacks ${feature}: ${policy}`);
    }
  });

  for (const path of ['/api/nothing', '/portal/nothing', '/user/nothing', '/nothing-at-all']) {
    test(`when ${path} is unknown, then 404 JSON`, async () => {
      const res = await request(ctx.app).get(path).expect(404);
      assert.equal(res.body.message, '요청하신 API를 찾을 수 없습니다.');
    });
  }

  test('when the JSON body is malformed, then 400 with a Korean message and no stack', async () => {
    const res = await request(ctx.app)
      .post('/portal/notice')
      .set('Content-Type', 'application/json')
      .send('{"title": ')
      .expect(400);
    assert.deepEqual(res.body, { message: '요청 본문이 올바른 JSON 형식이 아닙니다.' });
  });

  test('when the JSON body is over 1 MB, then 413', async () => {
    const res = await request(ctx.app)
      .post('/portal/notice')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(1_100_000) }))
      .expect(413);
    assert.equal(res.body.message, '요청 본문이 너무 큽니다.');
  });
});

describe('configuration and database at start', () => {
  test('when values are bad, then one line names each of them', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /PORT/.test(error.message) &&
        /DATABASE_URL: must start with postgres/.test(error.message) &&
        /JWT_SECRET: must be at least 32 characters/.test(error.message) &&
        !error.message.includes('\n'),
    );
  });

  test('when nothing is set, then the defaults hold', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, './data');
    assert.equal(config.databaseUrl, undefined);
  });

  test('when the PostgreSQL server cannot be reached, then opening fails with a clear error', async () => {
    await assert.rejects(
      openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', migrationsFolder }),
      (error: unknown) => error instanceof DatabaseError && /Cannot open the database/.test(error.message),
    );
  });
});
