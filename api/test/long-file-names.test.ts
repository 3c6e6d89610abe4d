import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { cleanFileName } from '../src/files/multipart';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
// 300 Korean syllables: 900 bytes, 304 characters with the extension
const LONG_KOREAN_PDF = `${'가나다라마바사아자차'.repeat(30)}.pdf`;

describe('long file names', () => {
  test('when a name is over 255 bytes, then its stem is shortened on a character boundary and its extension kept', () => {
    const name = cleanFileName(LONG_KOREAN_PDF);
    assert.ok(bytes(name) <= 255, `${bytes(name)} bytes`);
    assert.ok(bytes(name) > 250, 'as much of the stem as fits is kept');
    assert.ok(name.endsWith('.pdf'));
    assert.ok(LONG_KOREAN_PDF.startsWith(name.slice(0, -4)));
    assert.doesNotMatch(name, /\uFFFD/);
  });

  test('when a name of four-byte characters is too long, then no character is cut in half', () => {
    const name = cleanFileName(`${'😀'.repeat(100)}.hwpx`);
    assert.ok(bytes(name) <= 255);
    assert.match(name, /^(😀)+\.hwpx$/u);
  });

  test('when a short name or one without an extension is given, then only what is over the limit goes', () => {
    assert.equal(cleanFileName('공고.pdf'), '공고.pdf');
    assert.equal(bytes(cleanFileName('x'.repeat(400))), 255);
    assert.equal(cleanFileName(`../../${'a'.repeat(300)}.txt`), `${'a'.repeat(251)}.txt`);
  });
});

for (const engine of engines()) {
  describe(`long file names on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when a notice carries a long Korean .pdf name, then it is accepted and downloads under the shortened name', async () => {
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', bearer(adminToken()))
        .field('notice', JSON.stringify({ title: '긴 파일 이름', content: '<p>본문</p>', topFixed: false }))
        .attach('files', Buffer.from('%PDF-1.4 test'), {
          filename: LONG_KOREAN_PDF,
          contentType: 'application/pdf',
        })
        .expect(201);
      const [[name, url]] = Object.entries(created.body.fileUrl as Record<string, string>) as [
        [string, string],
      ];
      assert.equal(name, cleanFileName(LONG_KOREAN_PDF));
      assert.ok(name.endsWith('.pdf') && bytes(name) <= 255);
      const file = await request(ctx.app).get(url).expect(200);
      const encoded = /filename\*=UTF-8''(.+)$/.exec(file.headers['content-disposition'] as string)?.[1];
      assert.equal(decodeURIComponent(encoded ?? ''), name);
    });
  });
}
