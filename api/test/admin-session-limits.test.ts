import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { messages } from '@portal/shared-types/common/messages';
import { ADMIN_IDLE_TIMEOUT_MS } from '../src/auth/admin-sessions';
import { ADMIN_TOKEN_TTL_SECONDS, signAdminToken } from '../src/auth/admin-token';
import { createAdmin } from '../src/auth/admin-users';
import { adminSessions } from '../src/db/schema';
import { createTestApp, engines, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { bearer } from './support/tokens';
import { signInAdmin } from './support/admin-sign-in';

const PASSWORD = 'correct-horse-battery';
const MINUTE = 60 * 1000;

for (const engine of engines()) {
  describe(`admin session limits and the sessions page on ${engine}`, () => {
    let ctx: TestContext;
    let replica: TestContext;
    let now: number;
    const move = (ms: number) => {
      now += ms;
      ctx.clock.set(new Date(now));
      replica.clock.set(new Date(now));
    };
    before(async () => {
      ctx = await createTestApp(engine);
      replica = await createTestApp(engine, {}, { database: ctx.database });
      await createAdmin(ctx.database.db, 'admin', PASSWORD);
      now = Date.parse('2026-05-10T09:00:00+09:00');
      move(0);
    });
    after(async () => {
      await replica.close();
      await ctx.close();
    });

    const login = (agent = 'browser-a', app = ctx.app) =>
      signInAdmin(app === ctx.app ? ctx : replica, 'admin', PASSWORD, agent);
    const use = (token: string, app = ctx.app) =>
      request(app).get('/api/portal/popup').set('Authorization', bearer(token));

    test('when a session is used within 30 minutes each time, then it goes on; 30 minutes idle, then it is over on the server', async () => {
      const token = await login();
      move(29 * MINUTE);
      await use(token).expect(200);
      move(29 * MINUTE);
      await use(token, replica.app).expect(200);
      move(ADMIN_IDLE_TIMEOUT_MS + 1000);
      const res = await use(token).expect(401);
      assert.equal(res.body.message, messages.tokenExpired);
      // and it stays over, on every replica, even if used again at once
      await use(token, replica.app).expect(401);
    });

    test('when a session is kept busy, then it still ends at its absolute limit', async () => {
      const token = await login();
      const end = now + ADMIN_TOKEN_TTL_SECONDS * 1000;
      assert.ok(ADMIN_TOKEN_TTL_SECONDS <= 12 * 3600);
      while (now + 20 * MINUTE < end) {
        move(20 * MINUTE);
        await use(token).expect(200);
      }
      move(end - now + 1000);
      assert.equal((await use(token).expect(401)).body.message, messages.tokenExpired);
    });

    test("when a session's row is given an earlier end, then the session ends by its row, on every replica, although its token has not expired", async () => {
      const token = await login('browser-short');
      await use(token).expect(200);
      const { jti } = jwt.decode(token) as { jti: string };
      await ctx.database.db
        .update(adminSessions)
        .set({ expiresAt: new Date(now + MINUTE) })
        .where(eq(adminSessions.jti, jti));
      move(MINUTE);
      assert.equal((await use(token, replica.app).expect(401)).body.message, messages.tokenExpired);
      await use(token).expect(401);
    });

    test('when a token is signed with the server secret but no sign-in opened its session, then it is refused', async () => {
      const unopened = signAdminToken(TEST_JWT_SECRET, 'admin', new Date(now));
      assert.equal((await use(unopened).expect(401)).body.message, messages.tokenInvalid);
      // and it stays refused later (no session is made for it on the way)
      move(ADMIN_IDLE_TIMEOUT_MS + MINUTE);
      await use(unopened, replica.app).expect(401);
    });

    test('when an admin lists their sessions, then each open one shows when and where, the current one marked', async () => {
      move(60 * MINUTE);
      const first = await login('browser-a');
      const second = await login('browser-b', replica.app);
      const sessions = (
        await request(ctx.app).get('/portal/admin/sessions').set('Authorization', bearer(first)).expect(200)
      ).body as { id: number; userAgent: string; current: boolean; address: string; startedAt: string }[];
      assert.deepEqual(sessions.map((s) => [s.userAgent, s.current]).sort(), [
        ['browser-a', true],
        ['browser-b', false],
      ]);
      assert.ok(
        sessions.every(
          (s) => s.address !== '' && s.startedAt === new Date(Math.floor(now / 1000) * 1000).toISOString(),
        ),
      );
      await use(second, replica.app).expect(200);
    });

    test('when a session is ended on one replica, then it is refused at once on the other; ending all others leaves only this one', async () => {
      const mine = await login('browser-mine');
      const other = await login('browser-other');
      const third = await login('browser-third', replica.app);
      await use(other, replica.app).expect(200);
      const sessions = (
        await request(ctx.app).get('/portal/admin/sessions').set('Authorization', bearer(mine)).expect(200)
      ).body as { id: number; userAgent: string }[];
      const target = sessions.find((s) => s.userAgent === 'browser-other')!;
      await request(ctx.app)
        .delete(`/portal/admin/sessions/${target.id}`)
        .set('Authorization', bearer(mine))
        .expect(204);
      assert.equal((await use(other, replica.app).expect(401)).body.message, messages.tokenInvalid);
      await use(third, replica.app).expect(200);
      await use(mine, replica.app).expect(200);

      const all = await request(replica.app)
        .post('/portal/admin/sessions/endOthers')
        .set('Authorization', bearer(mine))
        .expect(200);
      assert.ok(all.body.ended >= 1);
      await use(third).expect(401);
      await use(third, replica.app).expect(401);
      await use(mine).expect(200);
      const left = (
        await request(replica.app)
          .get('/portal/admin/sessions')
          .set('Authorization', bearer(mine))
          .expect(200)
      ).body as { userAgent: string; current: boolean }[];
      assert.deepEqual(
        left.map((s) => [s.userAgent, s.current]),
        [['browser-mine', true]],
      );
      // an unknown session, or one already ended, cannot be ended
      await request(ctx.app)
        .delete('/portal/admin/sessions/999999')
        .set('Authorization', bearer(mine))
        .expect(404);
      await request(ctx.app)
        .delete(`/portal/admin/sessions/${target.id}`)
        .set('Authorization', bearer(mine))
        .expect(404);
    });
  });
}
