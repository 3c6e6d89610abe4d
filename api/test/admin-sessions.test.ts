import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import jwt from 'jsonwebtoken';
import { pino } from 'pino';
import request from 'supertest';
import { allCalls } from '@portal/shared-types/http/contract';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { createAdmin, resetAdminPassword } from '../src/auth/admin-users';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { createLocalFileStore } from '../src/files/file-store';
import {
  createTestApp,
  engines,
  migrationsFolder,
  TEST_JWT_SECRET,
  type TestContext,
} from './support/test-app';
import { bearer, sessionToken } from './support/tokens';
import { exampleUrl } from './support/routes';
import { signInAdmin } from './support/admin-sign-in';

const PASSWORD = 'correct-horse-battery';
/** Every admin route of the API, with 1 for each path parameter. */
const adminRoutes = allCalls
  .filter((call) => call.auth === 'admin')
  .map((call) => ({ method: call.method, url: exampleUrl(call.path) }));

for (const engine of engines()) {
  describe(`admin sign-out and password reset on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
      await createAdmin(ctx.database.db, 'admin', PASSWORD);
    });
    after(() => ctx.close());

    const login = (password = PASSWORD) => signInAdmin(ctx, 'admin', password);
    const popupList = (token: string) =>
      request(ctx.app).get('/api/portal/popup').set('Authorization', bearer(token));

    /** Every admin route answers this token 401 with the Korean message, before doing anything. */
    async function refusedEverywhere(token: string) {
      for (const route of adminRoutes) {
        const res = await request(ctx.app)[route.method](route.url).set('Authorization', bearer(token));
        assert.equal(res.status, 401, `${route.method} ${route.url}`);
        assert.equal(res.body.message, '토큰이 유효하지 않습니다.', `${route.method} ${route.url}`);
        assert.equal(res.headers['cache-control'], 'no-store', `${route.method} ${route.url}`);
      }
    }

    test('when an admin logs in, then the token carries an id of its own', async () => {
      const first = jwt.decode(await login()) as jwt.JwtPayload;
      const second = jwt.decode(await login()) as jwt.JwtPayload;
      assert.match(String(first.jti), /^[0-9a-f-]{36}$/);
      assert.notEqual(first.jti, second.jti);
    });

    test('when an admin signs out, then that token is refused on every admin route, and other sessions go on', async () => {
      const token = await login();
      const other = await login();
      await popupList(token).expect(200);
      const out = await request(ctx.app)
        .post('/portal/logout')
        .set('Authorization', bearer(token))
        .expect(204);
      assert.equal(out.headers['cache-control'], 'no-store');
      await refusedEverywhere(token);
      // signing out twice is refused too: the token is gone
      await request(ctx.app).post('/portal/logout').set('Authorization', bearer(token)).expect(401);
      await popupList(other).expect(200);
      // the check belongs to admin routes only: public pages answer whatever header comes along
      await request(ctx.app).get('/portal/notice').set('Authorization', bearer(token)).expect(200);
    });

    test('when sign-out comes without a token, then 401 and nothing happens', async () => {
      const res = await request(ctx.app).post('/portal/logout').expect(401);
      assert.equal(res.body.message, '로그인이 필요합니다.');
    });

    test('when the password is reset, then every token issued before is refused, and a new login works', async () => {
      const start = new Date('2026-05-10T10:00:00+09:00');
      ctx.clock.set(start);
      const before1 = await login();
      const before2 = await login();
      await popupList(before1).expect(200);
      ctx.clock.set(new Date(start.getTime() + 60_000));
      assert.equal(
        await resetAdminPassword(ctx.database.db, 'admin', 'another-long-password', ctx.clock.now()),
        true,
      );
      ctx.clock.set(new Date(start.getTime() + 120_000));
      await refusedEverywhere(before1);
      await refusedEverywhere(before2);
      await request(ctx.app)
        .post('/portal/login')
        .send({ username: 'admin', password: PASSWORD })
        .expect(401);
      await popupList(await login('another-long-password')).expect(200);
    });

    test('when the reset happens in the same second as a login, then that token counts as issued before', async () => {
      const at = new Date('2026-05-11T10:00:00.400+09:00');
      ctx.clock.set(at);
      const token = await login('another-long-password');
      await resetAdminPassword(
        ctx.database.db,
        'admin',
        'a-third-long-password',
        new Date(at.getTime() + 100),
      );
      await popupList(token).expect(401);
    });

    test('when the admin of a token no longer exists, then the token is refused', async () => {
      const token = jwt.sign(
        { sub: 'ghost', roles: 'ROLE_ADMIN', jti: 'c0ffee00-0000-4000-8000-000000000000' },
        TEST_JWT_SECRET,
        { algorithm: 'HS256', expiresIn: 600 },
      );
      ctx.clock.set(new Date());
      await popupList(token).expect(401);
    });
  });
}

function withoutDatabaseUrl() {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { DATABASE_URL, ...env } = process.env;
  return env;
}

describe("the operators' reset-password command", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cli-'));
  const pgliteDir = path.join(dataDir, 'pgdata');
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  /** An app over the folder's database, open only while `run` runs (one process at a time holds it). */
  async function withApp(
    run: (app: Express, database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
  ) {
    const database = await openDatabase({ pgliteDir, migrationsFolder });
    try {
      await run(
        createApp({
          config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
          db: database.db,
          store: createLocalFileStore(path.join(dataDir, 'uploads')),
          logger: pino({ level: 'silent' }),
          jwtSecret: TEST_JWT_SECRET,
        }).app,
        database,
      );
    } finally {
      await database.close();
    }
  }

  test('when `npm run admin -- reset-password` runs, then the tokens issued before are refused', async () => {
    const seeded = await openDatabase({ pgliteDir, migrationsFolder });
    await createAdmin(seeded.db, 'admin', PASSWORD);
    const earlier = await sessionToken(seeded.db, 'admin', new Date(Date.now() - 5000));
    await seeded.close();
    await withApp(async (app) => {
      await request(app).get('/api/portal/popup').set('Authorization', bearer(earlier)).expect(200);
    });
    await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        path.resolve(import.meta.dirname, '../src/cli/admin.ts'),
        'reset-password',
        'admin',
      ],
      { env: { ...withoutDatabaseUrl(), DATA_DIR: dataDir, ADMIN_PASSWORD: 'a-new-long-password' } },
    );
    // a token of the reset's own second counts as issued before it: sign in again in the next second
    await new Promise((resolve) => setTimeout(resolve, 1100 - (Date.now() % 1000)));
    await withApp(async (app, database) => {
      await request(app).get('/api/portal/popup').set('Authorization', bearer(earlier)).expect(401);
      const token = await signInAdmin(
        { app, database, clock: { now: () => new Date() } },
        'admin',
        'a-new-long-password',
      );
      await request(app).get('/api/portal/popup').set('Authorization', bearer(token)).expect(200);
    });
  });
});
