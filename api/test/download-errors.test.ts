import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { messages } from '@portal/shared-types/common/messages';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

/** How the stub store's next read behaves: a file gone before it opens, or one failing half way. */
let failure: 'vanished' | 'midway' = 'vanished';

function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (failure === 'vanished')
        return void this.destroy(Object.assign(new Error('ENOENT'), { code: 'ENOENT' }));
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(1024, 'a'));
      } else setImmediate(() => this.destroy(new Error('EIO')));
    },
  });
}

for (const engine of engines()) {
  describe(`downloads whose file fails on ${engine}`, () => {
    let ctx: TestContext;
    let fileUrl: string;
    before(async () => {
      ctx = await createTestApp(
        engine,
        {},
        {
          wrapStore: (store) => ({
            ...store,
            get: async (name) => ((await store.get(name)) ? { stream: failingStream(), size: 4096 } : null),
          }),
        },
      );
      const created = await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', bearer(adminToken()))
        .field('notice', JSON.stringify({ title: '첨부', content: '<p>본문</p>' }))
        .attach('files', Buffer.from('hello'), '안내.txt')
        .expect(201);
      fileUrl = created.body.fileUrl['안내.txt'];
    });
    after(() => ctx.close());

    test('when the file vanishes between the row and the read, then 404 JSON and the server keeps answering', async () => {
      failure = 'vanished';
      const res = await request(ctx.app).get(fileUrl).expect(404);
      assert.match(res.headers['content-type'] ?? '', /application\/json/);
      assert.equal(res.body.message, messages.notFound);
      assert.equal(res.headers['content-disposition'], undefined);
      await request(ctx.app).get('/healthz').expect(200);
    });

    test('when the file fails half way, then the response is cut short and the server keeps answering', async () => {
      failure = 'midway';
      const outcome = await request(ctx.app)
        .get(fileUrl)
        .then(
          (res) => `status ${res.status}, ${(res.body as Buffer | undefined)?.length ?? 0} bytes`,
          (error: Error) => `aborted: ${error.message}`,
        );
      // the header promised 4096 bytes; the client sees the connection end early instead of a full file
      assert.match(outcome, /^aborted: (aborted|socket hang up)$/);
      await request(ctx.app).get('/healthz').expect(200);
    });
  });
}
