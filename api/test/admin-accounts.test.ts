import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { accountMessages } from '@portal/shared-types/auth/admin-accounts.schema';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import { passwordMessages } from '@portal/shared-types/auth/password-rule';
import { messages } from '@portal/shared-types/common/messages';
import { createAdmin } from '../src/auth/admin-users';
import { adminUsers } from '../src/db/schema';
import { codeAt, signInAdmin, stepOf } from './support/admin-sign-in';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { bearer } from './support/tokens';

const CHIEF_PASSWORD = 'Chief-password-2026';
const HOUR = 60 * 60 * 1000;

for (const engine of engines()) {
  describe(`admin accounts managed by the 최고 관리자 on ${engine}`, () => {
    let ctx: TestContext;
    let now = Date.now();
    /** moves the clock on past the steps a code used (each 30-second step signs in once) */
    const tick = (ms = 31_000) => ctx.clock.set(new Date((now += ms)));
    let chief: string;
    /** the secret each admin enrolled here, as their phone keeps it */
    const phones = new Map<string, string>();

    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date(now));
      await createAdmin(ctx.database.db, 'chief', CHIEF_PASSWORD);
      chief = await signInAdmin(ctx, 'chief', CHIEF_PASSWORD);
      // the harness's own admin holds every role; here the chief must be the only 최고 관리자
      await ctx.database.db
        .update(adminUsers)
        .set({ roles: ADMIN_ROLES.filter((role) => role !== 'accounts') })
        .where(eq(adminUsers.username, TEST_ADMIN));
    });
    after(() => ctx.close());

    const as = (token: string) => ({
      get: (url: string) => request(ctx.app).get(url).set('Authorization', bearer(token)),
      post: (url: string, body: object = {}) =>
        request(ctx.app).post(url).set('Authorization', bearer(token)).send(body),
      put: (url: string, body: object) =>
        request(ctx.app).put(url).set('Authorization', bearer(token)).send(body),
    });
    // each sign-in step from its own address: the address limit (10 failures) is not what this file tests
    let addresses = 0;
    const signInStep = (path: string) =>
      request(ctx.app)
        .post(path)
        .set('X-Forwarded-For', `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`);
    const accounts = () => as(chief).get('/portal/admin/accounts').expect(200);
    const idOf = async (username: string) =>
      ((await accounts()).body as { id: number; username: string }[]).find((a) => a.username === username)!
        .id;
    const setup = (username: string, setupCode: string, password: string, passwordAgain = password) =>
      signInStep('/portal/login/setup').send({ username, setupCode, password, passwordAgain });

    /** The new admin's first sign-in: setup code, password, then the enrolment; answers token and secret. */
    async function firstSignIn(username: string, setupCode: string, password: string) {
      const first = await setup(username, setupCode, password).expect(200);
      assert.equal(first.body.step, 'enrol');
      const ticket = first.body.ticket as string;
      const started = await signInStep('/portal/login/enrol').send({ ticket }).expect(200);
      const secret = started.body.secret as string;
      phones.set(username, secret);
      tick();
      const done = await signInStep('/portal/login/enrol/confirm')
        .send({ ticket, code: codeAt(secret, stepOf(ctx.clock.now())) })
        .expect(200);
      return { token: done.body.token as string, secret };
    }

    async function signIn(username: string, password: string, secret: string) {
      tick();
      const first = await signInStep('/portal/login').send({ username, password }).expect(200);
      const done = await signInStep('/portal/login/code')
        .send({ ticket: first.body.ticket, code: codeAt(secret, stepOf(ctx.clock.now())) })
        .expect(200);
      return done.body.token as string;
    }

    const history = async () =>
      (await as(chief).get('/portal/admin/accounts/history').expect(200)).body as {
        action: string;
        target: string | null;
        actor: string;
        after: Record<string, unknown> | null;
      }[];

    test('when the 최고 관리자 creates an account, then a setup code comes back once, kept hashed, and the list shows it waiting', async () => {
      const made = await as(chief)
        .post('/portal/admin/accounts', { username: 'Kim.Content', roles: ['content'] })
        .expect(201);
      assert.equal(made.body.username, 'kim.content');
      assert.match(made.body.setupCode, /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const hours = (Date.parse(made.body.expiresAt) - ctx.clock.now().getTime()) / HOUR;
      assert.equal(hours, 72);
      const [row] = await ctx.database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.username, 'kim.content'));
      assert.ok(row!.setupCodeHash);
      assert.ok(!JSON.stringify(row).includes(made.body.setupCode.replace(/-/g, '')));
      const listed = (await accounts()).body.find((a: { username: string }) => a.username === 'kim.content');
      assert.deepEqual(
        {
          roles: listed.roles,
          state: listed.state,
          secondFactor: listed.secondFactor,
          last: listed.lastSignInAt,
        },
        { roles: ['content'], state: 'setup', secondFactor: false, last: null },
      );
      assert.ok(!JSON.stringify((await accounts()).body).includes('Hash'));
      // the password nobody knows does not sign in, nor any guess
      await signInStep('/portal/login')
        .send({ username: 'kim.content', password: made.body.setupCode })
        .expect(401);
      const entry = (await history()).find((e) => e.action === 'create' && e.target === 'kim.content');
      assert.equal(entry!.actor, 'chief');
      assert.ok(!JSON.stringify(await history()).includes(made.body.setupCode));
    });

    test('when a name is taken in any case, or badly formed, or the roles are none or unknown, then 409 or 400 in Korean', async () => {
      const taken = await as(chief)
        .post('/portal/admin/accounts', { username: 'KIM.CONTENT', roles: ['rounds'] })
        .expect(409);
      assert.equal(taken.body.message, accountMessages.usernameTaken);
      for (const body of [
        { username: 'a', roles: ['content'] },
        { username: 'kim park', roles: ['content'] },
        { username: 'lee', roles: [] },
        { username: 'lee', roles: ['owner'] },
        { username: 'lee' },
      ]) {
        const res = await as(chief).post('/portal/admin/accounts', body).expect(400);
        assert.match(res.body.message, /[가-힣]/);
      }
    });

    test('when the new admin uses the setup code, then a wrong code, a password against the rule or two different passwords are refused, and the right one leads to the enrolment once', async () => {
      const made = await as(chief)
        .post('/portal/admin/accounts', { username: 'park', roles: ['review', 'rounds'] })
        .expect(201);
      const code = made.body.setupCode as string;
      const wrong = await setup('park', 'AAAA-BBBB-CCCC', 'Good-password-1').expect(401);
      assert.equal(wrong.body.message, accountMessages.setupFailed);
      await setup('nobody', code, 'Good-password-1').expect(401);
      const mismatch = await setup('park', code, 'Good-password-1', 'Good-password-2').expect(400);
      assert.equal(mismatch.body.message, passwordMessages.mismatch);
      const named = await setup('park', code, 'Park-password-1').expect(400);
      assert.equal(named.body.message, passwordMessages.hasUsername);
      const short = await setup('park', code, 'abc12345').expect(400);
      assert.equal(short.body.message, passwordMessages.tooShort);
      // typed in small letters without hyphens it is the same code
      const { token, secret } = await firstSignIn(
        'park',
        code.toLowerCase().replace(/-/g, ''),
        'Good-password-1',
      );
      await as(token).get('/portal/admin/sessions').expect(200);
      const again = await setup('park', code, 'Other-password-2').expect(401);
      assert.equal(again.body.message, accountMessages.setupFailed);
      const listed = (await accounts()).body.find((a: { username: string }) => a.username === 'park');
      assert.equal(listed.state, 'active');
      assert.equal(listed.secondFactor, true);
      assert.ok(listed.lastSignInAt);
      await signIn('park', 'Good-password-1', secret);
      assert.ok((await history()).some((e) => e.action === 'setupPassword' && e.target === 'park'));
    });

    test('when a setup code is older than 72 hours, then it is refused', async () => {
      const made = await as(chief)
        .post('/portal/admin/accounts', { username: 'late', roles: ['content'] })
        .expect(201);
      const saved = now;
      ctx.clock.set(new Date(now + 72 * HOUR + 1000));
      await setup('late', made.body.setupCode, 'Good-password-1').expect(401);
      ctx.clock.set(new Date((now = saved)));
    });

    test('when a setup code is reissued, then the old one stops, and the new password may not be one of the last three', async () => {
      const id = await idOf('park');
      const first = await as(chief)
        .post(`/portal/admin/accounts/${id}/setupCode`, { reason: '비밀번호 분실' })
        .expect(200);
      const second = await as(chief)
        .post(`/portal/admin/accounts/${id}/setupCode`, { reason: '코드 분실' })
        .expect(200);
      await setup('park', first.body.setupCode, 'Fresh-password-2').expect(401);
      const reused = await setup('park', second.body.setupCode, 'Good-password-1').expect(400);
      assert.equal(reused.body.message, passwordMessages.reused);
      const ok = await setup('park', second.body.setupCode, 'Fresh-password-2').expect(200);
      assert.equal(ok.body.step, 'code');
      tick();
      await signInStep('/portal/login').send({ username: 'park', password: 'Good-password-1' }).expect(401);
      const third = await as(chief)
        .post(`/portal/admin/accounts/${id}/setupCode`, { reason: '다시 분실' })
        .expect(200);
      const back = await setup('park', third.body.setupCode, 'Fresh-password-2').expect(400);
      assert.equal(back.body.message, passwordMessages.reused);
      await setup('park', third.body.setupCode, 'Third-password-3').expect(200);
      const [row] = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, 'park'));
      assert.equal(row!.passwordHistory.length, 3);
      assert.ok(row!.passwordHistory.every((hash) => hash.startsWith('$argon2')));
      assert.equal((await history()).filter((e) => e.action === 'reissueSetupCode').length, 3);
    });

    test('when roles are given and taken, then the list and the history say which, with the reason', async () => {
      const id = await idOf('park');
      const res = await as(chief)
        .put(`/portal/admin/accounts/${id}/roles`, { roles: ['review', 'privacy'], reason: '업무 변경' })
        .expect(200);
      assert.deepEqual(res.body.roles, ['review', 'privacy']);
      const entry = (await history()).find((e) => e.action === 'changeRoles' && e.target === 'park');
      assert.deepEqual(entry!.after, {
        roles: ['서류 심사', '개인정보 관리'],
        given: ['개인정보 관리'],
        taken: ['청약 운영'],
        reason: '업무 변경',
      });
      const noReason = await as(chief)
        .put(`/portal/admin/accounts/${id}/roles`, { roles: ['review'] })
        .expect(400);
      assert.equal(noReason.body.message, accountMessages.reasonRequired);
      await as(chief)
        .put('/portal/admin/accounts/999999/roles', { roles: ['review'], reason: '없는 계정' })
        .expect(404);
    });

    test('when an account is stopped, then its sessions end at once and it cannot sign in; enabled again, it can', async () => {
      const made = await as(chief)
        .post('/portal/admin/accounts', { username: 'choi', roles: ['content'] })
        .expect(201);
      const { token, secret } = await firstSignIn('choi', made.body.setupCode, 'Chx-is-not-in-1!');
      await as(token).get('/portal/admin/sessions').expect(200);
      const id = await idOf('choi');
      const missing = await as(chief).post(`/portal/admin/accounts/${id}/disable`, {}).expect(400);
      assert.equal(missing.body.message, accountMessages.reasonRequired);
      const stopped = await as(chief)
        .post(`/portal/admin/accounts/${id}/disable`, { reason: '퇴사' })
        .expect(200);
      assert.equal(stopped.body.state, 'disabled');
      const refused = await as(token).get('/portal/admin/sessions').expect(401);
      assert.equal(refused.body.message, messages.tokenInvalid);
      tick();
      const signIn1 = await signInStep('/portal/login')
        .send({ username: 'choi', password: 'Chx-is-not-in-1!' })
        .expect(401);
      assert.equal(signIn1.body.message, messages.loginFailed);
      await as(chief).post(`/portal/admin/accounts/${id}/disable`, { reason: '퇴사' }).expect(409);
      await as(chief).post(`/portal/admin/accounts/${id}/enable`, { reason: '복직' }).expect(200);
      await as(await signIn('choi', 'Chx-is-not-in-1!', secret))
        .get('/portal/admin/sessions')
        .expect(200);
      const actions = (await history()).filter((e) => e.target === 'choi').map((e) => e.action);
      assert.ok(actions.includes('disable') && actions.includes('enable'));
    });

    test("when another admin's second factor is reset with a reason, then their sessions end and the next sign-in enrols again", async () => {
      const id = await idOf('choi');
      tick();
      const token = await signIn('choi', 'Chx-is-not-in-1!', phones.get('choi')!);
      await as(chief).post(`/portal/admin/accounts/${id}/secondFactor/reset`, {}).expect(400);
      const res = await as(chief)
        .post(`/portal/admin/accounts/${id}/secondFactor/reset`, { reason: '휴대폰 분실' })
        .expect(200);
      assert.equal(res.body.secondFactor, false);
      await as(token).get('/portal/admin/sessions').expect(401);
      tick();
      const next = await signInStep('/portal/login')
        .send({ username: 'choi', password: 'Chx-is-not-in-1!' })
        .expect(200);
      assert.equal(next.body.step, 'enrol');
      const entry = (await history()).find((e) => e.action === 'resetSecondFactor' && e.target === 'choi');
      assert.equal(entry!.after!.reason, '휴대폰 분실');
    });

    test('when the 최고 관리자 acts on the own account, then stopping it or resetting its factor is refused', async () => {
      const id = await idOf('chief');
      const res = await as(chief)
        .post(`/portal/admin/accounts/${id}/disable`, { reason: '시험' })
        .expect(409);
      assert.equal(res.body.message, accountMessages.notOnSelf);
      await as(chief).post(`/portal/admin/accounts/${id}/secondFactor/reset`, { reason: '시험' }).expect(409);
    });

    test('when the last 최고 관리자 would lose the role or be stopped, then it is refused, also when two 최고 관리자 act on each other at once', async () => {
      const chiefId = await idOf('chief');
      const last = await as(chief)
        .put(`/portal/admin/accounts/${chiefId}/roles`, { roles: ['content'], reason: '역할 정리' })
        .expect(409);
      assert.equal(last.body.message, accountMessages.lastAccountsAdmin);
      const made = await as(chief)
        .post('/portal/admin/accounts', { username: 'second', roles: ['accounts'] })
        .expect(201);
      const { token: secondToken } = await firstSignIn('second', made.body.setupCode, 'Chief-number-2!');
      const secondId = await idOf('second');
      const tokenOf = { chief, second: secondToken };
      const idOfName = { chief: chiefId, second: secondId };
      const holders = async () =>
        (await ctx.database.db.select().from(adminUsers))
          .filter((row) => row.roles.includes('accounts') && !row.disabledAt)
          .map((row) => row.username as 'chief' | 'second');

      // each takes the other's role at the same moment: one wins, the other is told it is the last
      const roles = await Promise.all([
        as(chief).put(`/portal/admin/accounts/${secondId}/roles`, { roles: ['content'], reason: '동시 1' }),
        as(secondToken).put(`/portal/admin/accounts/${chiefId}/roles`, {
          roles: ['content'],
          reason: '동시 2',
        }),
      ]);
      const roleStatuses = roles.map((res) => res.status);
      assert.equal(roleStatuses.filter((status) => status === 200).length, 1, roleStatuses.join());
      // the loser met the lock (409) or, when the winner had already taken its role, the role check (403)
      assert.ok(
        roleStatuses.every((status) => [200, 403, 409].includes(status)),
        roleStatuses.join(),
      );
      let left = await holders();
      assert.equal(left.length, 1);
      const other = left[0] === 'chief' ? 'second' : 'chief';
      await as(tokenOf[left[0]!])
        .put(`/portal/admin/accounts/${idOfName[other]}/roles`, { roles: ['accounts'], reason: '원상 복구' })
        .expect(200);

      // each stops the other at the same moment: one is stopped, never both
      const stops = await Promise.all([
        as(chief).post(`/portal/admin/accounts/${secondId}/disable`, { reason: '동시 중지 1' }),
        as(secondToken).post(`/portal/admin/accounts/${chiefId}/disable`, { reason: '동시 중지 2' }),
      ]);
      const statuses = stops.map((res) => res.status);
      assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join());
      // the loser met the lock (409) or, when its sign-in had ended just before, the ended session (401)
      assert.ok(
        statuses.every((status) => [200, 401, 409].includes(status)),
        statuses.join(),
      );
      left = await holders();
      assert.equal(left.length, 1);
      chief = tokenOf[left[0]!];
      const stopped = left[0] === 'chief' ? secondId : chiefId;
      await as(chief).post(`/portal/admin/accounts/${stopped}/enable`, { reason: '복구' }).expect(200);
    });

    test('when an admin enrols a new phone, then their other sessions end and this one goes on', async () => {
      const secret = phones.get('park')!;
      const other = await signIn('park', 'Third-password-3', secret);
      const current = await signIn('park', 'Third-password-3', secret);
      const started = await as(current)
        .post('/portal/admin/secondFactor/enrol', { method: 'password', password: 'Third-password-3' })
        .expect(200);
      tick();
      await as(current)
        .post('/portal/admin/secondFactor/enrol/confirm', {
          enrolment: started.body.enrolment,
          code: codeAt(started.body.secret, stepOf(ctx.clock.now())),
        })
        .expect(200);
      await as(current).get('/portal/admin/sessions').expect(200);
      const ended = await as(other).get('/portal/admin/sessions').expect(401);
      assert.equal(ended.body.message, messages.tokenInvalid);
      phones.set('park', started.body.secret);
    });

    test('when the history is exported with a reason, then the export is an entry of its own', async () => {
      await as(chief).post('/portal/admin/accounts/history/export', {}).expect(400);
      const res = await as(chief)
        .post('/portal/admin/accounts/history/export', { reason: '분기 점검' })
        .expect(200);
      assert.ok(res.body.length > 5);
      const entry = (await history()).find((e) => e.action === 'exportHistory');
      assert.deepEqual(entry!.after, { reason: '분기 점검', rows: res.body.length });
    });
  });
}
