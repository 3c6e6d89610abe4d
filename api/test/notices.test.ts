import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { notices } from '../src/db/schema';
import { insertNotice } from '../src/board/board-repository';
import { createTestApp, engines, type TestContext } from './support/test-app';

for (const engine of engines()) {
  describe(`notices on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
      // 7 notices: ids 1..7, of which 2 and 5 are pinned.
      for (let i = 1; i <= 7; i++) {
        await insertNotice(ctx.database.db, {
          title: i === 3 ? '소득 기준 ANNOUNCEMENT 50%_off' : `공지 ${i}`,
          content: i === 4 ? '<p>모델하우스 Visit 안내</p>' : `<p>내용 ${i}</p>`,
          topFixed: i === 2 || i === 5,
        });
      }
    });
    after(() => ctx.close());

    test('when the list is asked for, then pinned notices come first and each group is id descending', async () => {
      const res = await request(ctx.app).get('/portal/notice').expect(200);
      assert.deepEqual(
        res.body.map((notice: { id: number }) => notice.id),
        [5, 2, 7, 6, 4, 3, 1],
      );
      assert.equal(res.body[0].topFixed, true);
      assert.deepEqual(res.body[0].fileUrl, {});
      assert.match(res.body[0].createdAt, /^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:\d{2})$/);
    });

    test('when one notice is asked for, then it answers it, and 404 JSON for an unknown id', async () => {
      const res = await request(ctx.app).get('/portal/notice/3').expect(200);
      assert.equal(res.body.title, '소득 기준 ANNOUNCEMENT 50%_off');
      const missing = await request(ctx.app).get('/portal/notice/999').expect(404);
      assert.equal(missing.body.message, '요청하신 항목을 찾을 수 없습니다.');
    });

    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      test(`when the id is ${bad}, then 400 with a Korean message`, async () => {
        const res = await request(ctx.app).get(`/portal/notice/${bad}`).expect(400);
        assert.equal(res.body.message, 'id는 양의 정수여야 합니다.');
      });
    }

    test('when a page is asked for, then it has the contract shape, id descending', async () => {
      const res = await request(ctx.app).get('/api/notices?page=0&size=3').expect(200);
      assert.deepEqual(
        res.body.content.map((notice: { id: number }) => notice.id),
        [7, 6, 5],
      );
      assert.deepEqual(
        {
          last: res.body.last,
          totalElements: res.body.totalElements,
          totalPages: res.body.totalPages,
          number: res.body.number,
          size: res.body.size,
        },
        { last: false, totalElements: 7, totalPages: 3, number: 0, size: 3 },
      );
      const lastPage = await request(ctx.app).get('/api/notices?page=2&size=3').expect(200);
      assert.equal(lastPage.body.last, true);
      assert.deepEqual(
        lastPage.body.content.map((notice: { id: number }) => notice.id),
        [1],
      );
    });

    test('when filtered by topFixed, then only pinned or only unpinned notices come back', async () => {
      const pinned = await request(ctx.app).get('/api/notices?page=0&size=100&topFixed=true').expect(200);
      assert.deepEqual(
        pinned.body.content.map((notice: { id: number }) => notice.id),
        [5, 2],
      );
      assert.equal(pinned.body.last, true);
      const others = await request(ctx.app).get('/api/notices?page=0&size=100&topFixed=false').expect(200);
      assert.equal(others.body.totalElements, 5);
    });

    test('when searching, then the match is a case-insensitive contains on the chosen field, wildcards literal', async () => {
      const byTitle = await request(ctx.app)
        .get('/api/notices')
        .query({ field: 'title', keyword: 'announcement' })
        .expect(200);
      assert.deepEqual(
        byTitle.body.content.map((notice: { id: number }) => notice.id),
        [3],
      );
      const byContent = await request(ctx.app)
        .get('/api/notices')
        .query({ field: 'content', keyword: 'VISIT' })
        .expect(200);
      assert.deepEqual(
        byContent.body.content.map((notice: { id: number }) => notice.id),
        [4],
      );
      const literalPercent = await request(ctx.app)
        .get('/api/notices')
        .query({ field: 'title', keyword: '50%_' })
        .expect(200);
      assert.deepEqual(
        literalPercent.body.content.map((notice: { id: number }) => notice.id),
        [3],
      );
      const wildcard = await request(ctx.app)
        .get('/api/notices')
        .query({ field: 'title', keyword: '%' })
        .expect(200);
      assert.deepEqual(
        wildcard.body.content.map((notice: { id: number }) => notice.id),
        [3],
      );
    });

    for (const [query, message] of [
      ['page=-1', 'page는 0 이상의 정수여야 합니다.'],
      ['page=x', 'page는 0 이상의 정수여야 합니다.'],
      ['size=0', 'size는 1에서 100 사이의 정수여야 합니다.'],
      ['size=101', 'size는 1에서 100 사이의 정수여야 합니다.'],
      ['field=author&keyword=a', '검색 항목은 title 또는 content여야 합니다.'],
      ['topFixed=yes', 'topFixed는 true 또는 false여야 합니다.'],
    ] as const) {
      test(`when the page query is ${query}, then 400 with a Korean message`, async () => {
        const res = await request(ctx.app).get(`/api/notices?${query}`).expect(400);
        assert.equal(res.body.message, message);
      });
    }

    test('when searching content, then the text is searched, not the markup (span, png, style names)', async () => {
      const id = await insertNotice(ctx.database.db, {
        title: '마크업 공지',
        content:
          '<p><span style="font-size:20px">분양</span> 일정<img src="data:image/png;base64,iVBORw0KGgo=" alt="배치도"></p>',
        topFixed: false,
      });
      try {
        const search = async (keyword: string) =>
          (
            await request(ctx.app).get('/api/notices').query({ field: 'content', keyword }).expect(200)
          ).body.content.map((notice: { id: number }) => notice.id);
        for (const markup of ['span', 'png', 'font-size', 'base64', 'src=']) {
          assert.deepEqual(await search(markup), [], markup);
        }
        assert.deepEqual(await search('분양 일정'), [id]);
      } finally {
        await ctx.database.db.delete(notices).where(eq(notices.id, id));
      }
    });
  });
}
