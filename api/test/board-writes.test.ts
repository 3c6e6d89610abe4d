import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createTestApp, engines, fileStores, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const KOREAN_NAME = '2025년 입주자 모집공고(최종).pdf';

for (const engine of engines()) {
  for (const files of fileStores()) {
    describe(`notice and resource writes on ${engine} with ${files} files`, () => {
      let ctx: TestContext;
      let auth: string;
      before(async () => {
        ctx = await createTestApp(engine, {}, { fileStore: files });
        auth = bearer(adminToken());
      });
      after(() => ctx.close());

      test('when a notice is created with a Korean-named file, then it is saved, sanitised and downloadable under its name', async () => {
        const created = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field(
            'notice',
            JSON.stringify({
              title: '모집 공고',
              content:
                '<p onclick="x()">안내<script>alert(1)</script><a href="javascript:alert(1)">링크</a></p>',
              topFixed: true,
            }),
          )
          .attach('files', Buffer.from('%PDF-1.4 test'), {
            filename: KOREAN_NAME,
            contentType: 'application/pdf',
          })
          .expect(201);
        assert.equal(created.body.title, '모집 공고');
        assert.equal(created.body.topFixed, true);
        assert.equal(created.body.content, '<p>안내<a>링크</a></p>');
        const url: string = created.body.fileUrl[KOREAN_NAME];
        assert.match(url, /^\/portal\/download\/[0-9a-f-]{36}\.pdf$/);
        const file = await request(ctx.app).get(url).expect(200);
        assert.equal(
          file.headers['content-disposition'],
          `attachment; filename="${KOREAN_NAME.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(KOREAN_NAME).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
        );
        assert.equal(file.body.toString(), '%PDF-1.4 test');
      });

      test('when a notice is updated with deletedFiles and a new file, then the old file is gone from the map and from disk', async () => {
        const created = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '첨부 교체', content: '<p>본문</p>' }))
          .attach('files', Buffer.from('a'), '첫째.txt')
          .attach('files', Buffer.from('b'), '둘째.hwp')
          .expect(201);
        const oldUrl: string = created.body.fileUrl['첫째.txt'];
        const updated = await request(ctx.app)
          .put(`/portal/admin/notice/${created.body.id}`)
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '첨부 교체됨', content: '<p>본문</p>', topFixed: false }))
          .field('deletedFiles', JSON.stringify(['첫째.txt']))
          .attach('files', Buffer.from('c'), '셋째.xlsx')
          .expect(200);
        assert.deepEqual(Object.keys(updated.body.fileUrl).sort(), ['둘째.hwp', '셋째.xlsx'].sort());
        assert.equal(updated.body.title, '첨부 교체됨');
        await request(ctx.app).get(oldUrl).expect(404);
      });

      test('when a notice is deleted, then its files are removed too and it is 404 afterwards', async () => {
        const before = (await ctx.storedFiles()).length;
        const created = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '지울 공지' }))
          .attach('files', Buffer.from('x'), '삭제.txt')
          .expect(201);
        assert.equal((await ctx.storedFiles()).length, before + 1);
        await request(ctx.app)
          .delete(`/portal/admin/notice/${created.body.id}`)
          .set('Authorization', auth)
          .expect(204);
        assert.equal((await ctx.storedFiles()).length, before);
        await request(ctx.app).get(`/portal/notice/${created.body.id}`).expect(404);
        await request(ctx.app)
          .delete(`/portal/admin/notice/${created.body.id}`)
          .set('Authorization', auth)
          .expect(404);
      });

      test('when a file type is not allowed, then 415 names the file and nothing is stored', async () => {
        const before = (await ctx.storedFiles()).length;
        const res = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '실행 파일' }))
          .attach('files', Buffer.from('ok'), '정상.pdf')
          .attach('files', Buffer.from('MZ'), '설치.exe')
          .expect(415);
        assert.equal(res.body.message, '허용되지 않는 파일 형식입니다: 설치.exe');
        assert.equal((await ctx.storedFiles()).length, before);
      });

      test('when more than 10 files or a file over 20 MB are sent, then 413 in Korean', async () => {
        let call = request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '많은 파일' }));
        for (let i = 0; i < 11; i++) call = call.attach('files', Buffer.from('x'), `f${i}.txt`);
        const many = await call.expect(413);
        assert.equal(many.body.message, '파일은 한 번에 10개까지 올릴 수 있습니다.');
        const big = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '큰 파일' }))
          .attach('files', Buffer.alloc(20 * 1024 * 1024 + 1), 'big.pdf')
          .expect(413);
        assert.equal(big.body.message, '파일 크기는 20MB 이하여야 합니다.');
      });

      test('when the title is missing or the part is not JSON, then 400 in Korean and no file is left behind', async () => {
        const before = (await ctx.storedFiles()).length;
        const noTitle = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: ' ' }))
          .attach('files', Buffer.from('x'), 'a.txt')
          .expect(400);
        assert.match(noTitle.body.message, /제목을 입력해 주세요/);
        const notJson = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('notice', '{title')
          .expect(400);
        assert.equal(notJson.body.message, 'notice 항목이 올바른 JSON 형식이 아닙니다.');
        const missing = await request(ctx.app)
          .post('/portal/admin/notice')
          .set('Authorization', auth)
          .field('other', 'x')
          .expect(400);
        assert.equal(missing.body.message, 'notice 항목이 필요합니다.');
        assert.equal((await ctx.storedFiles()).length, before);
      });

      test('when the database refuses the save, then the files just written are removed', async () => {
        const before = (await ctx.storedFiles()).length;
        const res = await request(ctx.app)
          .put('/portal/admin/notice/99999')
          .set('Authorization', auth)
          .field('notice', JSON.stringify({ title: '없는 공지' }))
          .attach('files', Buffer.from('x'), 'a.txt')
          .expect(404);
        assert.equal(res.body.message, '요청하신 항목을 찾을 수 없습니다.');
        assert.equal((await ctx.storedFiles()).length, before);
      });

      test('when resources are created, listed, read, updated and deleted, then each answers the contract shape', async () => {
        const created = await request(ctx.app)
          .post('/portal/resource')
          .set('Authorization', auth)
          .field(
            'resource',
            JSON.stringify({
              title: '자료 1',
              content:
                '<p>자료 <strong>본문</strong></p><img src="data:text/html,x"><img src="https://example.org/a.png" alt="그림">',
            }),
          )
          .attach('files', Buffer.from('zip'), '서식 모음.zip')
          .expect(201);
        assert.deepEqual(Object.keys(created.body).sort(), [
          'content',
          'createdAt',
          'fileUrl',
          'id',
          'title',
        ]);
        assert.equal(
          created.body.content,
          '<p>자료 <strong>본문</strong></p><img src="https://example.org/a.png" alt="그림" />',
        );
        await request(ctx.app)
          .post('/portal/resource')
          .set('Authorization', auth)
          .field('resource', JSON.stringify({ title: '자료 2' }))
          .expect(201);
        const list = await request(ctx.app).get('/portal/resource').expect(200);
        assert.deepEqual(
          list.body.map((r: { title: string }) => r.title),
          ['자료 2', '자료 1'],
        );
        const one = await request(ctx.app).get(`/portal/resource/${created.body.id}`).expect(200);
        assert.ok(one.body.fileUrl['서식 모음.zip']);
        const updated = await request(ctx.app)
          .put(`/portal/admin/resource/${created.body.id}`)
          .set('Authorization', auth)
          .field('resource', JSON.stringify({ title: '자료 1 수정', content: '' }))
          .field('deletedFiles', JSON.stringify(['서식 모음.zip']))
          .expect(200);
        assert.deepEqual(updated.body.fileUrl, {});
        await request(ctx.app)
          .delete(`/portal/admin/resource/${created.body.id}`)
          .set('Authorization', auth)
          .expect(204);
        await request(ctx.app).get(`/portal/resource/${created.body.id}`).expect(404);
        await request(ctx.app).get('/portal/resource/abc').expect(400);
      });

      for (const name of [
        '..',
        '%2e%2e%2f',
        '..%2f..%2fetc%2fpasswd',
        'a%00.pdf',
        '..%5c..%5cwin.ini',
        '%5c',
        'package.json',
        '00000000-0000-0000-0000-000000000000.pdf',
        '%zz',
      ]) {
        test(`when the download name is ${name}, then 404 or 400 JSON and no file`, async () => {
          const res = await request(ctx.app).get(`/portal/download/${name}`);
          assert.ok([400, 404].includes(res.status), `status ${res.status}`);
          assert.equal(typeof res.body.message, 'string');
        });
      }
    });
  }
}
