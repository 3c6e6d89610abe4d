import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createTestApp, engines, fileStores, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
// the bytes of each image must match its name (checked on upload)
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const popup = (extra: object = {}) =>
  JSON.stringify({
    title: '입주 안내',
    content: '<p>안내<img src=x onerror=alert(1)></p>',
    startTs: '2026-07-01',
    endTs: '2026-07-10',
    linkUrl: 'https://example.org/a',
    ...extra,
  });

for (const engine of engines()) {
  for (const files of fileStores()) {
    describe(`popups on ${engine} with ${files} files`, () => {
      let ctx: TestContext;
      let auth: string;
      before(async () => {
        ctx = await createTestApp(engine, {}, { fileStore: files });
        auth = bearer(adminToken());
      });
      after(() => ctx.close());

      test('when a popup with an image is created, then imageUrl serves the image inline with its type and nosniff', async () => {
        const created = await request(ctx.app)
          .post('/api/portal/popup')
          .set('Authorization', auth)
          .field('popup', popup())
          .attach('image', PNG, '배너.png')
          .expect(201);
        assert.deepEqual(
          { ...created.body, imageUrl: '' },
          {
            id: created.body.id,
            title: '입주 안내',
            content: '<p>안내<img src="x" /></p>',
            startTs: '2026-07-01',
            endTs: '2026-07-10',
            imageUrl: '',
            linkUrl: 'https://example.org/a',
          },
        );
        assert.match(created.body.imageUrl, /^\/portal\/popup-image\/[0-9a-f-]{36}\.png$/);
        const image = await request(ctx.app).get(created.body.imageUrl).expect(200);
        assert.equal(image.headers['content-type'], 'image/png');
        assert.equal(image.headers['x-content-type-options'], 'nosniff');
        assert.equal(image.headers['content-disposition'], undefined);
        await request(ctx.app).get('/portal/popup-image/..%2f..%2fpackage.json').expect(404);
      });

      test('when today in Seoul is between start and end inclusive, then it is active', async () => {
        // 2026-06-30T15:00Z is already 2026-07-01 in Seoul
        for (const [now, count] of [
          ['2026-06-30T14:59:59Z', 0],
          ['2026-06-30T15:00:00Z', 1],
          ['2026-07-10T14:59:59Z', 1],
          ['2026-07-10T15:00:00Z', 0],
        ] as const) {
          ctx.clock.set(new Date(now));
          const res = await request(ctx.app).get('/api/portal/popup/active').expect(200);
          assert.equal(res.body.length, count, now);
        }
      });

      test('when updated with a new image, then the old image file is removed; delete removes the rest', async () => {
        const list = await request(ctx.app).get('/api/portal/popup').set('Authorization', auth).expect(200);
        const [first] = list.body;
        const updated = await request(ctx.app)
          .put(`/api/portal/popup/${first.id}`)
          .set('Authorization', auth)
          .field('popup', popup({ title: '수정된 안내', linkUrl: '' }))
          .attach('image', WEBP, 'new.webp')
          .expect(200);
        assert.equal(updated.body.title, '수정된 안내');
        assert.equal(updated.body.linkUrl, null);
        assert.notEqual(updated.body.imageUrl, first.imageUrl);
        await request(ctx.app).get(first.imageUrl).expect(404);
        assert.equal((await ctx.storedFiles()).length, 1);
        const kept = await request(ctx.app)
          .put(`/api/portal/popup/${first.id}`)
          .set('Authorization', auth)
          .field('popup', popup())
          .expect(200);
        assert.equal(kept.body.imageUrl, updated.body.imageUrl);
        const one = await request(ctx.app)
          .get(`/api/portal/popup/${first.id}`)
          .set('Authorization', auth)
          .expect(200);
        assert.equal(one.body.title, '입주 안내');
        await request(ctx.app).delete(`/api/portal/popup/${first.id}`).set('Authorization', auth).expect(204);
        assert.equal((await ctx.storedFiles()).length, 0);
        await request(ctx.app).get(`/api/portal/popup/${first.id}`).set('Authorization', auth).expect(404);
      });

      test('when the input is bad, then 400, 413 or 415 in Korean and nothing is stored', async () => {
        const cases: [object | string, number, RegExp][] = [
          [popup({ title: '' }), 400, /제목을 입력해 주세요/],
          [popup({ startTs: '2026-13-01' }), 400, /YYYY-MM-DD/],
          [popup({ endTs: '2026-06-01' }), 400, /종료일은 시작일보다 빠를 수 없습니다/],
          [popup({ linkUrl: 'javascript:alert(1)' }), 400, /링크 URL/],
          ['{oops', 400, /popup 항목이 올바른 JSON 형식이 아닙니다/],
        ];
        for (const [part, status, message] of cases) {
          const res = await request(ctx.app)
            .post('/api/portal/popup')
            .set('Authorization', auth)
            .field('popup', part as string)
            .expect(status);
          assert.match(res.body.message, message);
        }
        const svg = await request(ctx.app)
          .post('/api/portal/popup')
          .set('Authorization', auth)
          .field('popup', popup())
          .attach('image', Buffer.from('<svg/>'), 'x.svg')
          .expect(415);
        assert.equal(svg.body.message, '허용되지 않는 파일 형식입니다: x.svg');
        const big = await request(ctx.app)
          .post('/api/portal/popup')
          .set('Authorization', auth)
          .field('popup', popup())
          .attach('image', Buffer.alloc(5 * 1024 * 1024 + 1), 'big.jpg')
          .expect(413);
        assert.equal(big.body.message, '파일 크기는 5MB 이하여야 합니다.');
        assert.equal((await ctx.storedFiles()).length, 0);
      });
    });
  }
}
