import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import { createAdmin } from '../src/auth/admin-users';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, failureDelayMs } from '../src/auth/auth-use-cases';
import { adminUsers } from '../src/db/schema';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';
import { appAuthenticator, codeAt, signInAdmin, stepOf } from './support/admin-sign-in';

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

    test('when strangers flood an account with wrong passwords from many addresses, then the owner still signs in with the right password and code; past the account limit the password step no longer tells', async () => {
      await signInAdmin(ctx, 'admin', 'correct-horse-battery');
      const spellings = ['admin', 'ADMIN', ' admin ', 'Admin'];
      const started = Date.now();
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
        const res = await login(`10.0.0.${i + 1}`, spellings[i % 4]!, `wrong-${i}`).expect(401);
        assert.equal(res.body.message, messages.loginFailed);
      }
      // one failure per address: nobody was slowed (the delay is per account and address)
      assert.ok(Date.now() - started < 20 * 1000);
      // flooded: a wrong password gets a ticket like a right one, and no code signs that ticket in
      const blind = await login('10.0.0.99', 'ADMIN', 'wrong-again').expect(200);
      assert.equal(blind.body.step, 'code');
      const phone = appAuthenticator(ctx.database.db, 'admin')!;
      const stolenCode = await request(ctx.app)
        .post('/portal/login/code')
        .set('X-Forwarded-For', '10.0.0.99')
        .send({ ticket: blind.body.ticket, code: codeAt(phone.secret, stepOf(ctx.clock.now()) + 1) })
        .expect(401);
      assert.equal(stolenCode.body.message, secondFactorMessages.codeWrong);
      // nor does the enrolment tell the two tickets apart
      const enrol = await request(ctx.app)
        .post('/portal/login/enrol')
        .send({ ticket: blind.body.ticket })
        .expect(409);
      assert.equal(enrol.body.message, secondFactorMessages.alreadyEnrolled);

      // the owner, from their own address, with the right password and the right code
      const token = await signInAdmin(ctx, 'admin', 'correct-horse-battery');
      await request(ctx.app).get('/api/portal/popup').set('Authorization', bearer(token)).expect(200);
      // another account is not flooded
      assert.equal(
        (await login('10.0.1.3', 'other', 'another-good-password').expect(200)).body.step,
        'enrol',
      );
      const log = (
        await request(ctx.app)
          .get('/portal/admin/auditLog?kind=auth')
          .set('Authorization', bearer(adminToken()))
          .expect(200)
      ).body as { actor: string; action: string; after: { address: string; userAgent: string } }[];
      const failed = log.filter((entry) => entry.action === 'signInFailed' && entry.actor === 'admin');
      // the twenty refusals, the blind password and its code: each recorded with its address
      assert.equal(failed.length, ACCOUNT_FAILURE_LIMIT + 2);
      assert.ok(failed.some((entry) => entry.after.address === '10.0.0.99'));
      assert.ok(
        failed.filter((entry) => entry.after.userAgent === 'guesser/1.0').length >= ACCOUNT_FAILURE_LIMIT,
      );
    });

    test('when one address keeps failing, then it is refused after ten, and its failures on one account slow it down', async () => {
      const started = Date.now();
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++)
        await login('10.0.3.1', 'other', `wrong-${i}`).expect(401);
      const delays = Array.from({ length: ADDRESS_FAILURE_LIMIT }, (_, i) => failureDelayMs(i + 1));
      assert.ok(Date.now() - started >= delays.reduce((a, b) => a + b, 0) - 50);
      const refused = await login('10.0.3.1', 'other', 'another-good-password').expect(429);
      assert.equal(refused.body.message, apiMessages.tooManyLoginFailures);
      // the account itself is not refused elsewhere: its owner signs in from another address
      await login('10.0.3.2', 'other', 'another-good-password').expect(200);
    });

    test('when an admin is made with capitals or spaces in the name, then it is one account under every spelling', async () => {
      await createAdmin(ctx.database.db, ' Owner ', 'owner-long-password');
      const [row] = await ctx.database.db
        .select({ username: adminUsers.username })
        .from(adminUsers)
        .where(eq(adminUsers.username, 'owner'));
      assert.equal(row?.username, 'owner');
      for (const name of ['OWNER', 'owner', ' Owner'])
        assert.equal((await login('10.0.4.1', name, 'owner-long-password').expect(200)).body.step, 'enrol');
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
