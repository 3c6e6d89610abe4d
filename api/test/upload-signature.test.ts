import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createTestApp, engines, fileStores, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

const popup = JSON.stringify({
  title: '이미지 팝업',
  content: '',
  startTs: '2030-07-01',
  endTs: '2030-07-10',
});

for (const engine of engines()) {
  for (const files of fileStores()) {
    describe(`image uploads checked by their bytes on ${engine} with ${files} files`, () => {
      let ctx: TestContext;
      let auth: string;
      before(async () => {
        ctx = await createTestApp(engine, {}, { fileStore: files });
        auth = bearer(adminToken());
      });
      after(() => ctx.close());

      test('when a popup image is png, jpeg, gif or webp as named, then it is accepted', async () => {
        for (const [bytes, name] of [
          [PNG, '배너.png'],
          [JPEG, '사진.JPG'],
          [JPEG, '사진.jpeg'],
          [GIF, '움짤.gif'],
          [WEBP, '그림.webp'],
        ] as const) {
          await request(ctx.app)
            .post('/api/portal/popup')
            .set('Authorization', auth)
            .field('popup', popup)
            .attach('image', bytes, name)
            .expect(201);
        }
      });

      test('when a popup image is not what its name says, then 415 in Korean and nothing is stored', async () => {
        const before = (await ctx.storedFiles()).length;
        for (const [bytes, name] of [
          [HTML, '배너.png'],
          [GIF, '배너.png'],
          [PNG, '사진.jpg'],
          [Buffer.from('RIFF0000AVI '), '그림.webp'],
        ] as const) {
          const res = await request(ctx.app)
            .post('/api/portal/popup')
            .set('Authorization', auth)
            .field('popup', popup)
            .attach('image', bytes, name)
            .expect(415);
          assert.equal(res.body.message, `허용되지 않는 파일 형식입니다: ${name}`);
        }
        assert.equal((await ctx.storedFiles()).length, before);
      });

      test('when a notice attachment has an image name but other bytes, then 415; other types are not sniffed', async () => {
        const res = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '첨부', content: '<p>본문</p>' }))
          .attach('files', Buffer.from('%PDF-1.4'), '안내문.pdf')
          .attach('files', HTML, '평면도.jpg')
          .expect(415);
        assert.equal(res.body.message, '허용되지 않는 파일 형식입니다: 평면도.jpg');
        const ok = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '첨부', content: '<p>본문</p>' }))
          .attach('files', Buffer.from('아무 내용'), '메모.txt')
          .attach('files', PNG, '평면도.png')
          .expect(201);
        assert.deepEqual(Object.keys(ok.body.fileUrl).sort(), ['메모.txt', '평면도.png']);
      });
    });
  }
}
