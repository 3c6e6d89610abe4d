import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET through a real socket, bytes as sent (supertest would decode them). */
function rawGet(server: http.Server, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const decoded = (raw: Raw) => {
  const encoding = raw.headers['content-encoding'];
  const bytes =
    encoding === 'br'
      ? brotliDecompressSync(raw.body)
      : encoding === 'gzip'
        ? gunzipSync(raw.body)
        : raw.body;
  return JSON.parse(bytes.toString('utf8')) as unknown;
};

for (const engine of engines()) {
  describe(`public reads on ${engine}`, () => {
    let ctx: TestContext;
    let server: http.Server;
    let auth: string;
    before(async () => {
      ctx = await createTestApp(engine);
      server = ctx.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      auth = bearer(adminToken());
      // 1,005 notices in one statement (ids 1..1005), every 100th pinned, so the list meets its cap
      await ctx.database.db.execute(sql`
        insert into notices (title, content, top_fixed)
        select '공지 ' || g, '<p>입주 <b>안내</b> ' || g || '</p>', g % 100 = 0 from generate_series(1, 1005) g`);
    });
    after(async () => {
      server.close();
      await ctx.close();
    });

    test('when a big JSON answer is asked with br or gzip, then it comes compressed, with Vary, and decodes to the same list', async () => {
      const plain = await rawGet(server, '/portal/notice');
      assert.equal(plain.headers['content-encoding'], undefined);
      const list = decoded(plain) as { id: number }[];
      for (const encoding of ['br', 'gzip'] as const) {
        const raw = await rawGet(server, '/portal/notice', {
          'Accept-Encoding': `${encoding}, identity;q=0.5`,
        });
        assert.equal(raw.headers['content-encoding'], encoding);
        assert.match(String(raw.headers.vary), /Accept-Encoding/i);
        assert.ok(raw.body.length < plain.body.length / 3, `${encoding} ${raw.body.length}`);
        assert.deepEqual(decoded(raw), list);
      }
      // br refused by its q-value: gzip
      const gz = await rawGet(server, '/portal/notice', { 'Accept-Encoding': 'br;q=0, gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
    });

    test('when an answer is small or not cached, then small ones stay plain and big uncached JSON is compressed too', async () => {
      const small = await rawGet(server, '/api/portal/popup/active', { 'Accept-Encoding': 'br, gzip' });
      assert.equal(small.status, 200);
      assert.equal(small.headers['content-encoding'], undefined);
      assert.deepEqual(decoded(small), []);
      const docs = await rawGet(server, '/api/docs', { 'Accept-Encoding': 'gzip' });
      assert.equal(docs.headers['content-encoding'], 'gzip');
      assert.match(String(docs.headers.vary), /Accept-Encoding/i);
      assert.equal((decoded(docs) as { openapi: string }).openapi.startsWith('3.'), true);
    });

    test('when a file is downloaded by a client that accepts br, then its bytes are sent as stored, never re-encoded', async () => {
      const zipBytes = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(4000, 7)]);
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '압축 파일', content: '<p>첨부</p>' }))
        .attach('files', zipBytes, '자료.zip')
        .expect(201);
      const raw = await rawGet(server, created.body.fileUrl['자료.zip'], { 'Accept-Encoding': 'br, gzip' });
      assert.equal(raw.status, 200);
      assert.equal(raw.headers['content-encoding'], undefined);
      assert.deepEqual(raw.body, zipBytes);
      await request(ctx.app)
        .delete(`/portal/admin/notice/${created.body.id}`)
        .set('Authorization', auth)
        .expect(204);
    });

    test('when there are more notices than the cap, then the list holds the newest 1,000, pinned first, files joined', async () => {
      const res = await request(ctx.app).get('/portal/notice').expect(200);
      const ids = res.body.map((notice: { id: number }) => notice.id);
      assert.equal(ids.length, 1000);
      assert.deepEqual(ids.slice(0, 11), [1000, 900, 800, 700, 600, 500, 400, 300, 200, 100, 1005]);
      assert.equal(ids.includes(1), false);
      assert.equal(ids.at(-1), 6);
    });

    test('when an admin writes a notice, then every cached notice answer shows it at once', async () => {
      const page = () => request(ctx.app).get('/api/notices?page=0&size=5').expect(200);
      const before = (await page()).body;
      assert.equal(before.totalElements, 1005);
      await request(ctx.app).get('/portal/notice').expect(200);
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '새 공고', content: '<p>새 내용</p>', topFixed: true }))
        .expect(201);
      const id: number = created.body.id;
      const after = (await page()).body;
      assert.equal(after.totalElements, 1006);
      assert.equal(after.content[0].id, id);
      assert.equal((await request(ctx.app).get('/portal/notice').expect(200)).body[0].id, id);
      assert.equal((await request(ctx.app).get(`/portal/notice/${id}`).expect(200)).body.title, '새 공고');

      await request(ctx.app)
        .put(`/portal/admin/notice/${id}`)
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '고친 공고', content: '<p>새 내용</p>', topFixed: true }))
        .expect(200);
      assert.equal((await request(ctx.app).get(`/portal/notice/${id}`).expect(200)).body.title, '고친 공고');
      assert.equal((await page()).body.content[0].title, '고친 공고');

      await request(ctx.app).delete(`/portal/admin/notice/${id}`).set('Authorization', auth).expect(204);
      await request(ctx.app).get(`/portal/notice/${id}`).expect(404);
      assert.equal((await page()).body.totalElements, 1005);
    });

    test('when a client holds the current answer, then a conditional GET is 304', async () => {
      const first = await rawGet(server, '/api/notices?page=1&size=5');
      const etag = String(first.headers.etag);
      const again = await rawGet(server, '/api/notices?page=1&size=5', { 'If-None-Match': etag });
      assert.equal(again.status, 304);
    });

    test('when searching notices on a deep page, then the page and the total count match the text', async () => {
      const res = await request(ctx.app)
        .get('/api/notices')
        .query({ field: 'content', keyword: '안내 100', page: 0, size: 5 })
        .expect(200);
      // '안내 1000', '안내 1001'... and '안내 100' itself: the text, never the <b> markup in between
      assert.deepEqual(
        res.body.content.map((notice: { id: number }) => notice.id),
        [1005, 1004, 1003, 1002, 1001],
      );
      assert.equal(res.body.totalElements, 7);
      const deep = await request(ctx.app).get('/api/notices').query({ page: 200, size: 5 }).expect(200);
      assert.deepEqual(
        deep.body.content.map((notice: { id: number }) => notice.id),
        [5, 4, 3, 2, 1],
      );
      assert.equal(deep.body.last, true);
    });

    test('when the search columns are queried, then the trigram indexes can answer them', async () => {
      const plan = async (column: string) => {
        const text = await ctx.database.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          const result = await tx.execute(
            sql.raw(`explain select id from notices where ${column} ilike '%입주 안내%'`),
          );
          return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
        });
        return text;
      };
      assert.match(await plan('content_text'), /notices_content_text_trgm_idx/);
      assert.match(await plan('title'), /notices_title_trgm_idx/);
    });

    test('when resources are paged and searched, then the page has the notices shape, id descending, text only', async () => {
      for (let i = 1; i <= 7; i++) {
        await request(ctx.app)
          .post('/portal/resource')
          .set('Authorization', auth)
          .field(
            'resource',
            JSON.stringify({
              title: `자료 ${i}`,
              content: i === 3 ? '<p><span>신청</span> 서식</p>' : `<p>본문 ${i}</p>`,
            }),
          )
          .expect(201);
      }
      const page = await request(ctx.app).get('/api/resources?page=0&size=5').expect(200);
      assert.deepEqual(Object.keys(page.body).sort(), [
        'content',
        'last',
        'number',
        'size',
        'totalElements',
        'totalPages',
      ]);
      assert.deepEqual(
        page.body.content.map((r: { title: string }) => r.title),
        ['자료 7', '자료 6', '자료 5', '자료 4', '자료 3'],
      );
      assert.equal(page.body.totalElements, 7);
      assert.equal(page.body.totalPages, 2);
      assert.equal(page.body.last, false);
      assert.deepEqual(Object.keys(page.body.content[0]).sort(), [
        'content',
        'createdAt',
        'fileUrl',
        'id',
        'title',
      ]);
      const second = await request(ctx.app).get('/api/resources?page=1&size=5').expect(200);
      assert.equal(second.body.last, true);
      assert.equal(second.body.content.length, 2);

      const search = async (query: Record<string, string>) =>
        (await request(ctx.app).get('/api/resources').query(query).expect(200)).body;
      assert.deepEqual(
        (await search({ field: 'content', keyword: '신청 서식' })).content.map(
          (r: { title: string }) => r.title,
        ),
        ['자료 3'],
      );
      assert.equal((await search({ field: 'content', keyword: 'span' })).totalElements, 0);
      assert.equal((await search({ field: 'title', keyword: '자료 1' })).totalElements, 1);
      assert.equal((await search({ keyword: '100%' })).totalElements, 0);

      const bad = await request(ctx.app).get('/api/resources?size=0').expect(400);
      assert.equal(bad.body.message, 'size는 1에서 100 사이의 정수여야 합니다.');

      // a write shows at once in the cached pages
      const first = page.body.content[0];
      await request(ctx.app)
        .delete(`/portal/admin/resource/${first.id}`)
        .set('Authorization', auth)
        .expect(204);
      assert.equal(
        (await request(ctx.app).get('/api/resources?page=0&size=5').expect(200)).body.totalElements,
        6,
      );
      assert.equal((await request(ctx.app).get('/portal/resource').expect(200)).body.length, 6);
    });

    test('when the Seoul day turns or a popup is written, then the active popups follow', async () => {
      const active = async () =>
        (await request(ctx.app).get('/api/portal/popup/active').expect(200)).body.map(
          (p: { title: string }) => p.title,
        );
      ctx.clock.set(new Date('2026-07-01T14:59:59Z'));
      assert.deepEqual(await active(), []);
      await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', auth)
        .field(
          'popup',
          JSON.stringify({
            title: '여름 안내',
            content: '<p>안내</p>',
            startTs: '2026-07-02',
            endTs: '2026-07-02',
          }),
        )
        .expect(201);
      assert.deepEqual(await active(), []);
      ctx.clock.set(new Date('2026-07-01T15:00:00Z')); // midnight in Seoul: 2 July
      assert.deepEqual(await active(), ['여름 안내']);
      ctx.clock.set(new Date('2026-07-02T15:00:00Z'));
      assert.deepEqual(await active(), []);
      ctx.clock.set(new Date('2026-07-01T16:00:00Z')); // a clock set back is not served the later answer
      assert.deepEqual(await active(), ['여름 안내']);
    });

    test('when a round starts or ends by the clock alone, then the open rounds follow without any write', async () => {
      ctx.clock.set(new Date('2026-09-01T00:00:00Z'));
      await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send({
          title: '가을 모집',
          subscriptionType: ['GENERAL-15'],
          startTs: '2026-09-10T00:00:00.000Z',
          endTs: '2026-09-20T00:00:00.000Z',
        })
        .expect(201);
      await request(ctx.app).get('/user/subscription').expect(204);
      ctx.clock.set(new Date('2026-09-09T23:59:59.999Z'));
      await request(ctx.app).get('/user/subscription').expect(204);
      ctx.clock.set(new Date('2026-09-10T00:00:00.000Z'));
      const open = await request(ctx.app).get('/user/subscription').expect(200);
      assert.equal(open.body[0].title, '가을 모집');
      ctx.clock.set(new Date('2026-09-20T00:00:00.000Z'));
      await request(ctx.app).get('/user/subscription').expect(200);
      ctx.clock.set(new Date('2026-09-20T00:00:00.001Z'));
      await request(ctx.app).get('/user/subscription').expect(204);
      const list = await request(ctx.app).get('/portal/subscription').expect(200);
      await request(ctx.app)
        .put(`/portal/admin/subscription/${list.body[0].id}/close`)
        .set('Authorization', auth)
        .send({ isClosed: true })
        .expect(200);
      assert.equal((await request(ctx.app).get('/portal/subscription').expect(200)).body[0].closed, true);
    });
  });
}
