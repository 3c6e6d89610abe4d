import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { identityRequests } from '../src/db/schema';
import { IDENTITY_LIMIT_PER_MINUTE } from '../src/identity/identity-routes';
import { createTestApp, engines, type TestContext } from './support/test-app';

const CALLBACK = '/portal/niceid/callback';

/** The callback post of a prepared request, as the dev page sends it. */
const answer = (prepared: { tokenVersionId: string; encData: string; integrity: string }, extra = {}) => ({
  token_version_id: prepared.tokenVersionId,
  enc_data: prepared.encData,
  integrity_value: prepared.integrity,
  name: '홍길동',
  phone: '01012345678',
  ...extra,
});

for (const engine of engines()) {
  describe(`identity hardening on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when the identity pages are served, then their opener policy is unsafe-none so window.opener survives the provider', async () => {
      const prepared = (await request(ctx.app).get('/portal/niceid/prepare').expect(200)).body;
      const dev = await request(ctx.app)
        .post('/portal/niceid/dev')
        .type('form')
        .send({ token_version_id: prepared.tokenVersionId, enc_data: prepared.encData })
        .expect(200);
      assert.equal(dev.headers['cross-origin-opener-policy'], 'unsafe-none');
      const failure = await request(ctx.app).get(CALLBACK).query({ token_version_id: 'unknown' }).expect(400);
      assert.equal(failure.headers['cross-origin-opener-policy'], 'unsafe-none');
      const done = await request(ctx.app).post(CALLBACK).type('form').send(answer(prepared)).expect(200);
      assert.match(done.text, /postMessage/);
      assert.equal(done.headers['cross-origin-opener-policy'], 'unsafe-none');
      // the rest of the site's documents keep the stricter policy (a JSON answer carries none)
      const notFound = await request(ctx.app).get('/portal/niceid/no-such-page').expect(404);
      assert.equal(notFound.headers['cross-origin-opener-policy'], undefined);
    });

    test('when a forged answer is posted first, then the real answer still verifies (the request is not burnt)', async () => {
      const prepared = (await request(ctx.app).get('/portal/niceid/prepare').expect(200)).body;
      const forged = await request(ctx.app)
        .post(CALLBACK)
        .type('form')
        .send(answer(prepared, { integrity_value: 'AAAA' }))
        .expect(400);
      assert.doesNotMatch(forged.text, /postMessage/);
      const real = await request(ctx.app).post(CALLBACK).type('form').send(answer(prepared)).expect(200);
      assert.match(real.text, /postMessage/);
      const replay = await request(ctx.app).post(CALLBACK).type('form').send(answer(prepared)).expect(400);
      assert.doesNotMatch(replay.text, /postMessage/);
    });

    test('when a request is prepared, then expired requests are deleted', async () => {
      await request(ctx.app).get('/portal/niceid/prepare').expect(200);
      const start = ctx.clock.now();
      ctx.clock.set(new Date(start.getTime() + 11 * 60 * 1000));
      try {
        const fresh = (await request(ctx.app).get('/portal/niceid/prepare').expect(200)).body;
        const rows = await ctx.database.db.select().from(identityRequests);
        assert.deepEqual(
          rows.map((row) => row.tokenVersionId),
          [fresh.tokenVersionId],
        );
      } finally {
        ctx.clock.set(start);
      }
    });
  });

  describe(`identity rate limits on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test(`when one address prepares more than ${IDENTITY_LIMIT_PER_MINUTE} times a minute, then 429 with a Korean message`, async () => {
      assert.equal(IDENTITY_LIMIT_PER_MINUTE, 30);
      for (let i = 0; i < IDENTITY_LIMIT_PER_MINUTE; i++) {
        await request(ctx.app).get('/portal/niceid/prepare').expect(200);
      }
      const refused = await request(ctx.app).get('/portal/niceid/prepare').expect(429);
      assert.equal(refused.body.message, '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.');
    });

    test(`when one address calls the callback more than ${IDENTITY_LIMIT_PER_MINUTE} times a minute, then a 429 page`, async () => {
      for (let i = 0; i < IDENTITY_LIMIT_PER_MINUTE; i++) {
        await request(ctx.app).get(CALLBACK).query({ token_version_id: 'unknown' }).expect(400);
      }
      const refused = await request(ctx.app).get(CALLBACK).query({ token_version_id: 'unknown' }).expect(429);
      assert.match(refused.text, /요청이 너무 많습니다/);
      assert.doesNotMatch(refused.text, /postMessage/);
    });
  });
}
