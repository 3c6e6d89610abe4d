import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { secondFactorMessages } from '@portal/shared-types/auth/second-factor-messages';
import { messages } from '@portal/shared-types/common/messages';
import { createAdmin } from '../src/auth/admin-users';
import { WRONG_CODE_CAP } from '../src/auth/wrong-codes';
import { openDatabase } from '../src/db/database';
import { adminRecoveryCodes, adminUsers, auditLog } from '../src/db/schema';
import { codeAt, stepOf } from './support/admin-sign-in';
import {
  createTestApp,
  engines,
  freshDatabase,
  migrationsFolder,
  type Engine,
  type TestContext,
  type TestDatabase,
} from './support/test-app';
import { bearer } from './support/tokens';

const PASSWORD = 'correct-horse-battery';
const MINUTE = 60_000;
const STEP = 30_000;

interface AuthEntry {
  actor: string;
  action: string;
  target: string | null;
  after: Record<string, unknown> | null;
}

for (const engine of engines()) {
  describe(`the admins' second factor (TOTP) on ${engine}`, () => {
    let ctx: TestContext;
    let secret: string;
    let recoveryCodes: string[];
    // the middle of a 30-second step, so that the steps around it are exactly one away
    let now = Math.floor(Date.parse('2026-06-01T09:00:00+09:00') / STEP) * STEP + STEP / 2;
    const move = (ms: number) => {
      now += ms;
      ctx.clock.set(new Date(now));
    };
    // each test from an address of its own, so that one test's refused codes do not lock the next out
    let address = 0;
    beforeEach(() => void address++);
    const from = () => `10.1.0.${address}`;
    const password = async (username = 'admin') =>
      (
        await request(ctx.app)
          .post('/portal/login')
          .set('X-Forwarded-For', from())
          .set('User-Agent', 'browser/2.0')
          .send({ username, password: PASSWORD })
          .expect(200)
      ).body as { step: string; ticket: string };
    const code = (ticket: string, value: string) =>
      request(ctx.app)
        .post('/portal/login/code')
        .set('X-Forwarded-For', from())
        .set('User-Agent', 'browser/2.0')
        .send({ ticket, code: value });
    const popups = (token: string) =>
      request(ctx.app).get('/api/portal/popup').set('Authorization', bearer(token));
    const authLog = async (token: string) =>
      (
        await request(ctx.app)
          .get('/portal/admin/auditLog?kind=auth')
          .set('Authorization', bearer(token))
          .expect(200)
      ).body as AuthEntry[];

    before(async () => {
      ctx = await createTestApp(engine, { TRUST_PROXY: '1' });
      await createAdmin(ctx.database.db, 'admin', PASSWORD);
      move(0);
    });
    after(() => ctx.close());

    test('when an admin without a factor gives the right password, then only the enrolment opens; its QR code and first code sign in and give ten recovery codes', async () => {
      const first = await password();
      assert.equal(first.step, 'enrol');
      // the ticket is no token: every admin route refuses it, and the code step needs an enrolled factor
      assert.ok([401, 403].includes((await popups(first.ticket)).status));
      const early = await code(first.ticket, '123456').expect(409);
      assert.equal(early.body.message, secondFactorMessages.notEnrolled);
      const confirmFirst = await request(ctx.app)
        .post('/portal/login/enrol/confirm')
        .send({ ticket: first.ticket, code: '123456' })
        .expect(409);
      assert.equal(confirmFirst.body.message, secondFactorMessages.notEnrolled);

      const started = await request(ctx.app)
        .post('/portal/login/enrol')
        .send({ ticket: first.ticket })
        .expect(200);
      secret = started.body.secret;
      assert.match(secret, /^[A-Z2-7]{32}$/);
      const uri = new URL(started.body.otpauthUri);
      assert.equal(uri.protocol, 'otpauth:');
      assert.equal(uri.host, 'totp');
      assert.equal(uri.searchParams.get('secret'), secret);
      assert.equal(uri.searchParams.get('digits'), '6');
      assert.equal(uri.searchParams.get('period'), '30');
      assert.match(started.body.qrCode, /^data:image\/png;base64,/);
      // stored encrypted: the database never holds the secret as it was shown
      const [stored] = await ctx.database.db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.username, 'admin'));
      assert.ok(stored!.totpSecret && !stored!.totpSecret.includes(secret));
      assert.equal(stored!.totpEnrolledAt, null);

      const wrong = await request(ctx.app)
        .post('/portal/login/enrol/confirm')
        .send({ ticket: first.ticket, code: codeAt(secret, stepOf(new Date(now)) + 3) })
        .expect(401);
      assert.equal(wrong.body.message, secondFactorMessages.codeWrong);
      const done = await request(ctx.app)
        .post('/portal/login/enrol/confirm')
        .set('User-Agent', 'browser/2.0')
        .send({ ticket: first.ticket, code: codeAt(secret, stepOf(new Date(now))) })
        .expect(200);
      recoveryCodes = done.body.recoveryCodes;
      assert.equal(recoveryCodes.length, 10);
      assert.equal(new Set(recoveryCodes).size, 10);
      assert.ok(recoveryCodes.every((c) => /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/.test(c)));
      await popups(done.body.token).expect(200);
      // stored hashed: no recovery code is in the database as given
      const hashes = await ctx.database.db.select().from(adminRecoveryCodes);
      assert.equal(hashes.length, 10);
      assert.ok(
        hashes.every((row) => !recoveryCodes.some((c) => row.codeHash.includes(c.replace(/-/g, '')))),
      );

      // enrolled: the next password step asks for a code, and a new enrolment is refused
      const again = await password();
      assert.equal(again.step, 'code');
      const enrolAgain = await request(ctx.app)
        .post('/portal/login/enrol')
        .send({ ticket: again.ticket })
        .expect(409);
      assert.equal(enrolAgain.body.message, secondFactorMessages.alreadyEnrolled);
      assert.doesNotMatch(JSON.stringify(again), new RegExp(secret));
      const log = await authLog(done.body.token);
      assert.deepEqual(
        log.slice(0, 3).map((entry) => entry.action),
        ['signIn', 'enrolSecondFactor', 'signInFailed'],
      );
      assert.equal(log[2]!.after!.step, 'enrol');
      assert.match(String(log[2]!.after!.address), /127\.0\.0\.1|::1/);
      assert.doesNotMatch(JSON.stringify(log), new RegExp(secret));
    });

    test('when a code is two steps before or after the server time, then it is refused; one step after is accepted', async () => {
      move(10 * MINUTE);
      const { ticket } = await password();
      const step = stepOf(new Date(now));
      for (const outside of [step - 2, step + 2]) {
        const res = await code(ticket, codeAt(secret, outside)).expect(401);
        assert.equal(res.body.message, secondFactorMessages.codeWrong);
      }
      const res = await code(ticket, codeAt(secret, step + 1)).expect(200);
      await popups(res.body.token).expect(200);
      const [failed] = (await authLog(res.body.token)).filter((entry) => entry.action === 'signInFailed');
      assert.equal(failed!.actor, 'admin');
      assert.equal(failed!.after!.step, 'code');
      assert.equal(failed!.after!.userAgent, 'browser/2.0');
      assert.equal(failed!.after!.address, from());
    });

    test('when a code is given again, or an older one after a newer, then it is refused, even within the window', async () => {
      move(10 * MINUTE);
      const step = stepOf(new Date(now));
      const { ticket } = await password();
      const signedIn = await code(ticket, codeAt(secret, step)).expect(200);
      // the same code at once (with a new password step), and still within its window a step later
      assert.equal(
        (await code((await password()).ticket, codeAt(secret, step)).expect(401)).body.message,
        secondFactorMessages.codeWrong,
      );
      move(STEP);
      const later = await password();
      await code(later.ticket, codeAt(secret, step)).expect(401);
      // the step before it, within the window too, is older than the one used
      await code(later.ticket, codeAt(secret, step - 1)).expect(401);
      // the next step's code works
      await code(later.ticket, codeAt(secret, step + 1)).expect(200);
      await popups(signedIn.body.token).expect(200);
    });

    test('when a ticket has signed in once, then it signs in no second time, even with a new code', async () => {
      move(10 * MINUTE);
      const step = stepOf(new Date(now));
      const { ticket } = await password();
      await code(ticket, codeAt(secret, step)).expect(200);
      const replay = await code(ticket, codeAt(secret, step + 1)).expect(401);
      assert.equal(replay.body.message, secondFactorMessages.ticketInvalid);
      // the code was not spent on the replay: a fresh password step signs in with it
      await code((await password()).ticket, codeAt(secret, step + 1)).expect(200);
    });

    test('when two requests bring the same code at once, then only one signs in', async () => {
      move(10 * MINUTE);
      const value = codeAt(secret, stepOf(new Date(now)));
      const [a, b] = await Promise.all([password(), password()]);
      const answers = await Promise.all([code(a.ticket, value), code(b.ticket, value)]);
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 401]);
    });

    test('when a recovery code is used, then it signs in once, typed in any case or spacing; the second time it is refused', async () => {
      move(10 * MINUTE);
      const used = recoveryCodes[0]!;
      const { ticket } = await password();
      const res = await code(ticket, ` ${used.toLowerCase().replace(/-/g, ' ')} `).expect(200);
      const [signIn] = (await authLog(res.body.token)).filter((entry) => entry.action === 'signIn');
      assert.equal(signIn!.after!.factor, 'recovery');
      assert.equal(signIn!.after!.recoveryCodesLeft, 9);
      assert.doesNotMatch(JSON.stringify(await authLog(res.body.token)), new RegExp(used));
      const again = await password();
      // a used code is told it was used (not the generic message), and counts as a wrong code
      const refused = await code(again.ticket, used).expect(401);
      assert.equal(refused.body.message, secondFactorMessages.recoveryCodeUsed);
      const unknown = await code(again.ticket, 'AAAA-BBBB-CCCC-DDDD').expect(401);
      assert.equal(unknown.body.message, secondFactorMessages.codeWrong);
      // another one still works, and says how many are left
      const next = await code(again.ticket, recoveryCodes[1]!).expect(200);
      assert.equal(next.body.recoveryCodesLeft, 8);
      assert.equal(next.body.wrongCodes, 2);
      const failures = (await authLog(next.body.token)).filter((entry) => entry.action === 'signInFailed');
      assert.equal(failures[1]!.after!.reused, true);
      assert.equal(failures[0]!.after!.reused, undefined);
      // a code of the app says nothing of recovery codes
      move(10 * MINUTE);
      const totp = await code((await password()).ticket, codeAt(secret, stepOf(new Date(now)))).expect(200);
      assert.equal(totp.body.recoveryCodesLeft, undefined);
    });

    /** A signed-in admin's call to the second factor's own routes, from this test's address. */
    const own = (token: string, method: 'get' | 'post', path: string, body?: object) => {
      const url = `/portal/admin/secondFactor${path}`;
      const call = (method === 'get' ? request(ctx.app).get(url) : request(ctx.app).post(url))
        .set('X-Forwarded-For', from())
        .set('User-Agent', 'browser/2.0')
        .set('Authorization', bearer(token));
      return body ? call.send(body) : call;
    };

    test('when an admin signed in with a recovery code, then they see the codes left and, after the password, get new codes that replace the old ones, recorded', async () => {
      move(10 * MINUTE);
      const signedIn = await code((await password()).ticket, recoveryCodes[2]!).expect(200);
      assert.equal(signedIn.body.recoveryCodesLeft, 7);
      const token = signedIn.body.token as string;
      const status = await own(token, 'get', '').expect(200);
      assert.equal(status.body.recoveryCodesLeft, 7);
      assert.ok(status.body.enrolledAt);
      assert.match(status.headers['cache-control'] ?? '', /no-store/);

      // no proof, a wrong password, a wrong app code: refused with 400 (not 401: the session goes on)
      const none = await own(token, 'post', '/recoveryCodes', {}).expect(400);
      assert.equal(none.body.message, secondFactorMessages.proofRequired);
      const wrong = await own(token, 'post', '/recoveryCodes', { method: 'password', password: 'nope' });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, secondFactorMessages.proofWrong);
      const wrongCode = await own(token, 'post', '/recoveryCodes', { method: 'code', code: '000000' });
      assert.equal(wrongCode.body.message, secondFactorMessages.proofWrong);

      const made = await own(token, 'post', '/recoveryCodes', { method: 'password', password: PASSWORD });
      assert.equal(made.status, 200);
      const fresh = made.body.recoveryCodes as string[];
      assert.equal(fresh.length, 10);
      assert.ok(fresh.every((c) => !recoveryCodes.includes(c)));
      assert.equal((await own(token, 'get', '').expect(200)).body.recoveryCodesLeft, 10);
      // the old codes stop working; a new one signs in
      const later = await password();
      const old = await code(later.ticket, recoveryCodes[3]!).expect(401);
      assert.equal(old.body.message, secondFactorMessages.codeWrong);
      await code(later.ticket, fresh[0]!).expect(200);
      const log = await authLog(token);
      const made_ = log.find((entry) => entry.action === 'newRecoveryCodes');
      assert.equal(made_!.after!.method, 'password');
      assert.equal(made_!.after!.address, from());
      assert.equal(log.filter((entry) => entry.action === 'reauthFailed').length, 2);
      assert.doesNotMatch(JSON.stringify(log), new RegExp(fresh[1]!));
      recoveryCodes = fresh;
    });

    test('when a signed-in admin enrols a new phone after an app code, then the old secret and codes end, the new ones work, the session goes on, and it is recorded', async () => {
      move(10 * MINUTE);
      const step = stepOf(new Date(now));
      const token = (await code((await password()).ticket, codeAt(secret, step)).expect(200)).body
        .token as string;
      // a used step is no fresh proof
      const replayed = await own(token, 'post', '/enrol', { method: 'code', code: codeAt(secret, step) });
      assert.equal(replayed.status, 400);
      const started = await own(token, 'post', '/enrol', {
        method: 'code',
        code: codeAt(secret, step + 1),
      }).expect(200);
      const newSecret = started.body.secret as string;
      assert.match(newSecret, /^[A-Z2-7]{32}$/);
      assert.notEqual(newSecret, secret);
      assert.match(started.body.qrCode, /^data:image\/png;base64,/);
      assert.doesNotMatch(started.body.enrolment, new RegExp(newSecret));
      // until confirmed, the old phone still signs in
      move(2 * STEP);
      await code((await password()).ticket, codeAt(secret, stepOf(new Date(now)))).expect(200);

      const enrolment = started.body.enrolment as string;
      const wrong = await own(token, 'post', '/enrol/confirm', { enrolment, code: codeAt(secret, step + 2) });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.body.message, secondFactorMessages.codeWrong);
      const forged = await own(token, 'post', '/enrol/confirm', {
        enrolment: `${enrolment}x`,
        code: codeAt(newSecret, stepOf(new Date(now))),
      });
      assert.equal(forged.status, 400);
      const done = await own(token, 'post', '/enrol/confirm', {
        enrolment,
        code: codeAt(newSecret, stepOf(new Date(now))),
      }).expect(200);
      const fresh = done.body.recoveryCodes as string[];
      assert.equal(fresh.length, 10);
      await popups(token).expect(200);

      // the old phone and the old codes are refused; the new phone signs in (its first code only once)
      move(10 * MINUTE);
      const later = await password();
      await code(later.ticket, codeAt(secret, stepOf(new Date(now)))).expect(401);
      await code(later.ticket, recoveryCodes[5]!).expect(401);
      await code(later.ticket, codeAt(newSecret, stepOf(new Date(now)))).expect(200);
      const actions = (await authLog(token)).map((entry) => entry.action);
      assert.ok(actions.includes('reenrolSecondFactor'));
      assert.ok(actions.includes('reenrolFailed'));
      const stored = await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin'));
      assert.ok(!stored[0]!.totpSecret!.includes(newSecret));
      secret = newSecret;
      recoveryCodes = fresh;
    });

    test('when wrong proofs come from one address, then the sign-in limit of the address refuses the next with 429', async () => {
      move(10 * MINUTE);
      const token = (await code((await password()).ticket, codeAt(secret, stepOf(new Date(now)))).expect(200))
        .body.token as string;
      let last = 0;
      for (let i = 0; i < 12; i++)
        last = (await own(token, 'post', '/recoveryCodes', { method: 'password', password: `wrong-${i}` }))
          .status;
      assert.equal(last, 429);
      await popups(token).expect(200);
    });

    test(`when ${WRONG_CODE_CAP} wrong codes come in a row, then codes wait 15 minutes and then a new password, the next block is twice as long, a recovery code still signs in, and that sign-in says how many wrong codes there were`, async () => {
      move(10 * MINUTE);
      const step = () => stepOf(new Date(now));
      // from many addresses, as a thief of the password would, so that no address limit stops them first
      const codeFrom = (at: string, ticket: string, value: string) =>
        request(ctx.app).post('/portal/login/code').set('X-Forwarded-For', at).send({ ticket, code: value });
      const first = await password();
      for (let i = 0; i < WRONG_CODE_CAP; i++) {
        const wrong = await codeFrom(`10.3.0.${i}`, first.ticket, codeAt(secret, step() + 5 + i));
        assert.equal(wrong.status, 401);
        assert.equal(wrong.body.message, secondFactorMessages.codeWrong);
      }
      const blocked = await codeFrom('10.3.1.1', first.ticket, codeAt(secret, step())).expect(429);
      assert.equal(blocked.body.message, secondFactorMessages.codesBlocked(15));
      // a new password does not lift the block before its end
      move(14 * MINUTE);
      const early = await password();
      await codeFrom('10.3.1.2', early.ticket, codeAt(secret, step())).expect(429);

      move(MINUTE + 1000);
      const released = await password();
      await codeFrom('10.3.1.3', released.ticket, codeAt(secret, step() + 9)).expect(401);
      const longer = await codeFrom('10.3.1.4', released.ticket, codeAt(secret, step())).expect(429);
      assert.equal(longer.body.message, secondFactorMessages.codesBlocked(30));
      // the recovery code is not blocked; the sign-in answers the wrong codes since the last one
      const owner = await codeFrom('10.3.1.5', released.ticket, recoveryCodes[9]!).expect(200);
      assert.equal(owner.body.wrongCodes, WRONG_CODE_CAP + 1);
      const [signIn] = (await authLog(owner.body.token)).filter((entry) => entry.action === 'signIn');
      assert.equal(signIn!.after!.wrongCodes, WRONG_CODE_CAP + 1);
      // the sign-in ended the run: codes open at once, and the next sign-in has nothing to tell
      const next = await codeFrom('10.3.1.6', (await password()).ticket, codeAt(secret, step()));
      assert.equal(next.status, 200);
      assert.equal(next.body.wrongCodes, 0);
    });

    test('when the ticket is older than five minutes, or forged, then the code step refuses it', async () => {
      move(10 * MINUTE);
      const { ticket } = await password();
      move(5 * MINUTE + 1000);
      const late = await code(ticket, codeAt(secret, stepOf(new Date(now)))).expect(401);
      assert.equal(late.body.message, secondFactorMessages.ticketInvalid);
      const forged = await code(`${ticket.slice(0, -4)}AAAA`, codeAt(secret, stepOf(new Date(now)))).expect(
        401,
      );
      assert.equal(forged.body.message, secondFactorMessages.ticketInvalid);
      const missing = await request(ctx.app).post('/portal/login/code').send({ ticket }).expect(400);
      assert.match(missing.body.message, new RegExp(secondFactorMessages.codeRequired));
    });

    test('when the session is idle 30 minutes, then the server ends it; 연장 starts the limit again, and 12 hours after the sign-in it ends however busy', async () => {
      move(10 * MINUTE);
      const signedInAt = now;
      const { ticket } = await password();
      const token = (await code(ticket, codeAt(secret, stepOf(new Date(now)))).expect(200)).body
        .token as string;
      const extend = () =>
        request(ctx.app).post('/portal/admin/sessions/extend').set('Authorization', bearer(token));

      move(29 * MINUTE);
      const extended = await extend().expect(200);
      assert.equal(extended.body.idleExpiresAt, new Date(now + 30 * MINUTE).toISOString());
      assert.equal(
        extended.body.expiresAt,
        new Date(Math.floor(signedInAt / 1000) * 1000 + 12 * 3600_000).toISOString(),
      );
      // 29 minutes after the 연장 (58 after the last page) the session still holds
      move(29 * MINUTE);
      await popups(token).expect(200);
      // busy until just before the absolute limit
      while (now + 25 * MINUTE < signedInAt + 12 * 3600_000) {
        move(25 * MINUTE);
        await extend().expect(200);
      }
      move(signedInAt + 12 * 3600_000 - 2000 - now);
      await popups(token).expect(200);
      move(3000);
      assert.equal((await popups(token).expect(401)).body.message, messages.tokenExpired);

      // and idle: a fresh session unused for 30 minutes and a second is over, 연장 included
      const next = await password();
      const idle = (await code(next.ticket, codeAt(secret, stepOf(new Date(now)))).expect(200)).body
        .token as string;
      move(30 * MINUTE + 1000);
      const late = await request(ctx.app)
        .post('/portal/admin/sessions/extend')
        .set('Authorization', bearer(idle));
      assert.equal(late.status, 401);
      assert.equal(late.body.message, messages.tokenExpired);
    });
  });
}

