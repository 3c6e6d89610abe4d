import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { allCalls } from '@portal/shared-types/http/contract';
import { identityRoutes } from '@portal/shared-types/http/routes/identity';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { exampleUrl } from './support/routes';
import { adminToken, bearer, verificationToken, walkerToken } from './support/tokens';

const HONG = { name: '홍길동', phone: '01012345678' };

/** The routes whose answers carry personal data, a credential, or lead to them. */
const personal = allCalls.filter(
  (route) =>
    route.auth !== undefined ||
    route.path.startsWith('/user/subscriptionApplicants') ||
    route.path.startsWith('/portal/niceid') ||
    route.path.startsWith('/portal/login'),
);

for (const engine of engines()) {
  describe(`Cache-Control no-store on personal answers on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when the route table is read, then it names the applicant, admin and identity routes', () => {
      const names = personal.map((route) => `${route.method} ${route.path}`);
      for (const expected of [
        'post /user/subscriptionApplicants/lookup',
        'post /user/subscriptionApplicants',
        'get /portal/admin/subscriptionApplicants/:roundId',
        'get /api/portal/popup',
        'get /portal/niceid/prepare',
        'post /portal/niceid/callback',
        'post /portal/logout',
      ]) {
        assert.ok(names.includes(expected), expected);
      }
    });

    test('when any such route is called with or without its credentials, then the answer says no-store', async () => {
      for (const route of personal) {
        for (const credentials of [false, true]) {
          const call = request(ctx.app)[route.method](exampleUrl(route.path));
          // another admin's session of its own: the walk signs out and ends sessions too
          if (credentials && route.auth === 'admin')
            call.set('Authorization', bearer(await walkerToken(ctx.database.db)));
          if (credentials && route.auth === 'verification')
            call.set(VERIFICATION_HEADER, verificationToken(HONG.name, HONG.phone));
          const res = await call;
          assert.equal(
            res.headers['cache-control'],
            'no-store',
            `${route.method} ${route.path} ${credentials ? 'with' : 'without'} credentials: ${res.status}`,
          );
        }
      }
    });

    test('when the dev identity page and a failed callback are served, then they say no-store', async () => {
      for (const path of [identityRoutes.devPage.path]) {
        const res = await request(ctx.app).get(path);
        assert.equal(res.headers['cache-control'], 'no-store', path);
      }
      const failed = await request(ctx.app)
        .post('/portal/niceid/callback')
        .type('form')
        .send('token_version_id=x');
      assert.equal(failed.headers['cache-control'], 'no-store');
    });

    /** An open round made after the route sweep above, which deletes any round nobody applied to. */
    const openRound = async () => {
      const now = Date.now();
      return (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', bearer(adminToken()))
          .send({
            title: '접수중 회차',
            subscriptionType: ['GENERAL-15'],
            startTs: new Date(now - 86_400_000).toISOString(),
            endTs: new Date(now + 86_400_000).toISOString(),
          })
          .expect(201)
      ).body.id as number;
    };

    test('when an application is submitted and looked up, then both answers say no-store', async () => {
      const roundId = await openRound();
      const token = verificationToken(HONG.name, HONG.phone);
      const created = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token)
        .send({ ...HONG, supplyType: 'GENERAL-15', supplyUid: roundId, isConsentStatus: true })
        .expect(201);
      assert.equal(created.headers['cache-control'], 'no-store');
      const found = await request(ctx.app)
        .post('/user/subscriptionApplicants/lookup')
        .set(VERIFICATION_HEADER, token)
        .send(HONG)
        .expect(200);
      assert.equal(found.body.name, HONG.name);
      assert.equal(found.headers['cache-control'], 'no-store');
      const list = await request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${roundId}`)
        .set('Authorization', bearer(adminToken()))
        .expect(200);
      assert.equal(list.body.items[0].phoneNumber, HONG.phone);
      assert.equal(list.headers['cache-control'], 'no-store');
    });
  });
}
