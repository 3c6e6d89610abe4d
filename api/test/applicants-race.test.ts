import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import request from 'supertest';
import { generalApplication } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

const HONG = { name: '홍길동', phone: '01012345678' };
const KIM = { name: '김영희', phone: '01022223333' };
const submission = generalApplication;

// Only a server has a second connection that can hold the round while a request runs; PGlite runs one
// statement at a time, so there the race cannot happen at all.
for (const engine of engines().filter((engine) => engine === 'postgres')) {
  describe(`applications racing a round close on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    let other: pg.Client;
    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date('2026-05-10T12:00:00+09:00'));
      roundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', bearer(adminToken()))
          .send({
            title: '접수중 회차',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-05-01T00:00:00+09:00',
            endTs: '2026-05-20T00:00:00+09:00',
          })
          .expect(201)
      ).body.id as number;
      other = new pg.Client({ connectionString: ctx.database.url });
      await other.connect();
    });
    after(async () => {
      await other.end();
      await ctx.close();
    });

    test('when the round is closed while an apply, an edit and a cancel are under way, then each waits for the close and gets 409', async () => {
      const token = (person: typeof HONG) => verificationToken(person.name, person.phone, ctx.clock.now());
      const kim = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token(KIM))
        .send(submission(roundId, KIM))
        .expect(201);

      await other.query('begin');
      await other.query('update subscription_rounds set closed = true where id = $1', [roundId]);
      const writes = Promise.all([
        request(ctx.app)
          .post('/user/subscriptionApplicants')
          .set(VERIFICATION_HEADER, token(HONG))
          .send(submission(roundId, HONG))
          .then((res) => res.status),
        request(ctx.app)
          .put(`/user/subscriptionApplicants/${kim.body.id}`)
          .set(VERIFICATION_HEADER, token(KIM))
          .send(submission(roundId, KIM))
          .then((res) => res.status),
        request(ctx.app)
          .delete(`/user/subscriptionApplicants/${kim.body.id}`)
          .set(VERIFICATION_HEADER, token(KIM))
          .then((res) => res.status),
      ]);
      // the requests reach the database while the close is still uncommitted
      await sleep(500);
      await other.query('commit');
      assert.deepEqual(await writes, [409, 409, 409]);
      const rows = await other.query('select name from applicants where round_id = $1', [roundId]);
      assert.deepEqual(
        rows.rows.map((row: { name: string }) => row.name),
        [KIM.name],
      );
    });
  });
}
