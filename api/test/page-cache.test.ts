import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { Express, Request } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { createApp } from '../src/app';
import { createPublicCache, type PublicCache } from '../src/cache/public-cache';
import { sharedDomainVersions } from '../src/cache/domain-versions';
import { nextSeoulMidnight } from '../src/cache/page-cache';
import { loadConfig } from '../src/config/config';
import { connectRedis, type Redis } from '../src/limits/redis-client';
import { listNotices } from '../src/board/board-repository';
import { openRounds } from '../src/rounds/rounds-repository';
import type { Db } from '../src/db/database';
import type { Clock } from '../src/time/clock';
import type { Deployment, LiveRemote } from '../src/site/deployment';
import { createTestApp, engines, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

/** A stand-in for the server render: the notices' titles (on /apply the open rounds') as the page, and a count of renders. */
function countingRenderer(db: Db, clock: Clock) {
  const rendered: string[] = [];
  return {
    rendered,
    render: async (req: Request) => {
      rendered.push(req.originalUrl);
      // /apply shows the open rounds, as the real render reads them; the other pages the notices
      const titles = (req.path === '/apply' ? await openRounds(db, clock.now()) : await listNotices(db))
        .map((item) => item.title)
        .join(', ');
      return {
        status: 200,
        html: `<!doctype html><title>page</title><p>${titles}</p>${'<i></i>'.repeat(400)}`,
      };
    },
  };
}

function siteRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-pages-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<title>shell</title>');
  return root;
}

function siteApp(
  ctx: TestContext,
  root: string,
  render: (req: Request) => Promise<{ status: number; html: string }>,
  extra: { redis?: Redis; cache?: PublicCache; clock?: Clock; deployment?: Deployment } = {},
) {
  return createApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    db: ctx.database.db,
    store: ctx.store,
    logger: pino({ level: 'silent' }),
    clock: extra.clock ?? ctx.clock,
    jwtSecret: TEST_JWT_SECRET,
    siteRoot: root,
    pageRenderer: render,
    ...(extra.redis ? { redis: extra.redis } : {}),
    ...(extra.cache ? { cache: extra.cache } : {}),
    ...(extra.deployment ? { deployment: extra.deployment } : {}),
  }).app;
}

/** A round open now; removed by `closeRound` so that the other tests see none. */
async function openRound(app: Express, now: number, title: string) {
  const input = {
    title,
    description: '',
    subscriptionType: ['GENERAL-15'],
    startTs: new Date(now - 3_600_000).toISOString(),
    endTs: new Date(now + 7 * 86_400_000).toISOString(),
  };
  const created = await request(app)
    .post('/portal/admin/subscription')
    .set('Authorization', bearer(adminToken()))
    .send(input)
    .expect(201);
  return { id: (created.body as { id: number }).id, input };
}

/** Removes the round (it has no applications), so that the next test may open another. */
const closeRound = (app: Express, round: Awaited<ReturnType<typeof openRound>>) =>
  request(app)
    .delete(`/portal/admin/subscription/${round.id}`)
    .set('Authorization', bearer(adminToken()))
    .expect((res) => assert.ok(res.status < 300, `${res.status} ${res.text}`));

const writeNotice = (app: Express, title: string) =>
  request(app)
    .post('/portal/admin/notice')
    .set('Authorization', bearer(adminToken()))
    .field('notice', JSON.stringify({ title, content: '<p>본문</p>' }))
    .expect(201);

