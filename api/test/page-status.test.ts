import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import request from 'supertest';
import { routeTable } from '@portal/shared-types/site/routes';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { insertNotice } from '../src/board/board-repository';
import { createTestApp, engines, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const SHELL_PAGE = '<title>shell</title><div id="root"></div>';

for (const engine of engines()) {
  describe(`page statuses on ${engine}`, () => {
    let ctx: TestContext;
    let site: Express;
    let root: string;
    const ids: Record<string, number> = {};
    before(async () => {
      ctx = await createTestApp(engine);
      // a built shell without its server build: the plain page answers every page path
      root = mkdtempSync(path.join(tmpdir(), 'portal-status-'));
      mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
      writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), SHELL_PAGE);
      site = createApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        db: ctx.database.db,
        store: ctx.store,
        logger: pino({ level: 'silent' }),
        clock: ctx.clock,
        jwtSecret: TEST_JWT_SECRET,
        siteRoot: root,
      }).app;
      const auth = bearer(adminToken());
      ids.notice = await insertNotice(ctx.database.db, {
        title: '공지',
        content: '<p>본문</p>',
        topFixed: false,
      });
      ids.resource = (
        await request(site)
          .post('/portal/resource')
          .set('Authorization', auth)
          .field('resource', JSON.stringify({ title: '자료', content: '<p>자료</p>' }))
          .expect(201)
      ).body.id;
      ids.round = (
        await request(site)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title: '1차 모집',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-05-01T00:00:00+09:00',
            endTs: '2026-05-20T00:00:00+09:00',
          })
          .expect(201)
      ).body.id;
      ids.popup = (
        await request(site)
          .post('/api/portal/popup')
          .set('Authorization', auth)
          .field(
            'popup',
            JSON.stringify({ title: '안내', content: '', startTs: '2026-07-01', endTs: '2026-07-10' }),
          )
          .expect(201)
      ).body.id;
    });
    after(async () => {
      rmSync(root, { recursive: true, force: true });
      await ctx.close();
    });

    // an existing item for every page that shows one
    const itemOf: Record<string, string> = {
      noticeDetail: 'notice',
      resourceDetail: 'resource',
      roundDraw: 'round',
      popup: 'popup',
      applicationEdit: 'round',
      roundEdit: 'round',
      roundReview: 'round',
      noticeEdit: 'notice',
      resourceEdit: 'resource',
      popupEdit: 'popup',
    };

    test('when every route of the route table is asked, then each answers 200 with the page', async () => {
      for (const entry of routeTable) {
        const item = itemOf[entry.key];
        assert.ok(!entry.path.includes(':id') || item, `${entry.key} names its item in this test`);
        const address = item ? entry.path.replace(':id', String(ids[item])) : entry.path;
        const res = await request(site).get(address).expect(200);
        assert.equal(res.text, SHELL_PAGE, address);
      }
      await request(site).get('/login').expect(200);
      await request(site).get('/notice?page=2&keyword=%EA%B3%B5').expect(200);
      await request(site).get('/notice/').expect(200);
    });

    for (const unknown of ['/package.json', '/no-such-page', '/notice/detail', '/admin/nothing', '/.env']) {
      test(`when the unknown path ${unknown} is asked, then 404 with the page (the shell shows its not-found page)`, async () => {
        const res = await request(site).get(unknown).expect(404);
        assert.equal(res.text, SHELL_PAGE);
        assert.match(res.headers['content-type'] ?? '', /text\/html/);
      });
    }

    test('when an unknown notice, resource, round or popup, or an id that is no id, is asked on its page, then 404', async () => {
      for (const address of [
        '/notice/detail/999999',
        '/resources/detail/999999',
        '/apply/draw/999999',
        '/popup/999999',
        '/notice/detail/abc',
        '/notice/detail/0',
      ])
        assert.equal((await request(site).get(address)).status, 404, address);
    });

    test('when a notice is deleted, then its page answers 404 from then on', async () => {
      const id = await insertNotice(ctx.database.db, { title: '지울 공지', content: '', topFixed: false });
      await request(site).get(`/notice/detail/${id}`).expect(200);
      await request(site)
        .delete(`/portal/admin/notice/${id}`)
        .set('Authorization', bearer(adminToken()))
        .expect(204);
      await request(site).get(`/notice/detail/${id}`).expect(404);
    });
  });
}
