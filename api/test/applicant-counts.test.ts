import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, badAdminTokens, bearer, verificationToken } from './support/tokens';

const COUNTS = '/portal/admin/subscription/applicantCounts';

// The admin's round table shows how many applied to each round.
for (const engine of engines()) {
  describe(`applicant counts per round on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    let openId: number;
    let emptyId: number;
    const apply = (roundId: number, name: string, phone: string) =>
      request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, verificationToken(name, phone, ctx.clock.now()))
        .send({ name, phone, supplyType: 'GENERAL-15', supplyUid: roundId, isConsentStatus: true })
        .expect(201);
    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-05-10T12:00:00+09:00'));
      const make = async (title: string, startTs: string, endTs: string) =>
        (
          await request(ctx.app)
            .post('/portal/admin/subscription')
            .set('Authorization', auth)
            .send({ title, subscriptionType: ['GENERAL-15'], startTs, endTs })
            .expect(201)
        ).body.id as number;
      openId = await make('접수중 회차', '2026-05-01T00:00:00+09:00', '2026-05-20T00:00:00+09:00');
      emptyId = await make('예정 회차', '2026-06-01T00:00:00+09:00', '2026-06-20T00:00:00+09:00');
    });
    after(() => ctx.close());

    test('when three people apply to one round, then the admin reads 3 for it and nothing for the empty round', async () => {
      await apply(openId, '홍길동', '01012345678');
      await apply(openId, '김철수', '01022223333');
      await apply(openId, '이영희', '01044445555');
      const res = await request(ctx.app).get(COUNTS).set('Authorization', auth).expect(200);
      assert.deepEqual(res.body, [{ subscriptionId: openId, count: 3 }]);
      assert.equal(
        res.body.some((row: { subscriptionId: number }) => row.subscriptionId === emptyId),
        false,
      );
      assert.equal(res.headers['cache-control'], 'no-store');
    });

    test('when the counts are asked without a valid admin token, then it is refused with a Korean message', async () => {
      // the bad tokens are dated from the real time
      ctx.clock.set(new Date());
      for (const { label, header, status } of badAdminTokens()) {
        const call = request(ctx.app).get(COUNTS);
        if (header) call.set('Authorization', header);
        const res = await call;
        assert.equal(res.status, status, label);
        assert.match(res.body.message, /[가-힣]/, label);
      }
    });

    test('when the public round list is read, then it still carries no count', async () => {
      const list = await request(ctx.app).get('/portal/subscription').expect(200);
      assert.ok(list.body.length >= 2);
      for (const round of list.body) assert.equal('count' in round, false);
    });
  });
}