for (const engine of engines()) {
  describe(`public pages from cache on ${engine}`, () => {
    let ctx: TestContext;
    let root: string;
    let app: Express;
    let renderer: ReturnType<typeof countingRenderer>;
    before(async () => {
      ctx = await createTestApp(engine);
      root = siteRoot();
    });
    beforeEach(() => {
      renderer = countingRenderer(ctx.database.db, ctx.clock);
      app = siteApp(ctx, root, renderer.render);
    });
    after(async () => {
      rmSync(root, { recursive: true, force: true });
      await ctx.close();
    });

    test('when a public page is asked again, then it is rendered once and served compressed with its ETag, 304 when unchanged', async () => {
      const first = await request(app).get('/notice').set('Accept-Encoding', 'br');
      const second = await request(app).get('/notice').set('Accept-Encoding', 'br');
      assert.deepEqual(renderer.rendered, ['/notice']);
      assert.equal(second.status, 200);
      assert.equal(second.headers['content-encoding'], 'br');
      assert.equal(second.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(second.headers['cache-control'], 'private, no-cache');
      // a stored page is a document: it carries the document headers as a fresh one does
      for (const page of [first, second]) {
        assert.match(page.headers['content-security-policy'] ?? '', /default-src 'self'/);
        assert.match(page.headers['permissions-policy'] ?? '', /camera=\(\)/);
        assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin-allow-popups');
        assert.equal(page.headers['x-content-type-options'], 'nosniff');
      }
      assert.match(second.headers.etag ?? '', /^W\/"/);
      assert.equal(second.headers.etag, first.headers.etag);
      const plain = await request(app).get('/notice').set('Accept-Encoding', 'identity').expect(200);
      assert.match(plain.text, /<title>page<\/title>/);
      await request(app).get('/notice').set('If-None-Match', second.headers.etag!).expect(304);
      assert.equal(renderer.rendered.length, 1);
      // another query is another page
      await request(app).get('/notice?page=2').expect(200);
      await request(app).get('/notice?page=2').expect(200);
      assert.deepEqual(renderer.rendered, ['/notice', '/notice?page=2']);
    });

    test('when an admin writes, then the next request renders the page again and shows the change', async () => {
      await request(app).get('/').expect(200);
      await writeNotice(app, '새 공지 하나');
      const res = await request(app).get('/').expect(200);
      assert.match(res.text, /새 공지 하나/);
      await request(app).get('/').expect(200);
      assert.deepEqual(renderer.rendered, ['/', '/']);
    });

    test('when pages with personal or admin data, or the apply side past /apply, are asked, then they are rendered every time', async () => {
      for (const url of ['/inquiry', '/apply/receipt', '/apply/edit/1', '/admin/audit', '/apply/draw/1']) {
        await request(app).get(url);
        await request(app).get(url);
        assert.equal(renderer.rendered.filter((one) => one === url).length, 2, url);
      }
      // nor an unknown page (404)
      await request(app).get('/no-such-page').expect(404);
      await request(app).get('/no-such-page').expect(404);
      assert.equal(renderer.rendered.filter((one) => one === '/no-such-page').length, 2);
    });

    test('when another version of a remote goes live, then stored pages are rendered again (within a second)', async () => {
      let version = '1.0.0';
      const deployment: Deployment = {
        live: () =>
          Object.fromEntries(
            ['mf_info', 'mf_apply', 'mf_board', 'mf_admin'].map((name) => [
              name,
              { entry: `/remotes/${name}/${version}/mf-manifest.json`, version, deployedAt: null, dir: null },
            ]),
          ) as unknown as Record<string, LiveRemote> as ReturnType<Deployment['live']>,
      };
      const deployed = siteApp(ctx, root, renderer.render, { deployment });
      await request(deployed).get('/map').expect(200);
      await request(deployed).get('/map').expect(200);
      assert.equal(renderer.rendered.length, 1);
      version = '1.0.1';
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await request(deployed).get('/map').expect(200);
      assert.equal(renderer.rendered.length, 2);
    });

    test('when a verified applicant and an anonymous visitor ask /apply, then both get the same stored bytes, with nothing of the applicant in them', async () => {
      const opened = await openRound(app, ctx.clock.now().getTime(), '열린 신청 회차');
      const applicant = { name: '김신청', phone: '01098765432' };
      const verified = await request(app)
        .get('/apply')
        .set(VERIFICATION_HEADER, verificationToken(applicant.name, applicant.phone, ctx.clock.now()))
        .set('Authorization', bearer(verificationToken(applicant.name, applicant.phone, ctx.clock.now())))
        .set('Cookie', `applicant=${applicant.phone}`)
        .set('Accept-Encoding', 'identity')
        .expect(200);
      const anonymous = await request(app).get('/apply').set('Accept-Encoding', 'identity').expect(200);
      assert.equal(anonymous.text, verified.text);
      assert.equal(anonymous.headers.etag, verified.headers.etag);
      assert.match(anonymous.text, /열린 신청 회차/);
      for (const personal of [applicant.name, applicant.phone, '010-9876-5432'])
        assert.equal(anonymous.text.includes(personal), false, personal);
      assert.deepEqual(
        renderer.rendered.filter((url) => url === '/apply'),
        ['/apply'],
      );
      await closeRound(app, opened);
    });

    test('when an admin edits the open round, then the next /apply is rendered again and shows the change', async () => {
      const opened = await openRound(app, ctx.clock.now().getTime(), '고치기 전 회차');
      const before = await request(app).get('/apply').expect(200);
      await request(app).get('/apply').expect(200);
      assert.match(before.text, /고치기 전 회차/);
      await request(app)
        .put(`/portal/admin/subscription/${opened.id}`)
        .set('Authorization', bearer(adminToken()))
        .send({ ...opened.input, title: '고친 뒤 회차' })
        .expect(200);
      const after = await request(app).get('/apply').expect(200);
      assert.match(after.text, /고친 뒤 회차/);
      assert.notEqual(after.headers.etag, before.headers.etag);
      assert.equal(renderer.rendered.filter((url) => url === '/apply').length, 2);
      await closeRound(app, opened);
    });

    test('when a round opens or midnight passes in Seoul, then the page is rendered again', async () => {
      const now = ctx.clock.now().getTime();
      await request(app)
        .post('/portal/admin/subscription')
        .set('Authorization', bearer(adminToken()))
        .send({
          title: '곧 열리는 회차',
          subscriptionType: ['GENERAL-15'],
          startTs: new Date(now + 60_000).toISOString(),
          endTs: new Date(now + 7 * 86_400_000).toISOString(),
        })
        .expect(201);
      await request(app).get('/guide').expect(200);
      await request(app).get('/guide').expect(200);
      ctx.clock.set(new Date(now + 61_000));
      await request(app).get('/guide').expect(200);
      assert.deepEqual(renderer.rendered, ['/guide', '/guide']);
      ctx.clock.set(new Date(nextSeoulMidnight(now + 61_000) + 1000));
      await request(app).get('/guide').expect(200);
      assert.equal(renderer.rendered.length, 3);
      ctx.clock.set(new Date(now));
    });
  });
}

describe('public pages from cache across replicas', () => {
  let ctx: TestContext;
  let root: string;
  const redises: Redis[] = [];
  const listeners: { close(): void }[] = [];
  before(async () => {
    ctx = await createTestApp('pglite');
    root = siteRoot();
  });
  after(async () => {
    for (const listener of listeners) listener.close();
    for (const redis of redises) await redis.quit();
    rmSync(root, { recursive: true, force: true });
    await ctx.close();
  });

  test("when one replica writes, then the other's stored page is rendered again (through Redis)", async () => {
    const prefix = `portal-test-${Date.now()}-${Math.random().toString(36).slice(2)}:`;
    const replica = async () => {
      const redis = connectRedis('redis://127.0.0.1:6379', pino({ level: 'silent' }));
      redises.push(redis);
      const versions = sharedDomainVersions(redis, prefix, pino({ level: 'silent' }));
      listeners.push(versions);
      await versions.ready;
      const cache = createPublicCache({ clock: ctx.clock, versions, maxAgeMs: 10_000 });
      const renderer = countingRenderer(ctx.database.db, ctx.clock);
      return { renderer, app: siteApp(ctx, root, renderer.render, { redis, cache }) };
    };
    const [a, b] = [await replica(), await replica()];
    await request(b.app).get('/notice').expect(200);
    await request(b.app).get('/notice').expect(200);
    assert.equal(b.renderer.rendered.length, 1);
    await writeNotice(a.app, '다른 서버의 공지');
    // the message crosses Redis: wait for it, a few ms
    let res = await request(b.app).get('/notice');
    for (let tries = 0; !/다른 서버의 공지/.test(res.text) && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      res = await request(b.app).get('/notice');
    }
    assert.match(res.text, /다른 서버의 공지/);
  });
});
