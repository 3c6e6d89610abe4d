import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { createAdmin } from '../src/auth/admin-users';
import { ACCOUNT_FAILURE_LIMIT, failureDelayMs } from '../src/auth/auth-use-cases';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';
import { signInAdmin } from './support/admin-sign-in';

describe('the growing delay of failed sign-ins', () => {
  test('when an account keeps failing, then the delay grows from none to a second and stops there', () => {
    assert.deepEqual([1, 5, 6, 7, 8, 9, 10, 30].map(failureDelayMs), [0, 0, 100, 200, 400, 800, 1000, 1000]);
  });
});

for (const engine of engines()) {
  describe(`sign-in limits per account on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      // behind one proxy: X-Forwarded-For gives each attempt its own client address
      ctx = await createTestApp(engine, { TRUST_PROXY: '1' });
      await createAdmin(ctx.database.db, 'admin', 'correct-horse-battery');
      await createAdmin(ctx.database.db, 'other', 'another-good-password');
    });
    after(() => ctx.close());

    const login = (address: string, username: string, password: string) =>
      request(ctx.app)
        .post('/portal/login')
        .set('X-Forwarded-For', address)
        .set('User-Agent', 'guesser/1.0')
        .send({ username, password });

    test('when one account gets wrong passwords from many addresses, then it is locked for it alone, each failure recorded with its address', async () => {
      const started = Date.now();
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++)
        await login(`10.0.0.${i + 1}`, 'admin', `wrong-${i}`).expect(401);
      // the delay grew: twenty failures took at least the sum of their delays
      const delays = Array.from({ length: ACCOUNT_FAILURE_LIMIT }, (_, i) => failureDelayMs(i + 1));
      assert.ok(Date.now() - started >= delays.reduce((a, b) => a + b, 0) - 50);
      const locked = await login('10.0.1.1', 'admin', 'correct-horse-battery').expect(429);
      assert.equal(locked.body.message, apiMessages.tooManyLoginFailures);
      // the same name spelt otherwise is the same account
      await login('10.0.1.2', ' ADMIN ', 'correct-horse-battery').expect(429);
      // another account, from a fresh address, is not locked
      assert.equal(
        (await login('10.0.1.3', 'other', 'another-good-password').expect(200)).body.step,
        'enrol',
      );
      await signInAdmin(ctx, 'other', 'another-good-password');
      const log = (
        await request(ctx.app)
          .get('/portal/admin/auditLog?kind=auth')
          .set('Authorization', bearer(adminToken()))
          .expect(200)
      ).body as { actor: string; action: string; after: { address: string; userAgent: string } }[];
      const failed = log.filter((entry) => entry.action === 'signInFailed' && entry.actor === 'admin');
      assert.equal(failed.length, ACCOUNT_FAILURE_LIMIT);
      assert.deepEqual(
        new Set(failed.map((entry) => entry.after.address)),
        new Set(Array.from({ length: ACCOUNT_FAILURE_LIMIT }, (_, i) => `10.0.0.${i + 1}`)),
      );
      assert.ok(failed.every((entry) => entry.after.userAgent === 'guesser/1.0'));
      assert.ok(log.some((entry) => entry.action === 'signIn' && entry.actor === 'other'));
    });

    test('when a name that is no account fails, then it is recorded without the name typed', async () => {
      await login('10.0.2.1', 'my-secret-password', 'x').expect(401);
      const [entry] = (
        await request(ctx.app)
          .get('/portal/admin/auditLog?kind=auth')
          .set('Authorization', bearer(adminToken()))
          .expect(200)
      ).body as { actor: string; action: string }[];
      assert.deepEqual([entry?.actor, entry?.action], ['(알 수 없는 계정)', 'signInFailed']);
    });
  });
}
