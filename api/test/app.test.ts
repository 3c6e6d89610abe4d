import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { ConfigError, loadConfig } from '../src/config/config';
import { DatabaseError, openDatabase } from '../src/db/database';
import { createTestApp, migrationsFolder, type TestContext } from './support/test-app';

describe('the app frame', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestApp('pglite', {
      MF_ADMIN_URL: 'https://cdn.example.org/mf-admin/mf-manifest.json',
    });
  });
  after(() => ctx.close());

  test('when /healthz is asked, then it answers 200', async () => {
    const res = await request(ctx.app).get('/healthz').expect(200);
    assert.deepEqual(res.body, { status: 'ok' });
  });

  test('when /mf-remotes.json is asked, then it lists every remote from configuration, not cached', async () => {
    const res = await request(ctx.app).get('/mf-remotes.json').expect(200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(res.body, {
      mf_info: '/remotes/mf-info/mf-manifest.json',
      mf_apply: '/remotes/mf-apply/mf-manifest.json',
      mf_board: '/remotes/mf-board/mf-manifest.json',
      mf_admin: 'https://cdn.example.org/mf-admin/mf-manifest.json',
    });
    const csp = (await request(ctx.app).get('/healthz')).headers['content-security-policy'];
    assert.match(csp ?? '', /script-src 'self' https:\/\/cdn\.example\.org/);
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