/** Runs the operators' command against a database, as `npm run admin -- reset-second-factor` does. */
const resetCommand = (env: Record<string, string>, username: string) =>
  promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.resolve(import.meta.dirname, '../src/cli/admin.ts'),
      'reset-second-factor',
      username,
    ],
    { env: { ...withoutDatabaseUrl(), ...env } },
  );

function withoutDatabaseUrl() {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { DATABASE_URL, ...env } = process.env;
  return env;
}

for (const engine of engines() as Engine[]) {
  describe(`the operators' reset-second-factor command on ${engine}`, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-2fa-cli-'));
    let database: TestDatabase;
    const open = async () =>
      engine === 'pglite'
        ? ({
            ...(await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata'), migrationsFolder })),
            drop: async () => {},
          } as TestDatabase)
        : database;
    before(async () => {
      if (engine === 'postgres') database = await freshDatabase('postgres');
    });
    after(async () => {
      if (engine === 'postgres') await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('when an admin lost their phone, then the command removes the factor: the old session ends and the next sign-in enrols again', async () => {
      const db1 = await open();
      const first = await createTestApp(engine, {}, { database: db1 });
      await createAdmin(db1.db, 'admin', PASSWORD);
      const { ticket } = (
        await request(first.app).post('/portal/login').send({ username: 'admin', password: PASSWORD })
      ).body as { ticket: string };
      const { secret } = (await request(first.app).post('/portal/login/enrol').send({ ticket })).body as {
        secret: string;
      };
      const token = (
        await request(first.app)
          .post('/portal/login/enrol/confirm')
          .send({ ticket, code: codeAt(secret, stepOf(new Date())) })
          .expect(200)
      ).body.token as string;
      await request(first.app).get('/api/portal/popup').set('Authorization', bearer(token)).expect(200);
      await first.close();
      if (engine === 'pglite') await db1.close();

      const { stdout } = await resetCommand(
        engine === 'pglite' ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: database.url! },
        'admin',
      );
      assert.match(stdout, /Second factor of "admin" removed/);
      await assert.rejects(
        resetCommand(
          { DATA_DIR: dataDir, ...(engine === 'postgres' ? { DATABASE_URL: database.url! } : {}) },
          'nobody',
        ),
      );

      // a token of the reset's own second counts as issued before it
      await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
      const db2 = await open();
      const second = await createTestApp(engine, {}, { database: db2 });
      try {
        await request(second.app).get('/api/portal/popup').set('Authorization', bearer(token)).expect(401);
        const again = await request(second.app)
          .post('/portal/login')
          .send({ username: 'admin', password: PASSWORD });
        assert.equal(again.body.step, 'enrol');
        assert.equal((await db2.db.select().from(adminRecoveryCodes)).length, 0);
        const [row] = await db2.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin'));
        assert.equal(row!.totpSecret, null);
        const [entry] = await db2.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        assert.deepEqual(
          [entry!.actor, entry!.action, entry!.target],
          ['(운영 명령)', 'resetSecondFactor', 'admin'],
        );
      } finally {
        await second.close();
        if (engine === 'pglite') await db2.close();
      }
    });
  });
}
