import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { noticeCalls, resourceCalls } from '@portal/shared-types/http/calls/board';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { roundListItemSchema } from '@portal/shared-types/rounds/rounds.schema';
import { subscriptionRounds } from '../src/db/schema';
import { saveDraw } from '../src/draw/draw-repository';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

/** A body of about 300 KB, as an operator pasting a whole announcement with its tables makes. */
const LONG_BODY = `<p>${'청약 자격과 공급 일정을 안내합니다. '.repeat(6_000)}</p>`;

const bytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body));

for (const engine of engines()) {
  describe(`list summaries on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    const post = (path: string, part: 'notice' | 'resource', fields: object, file?: string) => {
      const req = request(ctx.app).post(path).set('Authorization', auth).field(part, JSON.stringify(fields));
      return (file ? req.attach('files', Buffer.from('%PDF-1.4 test'), file) : req).expect(201);
    };
    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-03-10T00:00:00+09:00'));
      await post('/portal/admin/notice', 'notice', {
        title: '고정 공지',
        content: '<p>짧은 본문</p>',
        topFixed: true,
      });
      await post(
        '/portal/admin/notice',
        'notice',
        { title: '첨부 공지', content: '<p>본문</p>' },
        '공고문.pdf',
      );
      await post('/portal/admin/notice', 'notice', { title: '긴 공지', content: LONG_BODY });
      await post('/portal/resource', 'resource', { title: '평면도', content: LONG_BODY }, '평면도.pdf');
      await post('/portal/resource', 'resource', { title: '안내서', content: '<p>안내</p>' });
      for (const [title, startTs, endTs] of [
        ['0차 모집', '2026-02-01T09:00:00+09:00', '2026-02-10T18:00:00+09:00'],
        ['1차 모집', '2026-03-01T09:00:00+09:00', '2026-03-20T18:00:00+09:00'],
        ['2차 모집', '2026-04-01T09:00:00+09:00', '2026-04-20T18:00:00+09:00'],
      ])
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({ title, description: LONG_BODY, subscriptionType: ['GENERAL-15'], startTs, endTs })
          .expect(201);
      // the first round's winners were drawn (the draw's own story is in draw.test.ts)
      const [first] = await ctx.database.db
        .select({ id: subscriptionRounds.id })
        .from(subscriptionRounds)
        .where(eq(subscriptionRounds.title, '0차 모집'));
      await saveDraw(ctx.database.db, first!.id, { drawnAt: new Date('2026-02-12T14:00:00+09:00') });
    });
    after(() => ctx.close());

    test('when a page of notice summaries is asked for, then it is the page of notices without bodies, with whether each has files', async () => {
      const full = await request(ctx.app).get('/api/notices?page=0&size=10').expect(200);
      const res = await request(ctx.app).get('/api/notices/summaries?page=0&size=10').expect(200);
      const page = noticeCalls.summaryPage.response.parse(res.body);
      assert.deepEqual(
        page.content.map(({ title, topFixed, hasFiles }) => ({ title, topFixed, hasFiles })),
        [
          { title: '긴 공지', topFixed: false, hasFiles: false },
          { title: '첨부 공지', topFixed: false, hasFiles: true },
          { title: '고정 공지', topFixed: true, hasFiles: false },
        ],
      );
      const { content, ...shape } = full.body;
      assert.deepEqual({ ...page, content: undefined }, { ...shape, content: undefined });
      assert.deepEqual(
        page.content.map(({ id, createdAt }) => ({ id, createdAt })),
        content.map(({ id, createdAt }: { id: number; createdAt: string }) => ({ id, createdAt })),
      );
      for (const summary of res.body.content)
        assert.deepEqual(Object.keys(summary).sort(), ['createdAt', 'hasFiles', 'id', 'title', 'topFixed']);
      // the 300 KB body is in the full page only
      assert.ok(bytes(full.body) > 300_000);
      assert.ok(bytes(res.body) < 1_000, `${bytes(res.body)} bytes`);
    });

    test('when notice summaries are filtered and searched, then they follow the page query of /api/notices', async () => {
      const pinned = await request(ctx.app)
        .get('/api/notices/summaries?page=0&size=5&topFixed=true')
        .expect(200);
      assert.deepEqual(
        pinned.body.content.map((notice: { title: string }) => notice.title),
        ['고정 공지'],
      );
      const found = await request(ctx.app)
        .get('/api/notices/summaries')
        .query({ page: 0, size: 5, field: 'content', keyword: '공급 일정' })
        .expect(200);
      assert.deepEqual(
        found.body.content.map((notice: { title: string }) => notice.title),
        ['긴 공지'],
      );
      const bad = await request(ctx.app).get('/api/notices/summaries?size=500').expect(400);
      assert.equal(bad.body.message, 'size는 1에서 100 사이의 정수여야 합니다.');
    });

    test('when a notice is written, then the summaries answer it at once (the cached answer is dropped)', async () => {
      await request(ctx.app).get('/api/notices/summaries?page=0&size=1').expect(200);
      await post('/portal/admin/notice', 'notice', { title: '새 공지', content: '<p>새 본문</p>' });
      const res = await request(ctx.app).get('/api/notices/summaries?page=0&size=1').expect(200);
      assert.equal(res.body.content[0].title, '새 공지');
    });

    test('when a page of resource summaries is asked for, then it holds titles, dates and whether each has files, no body', async () => {
      const res = await request(ctx.app).get('/api/resources/summaries?page=0&size=5').expect(200);
      const page = resourceCalls.summaryPage.response.parse(res.body);
      assert.deepEqual(
        page.content.map(({ title, hasFiles }) => ({ title, hasFiles })),
        [
          { title: '안내서', hasFiles: false },
          { title: '평면도', hasFiles: true },
        ],
      );
      assert.equal(page.totalElements, 2);
      assert.equal(JSON.stringify(res.body).includes('content":"'), false);
      assert.ok(bytes(res.body) < 1_000);
    });

    test('when round summaries are asked for, then every round comes as in the list, without its description, with when it was drawn', async () => {
      const full = await request(ctx.app).get('/portal/subscription').expect(200);
      const res = await request(ctx.app).get('/api/rounds/summaries').expect(200);
      const summaries = z.array(roundListItemSchema.strict()).parse(res.body);
      const drawnAt = (title: string) =>
        title === '0차 모집' ? new Date('2026-02-12T14:00:00+09:00').toISOString() : null;
      assert.deepEqual(
        summaries,
        full.body.map(({ description: _description, ...round }: { description: string; title: string }) => ({
          ...round,
          drawnAt: drawnAt(round.title),
        })),
      );
      assert.deepEqual(
        summaries.map((round) => round.title),
        ['2차 모집', '1차 모집', '0차 모집'],
      );
      assert.ok(bytes(res.body) < 1_000);
    });

    test('when the open rounds are asked for as summaries, then the open one comes without its description, and 204 when none', async () => {
      const res = await request(ctx.app).get('/api/rounds/summaries/open').expect(200);
      const open = roundCalls.openSummaries.response.parse(res.body);
      assert.deepEqual(
        open.map((round) => round.title),
        ['1차 모집'],
      );
      assert.equal('description' in res.body[0], false);
      ctx.clock.set(new Date('2026-03-25T00:00:00+09:00'));
      await request(ctx.app).get('/api/rounds/summaries/open').expect(204);
      ctx.clock.set(new Date('2026-03-10T00:00:00+09:00'));
    });
  });
}
