import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { noticeDetailSchema } from '@portal/shared-types/board/notices.schema';
import { resourceDetailSchema } from '@portal/shared-types/board/resources.schema';
import { insertNotice } from '../src/board/board-repository';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

type Neighbour = { id: number; title: string } | null;
const ids = (body: { prev: Neighbour; next: Neighbour }) => [body.prev?.id ?? null, body.next?.id ?? null];

// A detail answer lists its files with their sizes and links the posts beside it.
for (const engine of engines()) {
  describe(`notice and resource details on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      // ids 1..5, of which 2 and 4 are pinned: the board lists 4, 2, 5, 3, 1
      for (let i = 1; i <= 5; i++)
        await insertNotice(ctx.database.db, {
          title: `공지 ${i}`,
          content: '',
          topFixed: i === 2 || i === 4,
        });
    });
    after(() => ctx.close());

    test('when a notice is asked for, then prev and next follow the list order, pinned first, null at the ends', async () => {
      const expected: Record<number, (number | null)[]> = {
        4: [null, 2],
        2: [4, 5],
        5: [2, 3],
        3: [5, 1],
        1: [3, null],
      };
      for (const [id, neighbours] of Object.entries(expected)) {
        const res = await request(ctx.app).get(`/portal/notice/${id}`).expect(200);
        assert.deepEqual(ids(res.body), neighbours, `notice ${id}`);
        assert.equal(noticeDetailSchema.safeParse(res.body).success, true);
      }
      const three = await request(ctx.app).get('/portal/notice/3').expect(200);
      assert.deepEqual(three.body.prev, { id: 5, title: '공지 5' });
      assert.deepEqual(three.body.files, []);
    });

    test('when a notice has files, then the detail lists each with its download path and size in bytes', async () => {
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '첨부 공지', content: '<p>본문</p>' }))
        .attach('files', Buffer.alloc(1500, 'a'), '모집공고.txt')
        .attach('files', Buffer.from('hwp'), '신청서.hwp')
        .expect(201);
      const res = await request(ctx.app).get(`/portal/notice/${created.body.id}`).expect(200);
      assert.deepEqual(
        res.body.files.map((file: { name: string; size: number }) => [file.name, file.size]),
        [
          ['모집공고.txt', 1500],
          ['신청서.hwp', 3],
        ],
      );
      assert.equal(res.body.files[0].url, created.body.fileUrl['모집공고.txt']);
      // the newest unpinned notice sits right below the pinned ones
      assert.deepEqual(ids(res.body), [2, 5]);
      await request(ctx.app)
        .delete(`/portal/admin/notice/${created.body.id}`)
        .set('Authorization', auth)
        .expect(204);
    });

    test('when a notice is written or deleted, then the cached details beside it change with it', async () => {
      const before = await request(ctx.app).get('/portal/notice/5').expect(200);
      assert.deepEqual(ids(before.body), [2, 3]);
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '새 공지', content: '' }))
        .expect(201);
      const during = await request(ctx.app).get('/portal/notice/5').expect(200);
      assert.deepEqual(during.body.prev, { id: created.body.id, title: '새 공지' });
      await request(ctx.app)
        .put(`/portal/admin/notice/${created.body.id}`)
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '고친 공지', content: '' }))
        .expect(200);
      const renamed = await request(ctx.app).get('/portal/notice/5').expect(200);
      assert.deepEqual(renamed.body.prev, { id: created.body.id, title: '고친 공지' });
      await request(ctx.app)
        .delete(`/portal/admin/notice/${created.body.id}`)
        .set('Authorization', auth)
        .expect(204);
      const afterDelete = await request(ctx.app).get('/portal/notice/5').expect(200);
      assert.deepEqual(ids(afterDelete.body), [2, 3]);
    });

    test('when a resource is asked for, then it has its files with sizes and the newer and older resources beside it', async () => {
      const created: number[] = [];
      for (const title of ['자료 가', '자료 나', '자료 다']) {
        const res = await request(ctx.app)
          .post('/portal/resource')
          .set('Authorization', auth)
          .field('resource', JSON.stringify({ title }))
          .attach('files', Buffer.alloc(2048), `${title}.pdf`)
          .expect(201);
        created.push(res.body.id);
      }
      const [first, second, third] = created as [number, number, number];
      const middle = await request(ctx.app).get(`/portal/resource/${second}`).expect(200);
      assert.equal(resourceDetailSchema.safeParse(middle.body).success, true);
      assert.deepEqual(middle.body.prev, { id: third, title: '자료 다' });
      assert.deepEqual(middle.body.next, { id: first, title: '자료 가' });
      assert.deepEqual(
        middle.body.files.map((file: { name: string; size: number }) => [file.name, file.size]),
        [['자료 나.pdf', 2048]],
      );
      const newest = await request(ctx.app).get(`/portal/resource/${third}`).expect(200);
      assert.deepEqual(ids(newest.body), [null, second]);
      await request(ctx.app)
        .delete(`/portal/admin/resource/${second}`)
        .set('Authorization', auth)
        .expect(204);
      const oldest = await request(ctx.app).get(`/portal/resource/${first}`).expect(200);
      assert.deepEqual(ids(oldest.body), [third, null]);
    });

    test('when an unknown or malformed id is asked for, then the answer is Korean JSON, never a 5xx', async () => {
      const missing = await request(ctx.app).get('/portal/notice/9999').expect(404);
      assert.equal(missing.body.message, '요청하신 항목을 찾을 수 없습니다.');
      const bad = await request(ctx.app).get('/portal/resource/abc').expect(400);
      assert.match(bad.body.message, /양의 정수/);
    });
  });
}
