import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import request from 'supertest';
import { ConfigError, loadConfig } from '../src/config/config';
import { securityHeadersOf } from '../src/http/security-headers';
import { DatabaseError, openDatabase } from '../src/db/database';
import { createTestApp, migrationsFolder, type TestContext } from './support/test-app';

/** The headers a document gets under this configuration (the pages themselves: page-cache.test.ts). */
function documentHeaders(env: Record<string, string>) {
  const headers = new Map<string, unknown>();
  securityHeadersOf(loadConfig({ NODE_ENV: 'test', ...env })).document({
    hasHeader: (name: string) => headers.has(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
  } as unknown as ServerResponse);
  return headers;
}

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
    const csp = documentHeaders({ MF_ADMIN_URL: 'https://cdn.example.org/mf-admin/mf-manifest.json' }).get(
      'content-security-policy',
    );
    assert.match(String(csp), /script-src 'self' https:\/\/cdn\.example\.org/);
  });

  test('when a document goes out, then it frames nowhere and turns off the browser features the site never uses', async () => {
    const headers = documentHeaders({});
    const policy = String(headers.get('permissions-policy'));
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      assert.ok(policy.split(', ').includes(feature), `a document lacks ${feature}: ${policy}`);
    assert.equal(headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups');
  });

  test('when a JSON answer goes out, fresh, from the cache or an error, then it carries no document headers but keeps nosniff and the resource policy', async () => {
    for (const path of ['/healthz', '/portal/notice', '/portal/notice', '/api/nothing']) {
      const res = await request(ctx.app).get(path);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/, path);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', path);
      assert.match(res.headers['strict-transport-security'] ?? '', /max-age=/, path);
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
        'referrer-policy',
        'x-powered-by',
      ])
        assert.equal(res.headers[name], undefined, `${path} carries ${name}`);
    }
  });

  test('when a script, a style, a font or a raster image goes out, then no document headers, but an SVG, a PDF or an unknown file is a document', async () => {
    const headers = securityHeadersOf(loadConfig({ NODE_ENV: 'test' }));
    const site = express();
    site.use(headers.middleware);
    site.get('/file', (req, res) => void res.type(String(req.query.type)).send('x'));
    const documentOnly = [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'referrer-policy',
    ];
    for (const type of [
      'text/javascript',
      'application/javascript',
      'text/css',
      'font/woff2',
      'image/png',
      'image/webp',
    ]) {
      const res = await request(site).get('/file').query({ type });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', type);
      assert.equal(res.headers['cross-origin-resource-policy'], 'same-origin', type);
      for (const name of documentOnly) assert.equal(res.headers[name], undefined, `${type} carries ${name}`);
    }
    for (const type of [
      'text/html',
      'image/svg+xml',
      'application/pdf',
      'application/octet-stream',
      'text/plain',
    ]) {
      const res = await request(site).get('/file').query({ type });
      for (const name of documentOnly) assert.ok(res.headers[name], `${type} lacks ${name}`);
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
