import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { createAdmin } from '../src/auth/admin-users';
import { createTestApp, engines, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { exampleUrl, listRoutes } from './support/routes';
import { badAdminTokens } from './support/tokens';
import { signInAdmin } from './support/admin-sign-in';

/** Routes anyone may call; every other route is an admin route and must refuse bad tokens. */
const PUBLIC_ROUTES = new Set([
  'post /portal/login',
  'post /portal/login/code',
  'post /portal/login/enrol',
  'post /portal/login/enrol/confirm',
  'post /portal/login/setup',
  'post /user/waitingRoom',
  'get /portal/subscription/:id/draw',
  'get /portal/subscription/:id/draw.json',
  'get /portal/subscription/:id/amendments.json',
  'get /portal/subscription/:id/list.json',
  'get /portal/subscription/:id/commitment.json',
  'get /portal/subscription/:id/freezes/:freeze/list.json',
  'get /portal/subscription/:id/freezes/:freeze/commitment.json',
  'get /portal/draw-method',
  'get /api/notices/summaries',
  'get /api/resources/summaries',
  'get /api/rounds/summaries',
  'get /api/rounds/summaries/open',
  'get /portal/draw-method-v3.txt',
  'get /portal/draw-method-v2.txt',
  'get /portal/draw-verifier.mjs',
  'get /healthz',
  'get /readyz',
  'get /mf-remotes.json',
  'get /portal/notice',
  'get /portal/notice/:id',
  'get /api/notices',
  'get /api/resources',
  'get /portal/resource',
  'get /portal/resource/:id',
  'get /portal/download/:fileName',
  'get /portal/popup-image/:storedName',
  'get /portal/subscription',
  'get /portal/subscription/:id',
  'get /user/subscription',
  'post /user/subscriptionApplicants',
  'post /user/subscriptionApplicants/lookup',
  'post /user/subscriptionApplicants/own',
  'put /user/subscriptionApplicants/:id',
  'delete /user/subscriptionApplicants/:id',
  'get /api/portal/popup/active',
  'get /portal/niceid/prepare',
  'get /portal/niceid/callback',
  'post /portal/niceid/callback',
  'get /portal/niceid/dev',
  'post /portal/niceid/dev',
  'get /api/docs',
  // the verified applicant's own, refused without their verification token
  'post /user/applications/status',
  'post /user/applications/:id/documents/:item',
  'delete /user/applications/:id/documents/files/:fileId',
  'get /user/applications/:id/documents/files/:fileId',
  'post /user/applications/:id/documents/submit',
  'post /user/applications/:id/give-up',
  'post /user/applications/:id/objection',
]);

for (const engine of engines()) {
  describe(`admin login and admin routes on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
      await createAdmin(ctx.database.db, 'admin', 'correct-horse-battery');
    });
    after(() => ctx.close());

    test('when the password and the code are right, then a HS256 token with sub, roles ROLE_ADMIN, both factors and a 12 hour exp comes back', async () => {
      const token = await signInAdmin(ctx, 'admin', 'correct-horse-battery');
      const decoded = jwt.verify(token, TEST_JWT_SECRET, { algorithms: ['HS256'] }) as jwt.JwtPayload;
      assert.equal(decoded.sub, 'admin');
      assert.equal(decoded.roles, 'ROLE_ADMIN');
      assert.deepEqual(decoded.amr, ['pwd', 'otp']);
      assert.equal(decoded.exp! - decoded.iat!, 12 * 3600);
      const list = await request(ctx.app)
        .get('/api/portal/popup')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      assert.deepEqual(list.body, []);
    });

    test('when the password or the user is wrong, then 401 with the Korean message', async () => {
      for (const body of [
        { username: 'admin', password: 'wrong-password' },
        { username: 'nobody', password: 'correct-horse-battery' },
      ]) {
        const res = await request(ctx.app).post('/portal/login').send(body).expect(401);
        assert.equal(res.body.message, '로그인에 실패했습니다. 아이디 또는 비밀번호를 확인해 주세요.');
      }
    });

    test('when a field is missing, then 400 with a Korean message', async () => {
      const res = await request(ctx.app).post('/portal/login').send({ username: 'admin' }).expect(400);
      assert.match(res.body.message, /아이디와 비밀번호를 모두 입력해 주세요\./);
    });

    const routes = () =>
      listRoutes(ctx.app).filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.path}`));

    test('when the router stack is read, then the admin routes of the contract are all there', () => {
      const names = routes().map((route) => `${route.method} ${route.path}`);
      for (const expected of [
        'post /portal/admin/notice',
        'put /portal/admin/notice/:id',
        'delete /portal/admin/notice/:id',
        'post /portal/resource',
        'put /portal/admin/resource/:id',
        'delete /portal/admin/resource/:id',
        'post /portal/admin/subscription',
        'put /portal/admin/subscription/:id',
        'put /portal/admin/subscription/:id/close',
        'delete /portal/admin/subscription/:id',
        'get /portal/admin/subscription/applicantCounts',
        'get /portal/admin/subscriptionApplicants/:roundId',
        'put /portal/admin/subscriptionApplicants',
        'get /api/portal/popup',
        'get /api/portal/popup/:id',
        'post /api/portal/popup',
        'put /api/portal/popup/:id',
        'delete /api/portal/popup/:id',
        'post /portal/logout',
        'get /portal/admin/me',
        'get /portal/admin/waitingRoom/:roundId',
        'put /portal/admin/waitingRoom/:roundId',
        'put /portal/admin/subscription/:id/draw/witness',
        'post /portal/admin/subscription/:id/draw/witnesses',
        'put /portal/admin/subscription/:id/draw/witnesses',
        'post /portal/admin/subscription/:id/draw',
        'get /portal/admin/auditLog',
        'post /portal/admin/auditLog/export',
        'get /portal/admin/auditLog/chain',
        'post /portal/admin/auditLog/review',
        'get /portal/admin/auditLog/findings',
        'put /portal/admin/subscription/:id/retention',
        'get /portal/admin/retention/upcoming',
        'get /portal/admin/sessions',
        'delete /portal/admin/sessions/:id',
        'post /portal/admin/sessions/endOthers',
        'get /portal/admin/messages/status',
        'get /portal/admin/messages/round/:id',
        'get /portal/admin/messages/applicant/:id',
        'post /portal/admin/messages/:id/retry',
        'get /portal/admin/messages/dev',
        'put /portal/admin/messages/dev/mode',
        'post /portal/admin/sessions/extend',
        'get /portal/admin/subscription/:roundId/after-draw',
        'put /portal/admin/subscription/:roundId/after-draw',
        'get /portal/admin/subscription/:roundId/review',
        'get /portal/admin/review/:applicantId',
        'get /portal/admin/review/files/:fileId',
        'put /portal/admin/review/files/:fileId',
        'put /portal/admin/review/:applicantId/decision',
        'put /portal/admin/review/:applicantId/deadline',
        'put /portal/admin/review/:applicantId/contract',
        'get /portal/admin/review/:applicantId/history',
        'put /portal/admin/review/:applicantId/objection',
        'get /portal/admin/subscription/:roundId/reserve-calls',
        'post /portal/admin/subscription/:roundId/reserve-calls',
        'get /portal/admin/messages/round/:id/failed',
        'post /portal/admin/messages/round/:id/failed/retry',
        'get /portal/admin/secondFactor',
        'post /portal/admin/secondFactor/recoveryCodes',
        'post /portal/admin/secondFactor/enrol',
        'post /portal/admin/secondFactor/enrol/confirm',
        'get /portal/admin/subscription/:roundId/corrections',
        'post /portal/admin/review/:applicantId/corrections',
        'post /portal/admin/corrections/:correctionId/confirm',
        'post /portal/admin/corrections/:correctionId/withdraw',
        'get /portal/admin/jobs',
        'get /portal/admin/accounts',
        'post /portal/admin/accounts',
        'put /portal/admin/accounts/:id/roles',
        'post /portal/admin/accounts/:id/disable',
        'post /portal/admin/accounts/:id/enable',
        'post /portal/admin/accounts/:id/secondFactor/reset',
        'post /portal/admin/accounts/:id/setupCode',
        'get /portal/admin/accounts/history',
        'post /portal/admin/accounts/history/export',
      ]) {
        assert.ok(names.includes(expected), `${expected} is missing`);
      }
      assert.equal(names.length, 79, names.join(', '));
    });

    test('when any admin route gets no, expired, forged, alg none, non-admin or garbage tokens, then 401 or 403 JSON', async () => {
      for (const route of routes()) {
        for (const bad of badAdminTokens()) {
          const call = request(ctx.app)[route.method as 'get'](exampleUrl(route.path));
          if (bad.header) call.set('Authorization', bad.header);
          const res = await call;
          assert.equal(res.status, bad.status, `${route.method} ${route.path} with ${bad.label}`);
          assert.match(res.headers['content-type'] ?? '', /json/);
          assert.ok(
            [
              '로그인이 필요합니다.',
              '토큰이 만료되었습니다.',
              '토큰이 유효하지 않습니다.',
              '관리자 권한이 없습니다.',
            ].includes(res.body.message),
          );
        }
      }
    });

    test('when login fails 10 times from one address, then the next attempt is refused with 429', async () => {
      const fresh = await createTestApp(engine);
      try {
        await createAdmin(fresh.database.db, 'admin', 'correct-horse-battery');
        for (let i = 0; i < 10; i++) {
          await request(fresh.app)
            .post('/portal/login')
            .send({ username: 'admin', password: `wrong-${i}` })
            .expect(401);
        }
        const res = await request(fresh.app)
          .post('/portal/login')
          .send({ username: 'admin', password: 'correct-horse-battery' })
          .expect(429);
        assert.equal(res.body.message, '로그인 시도가 너무 많습니다. 15분 후 다시 시도해 주세요.');
      } finally {
        await fresh.close();
      }
    });

    test('when malformed logins are sent, then they count as failures and the limit refuses them with 429 too', async () => {
      const fresh = await createTestApp(engine);
      try {
        for (let i = 0; i < 10; i++) await request(fresh.app).post('/portal/login').send({}).expect(400);
        const res = await request(fresh.app).post('/portal/login').send({ username: [] }).expect(429);
        assert.equal(res.headers['cache-control'], 'no-store');
      } finally {
        await fresh.close();
      }
    });
  });
}
