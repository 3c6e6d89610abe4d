import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { attachments, notices, popups } from '../src/db/schema';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const BIG_NAME = '2026년 청약 안내(전체).pdf';

for (const engine of engines()) {
  describe(`files in S3-compatible storage on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    let fileUrl: string;
    const big = Buffer.alloc(3 * 1024 * 1024, '가');
    const counts = async () => ({
      notices: (await ctx.database.db.select().from(notices)).length,
      attachments: (await ctx.database.db.select().from(attachments)).length,
      popups: (await ctx.database.db.select().from(popups)).length,
    });
    before(async () => {
      ctx = await createTestApp(engine, {}, { fileStore: 's3' });
      auth = bearer(adminToken());
    });
    after(() => ctx.close());

    test('when a 3 MB file with a Korean name is uploaded, then it is an object in the bucket and downloads whole with its name', async () => {
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '큰 첨부', content: '<p>본문</p>' }))
        .attach('files', big, BIG_NAME)
        .expect(201);
      fileUrl = created.body.fileUrl[BIG_NAME];
      const keys = await ctx.storedFiles();
      assert.deepEqual(keys, [fileUrl.split('/').pop()]);
      const file = await request(ctx.app).get(fileUrl).buffer(true).expect(200);
      assert.equal(file.headers['content-length'], String(big.length));
      assert.match(file.headers['content-disposition'] ?? '', /filename\*=UTF-8''2026%EB%85%84/);
      assert.ok(Buffer.compare(file.body as Buffer, big) === 0);
    });

    test('when the storage goes down, then downloads and uploads answer 503 in Korean and no row is written', async () => {
      await ctx.s3!.stop();
      const before = await counts();

      const download = await request(ctx.app).get(fileUrl).expect(503);
      assert.equal(download.body.message, apiMessages.storageUnavailable);

      const upload = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '저장소 장애', content: '<p>본문</p>' }))
        .attach('files', Buffer.from('hello'), '안내.txt')
        .expect(503);
      assert.equal(upload.body.message, apiMessages.storageUnavailable);

      const image = await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', auth)
        .field(
          'popup',
          JSON.stringify({ title: '팝업', content: '<p>x</p>', startTs: '2026-07-01', endTs: '2026-07-10' }),
        )
        .attach('image', PNG, 'a.png')
        .expect(503);
      assert.equal(image.body.message, apiMessages.storageUnavailable);

      assert.deepEqual(await counts(), before);
      // a delete needs only the row: the object left behind is harmless
      const id = Number((await ctx.database.db.select().from(notices))[0]!.id);
      await request(ctx.app).delete(`/portal/admin/notice/${id}`).set('Authorization', auth).expect(204);
      await request(ctx.app).get(fileUrl).expect(404);
      // a notice without files needs no storage and still works
      await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '파일 없음', content: '<p>본문</p>' }))
        .expect(201);
    });
  });
}
