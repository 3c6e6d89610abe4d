import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createErrorHandler } from '../src/http/error-handler';
import { createTestApp, engines, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

const NUL = '\u0000';
const ROUND = {
  title: '회차',
  subscriptionType: ['GENERAL-15'],
  startTs: '2026-01-01T00:00:00+09:00',
  endTs: '2030-01-01T00:00:00+09:00',
};
const nulMessage = (field: string) => apiMessages.nulCharacter(field);

for (const engine of engines()) {
  describe(`NUL characters on ${engine}`, () => {
    let ctx: TestContext;
    let app: express.Express;
    const lines: string[] = [];
    before(async () => {
      ctx = await createTestApp(engine);
      // the same database, with a logger we can read
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      app = createApp({
        config: loadConfig({ NODE_ENV: 'test' }),
        db: ctx.database.db,
        store: ctx.store,
        logger: pino({ level: 'info' }, sink),
        jwtSecret: TEST_JWT_SECRET,
      }).app;
    });
    after(() => ctx.close());

    const cases: { label: string; call: () => request.Test; field: string }[] = [
      {
        label: 'the login',
        call: () =>
          request(app)
            .post('/portal/login')
            .send({ username: `admin${NUL}`, password: 'password-1' }),
        field: 'username',
      },
      {
        label: 'the notice search',
        call: () =>
          request(app)
            .get('/api/notices')
            .query({ field: 'title', keyword: `a${NUL}` }),
        field: 'keyword',
      },
      {
        label: 'the identity callback (GET)',
        call: () =>
          request(app)
            .get('/portal/niceid/callback')
            .query({ token_version_id: `x${NUL}` }),
        field: 'token_version_id',
      },
      {
        label: 'the identity callback (POST form)',
        call: () =>
          request(app)
            .post('/portal/niceid/callback')
            .type('form')
            .send({ token_version_id: `x${NUL}` }),
        field: 'token_version_id',
      },
      {
        label: 'a round (JSON body, nested)',
        call: () =>
          request(app)
            .post('/portal/admin/subscription')
            .set('Authorization', bearer(adminToken()))
            .send({ ...ROUND, subscriptionType: [`GENERAL-15${NUL}`] }),
        field: 'subscriptionType.0',
      },
      {
        label: 'an application',
        call: () =>
          request(app)
            .post('/user/subscriptionApplicants')
            .set(VERIFICATION_HEADER, verificationToken('홍길동', '01012345678'))
            .send({ name: `홍길동${NUL}`, phone: '01012345678', supplyType: 'GENERAL-15', supplyUid: 1 }),
        field: 'name',
      },
      {
        label: 'a path parameter',
        call: () => request(app).get('/portal/notice/1%00'),
        field: 'id',
      },
      {
        label: "a notice's multipart JSON part (escaped \\u0000)",
        call: () =>
          request(app)
            .post('/portal/admin/notice')
            .set('Authorization', bearer(adminToken()))
            .field('notice', JSON.stringify({ title: `공지${NUL}`, content: '<p>x</p>', topFixed: false })),
        field: 'title',
      },
      {
        label: 'a multipart text field',
        call: () =>
          request(app)
            .post('/portal/resource')
            .set('Authorization', bearer(adminToken()))
            .field('resource', `{"title":"a"}${NUL}`),
        field: 'resource',
      },
    ];

    for (const { label, call, field } of cases) {
      test(`when ${label} carries a NUL, then 400 names the field and nothing is logged as an error`, async () => {
        lines.length = 0;
        const res = await call();
        assert.equal(res.status, 400, JSON.stringify(res.body));
        assert.deepEqual(res.body, { message: nulMessage(field) });
        const errors = lines.filter((line) => JSON.parse(line).level >= 50);
        assert.deepEqual(errors, []);
        assert.doesNotMatch(lines.join(''), /"stack"/);
      });
    }

    test('when the database itself refuses a text or a value (the last safety net), then the answer is 400, not 500', async () => {
      const probe = express();
      probe.get('/text', async () => {
        // a query no schema guards: PostgreSQL refuses the NUL with 22021
        await ctx.database.db.execute(sql`select ${`a${NUL}b`}::text`);
      });
      probe.get('/number', async () => {
        // class 22 of any other kind (here 22P02, a number that is not one) is bad input too
        await ctx.database.db.execute(sql`select ${'12abc'}::int`);
      });
      probe.use(createErrorHandler());
      const text = await request(probe).get('/text');
      assert.equal(text.status, 400);
      assert.deepEqual(text.body, { message: apiMessages.invalidText });
      const number = await request(probe).get('/number');
      assert.equal(number.status, 400);
      assert.deepEqual(number.body, { message: '요청 값이 올바르지 않습니다.' });
    });
  });
}
