import assert from 'node:assert/strict';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import request from 'supertest';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import type { Express } from 'express';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openDatabase, type Database } from '../src/db/database';
import { adminUsers } from '../src/db/schema';
import {
  createTestApp,
  engines,
  freshDatabase,
  migrationsFolder,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  type TestContext,
  type TestDatabase,
} from './support/test-app';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { bearer, sessionToken } from './support/tokens';
import { freePort } from './support/free-port';
import { connectRedis, type Redis } from '../src/limits/redis-client';
import { metricsServer } from '../src/http/metrics-server';
import { Gauge, Registry } from 'prom-client';
import type { AddressInfo } from 'node:net';

for (const engine of engines()) {
  describe(`health and readiness on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when the database is up, then /healthz and /readyz answer ok', async () => {
      await request(ctx.app).get('/healthz').expect(200, { status: 'ok' });
      const ready = await request(ctx.app).get('/readyz').expect(200);
      assert.deepEqual(ready.body, { status: 'ok', services: { database: 'ok' } });
    });

    test('when another configured service is down or hangs, then /readyz answers 503 naming it within its time limit', async () => {
      const app = createApp({
        config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
        db: ctx.database.db,
        store: ctx.store,
        logger: pino({ level: 'silent' }),
        jwtSecret: TEST_JWT_SECRET,
        services: [
          { name: 'redis', check: () => Promise.reject(new Error('ECONNREFUSED')) },
          { name: 's3', check: () => new Promise(() => undefined) },
        ],
      }).app;
      const res = await request(app).get('/readyz').expect(503);
      assert.deepEqual(res.body, {
        status: 'unavailable',
        services: { database: 'ok', redis: 'down', s3: 'down' },
      });
      await request(app).get('/healthz').expect(200);
    });

    test('when Redis is configured, then /readyz checks it: ok when it answers; degraded but ready when it does not, logged once and counted', async () => {
      const up = connectRedis('redis://127.0.0.1:6379', pino({ level: 'silent' }));
      const down = connectRedis(`redis://127.0.0.1:${await freePort()}`, pino({ level: 'silent' }));
      const lines: string[] = [];
      const logger = pino(
        { level: 'info' },
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      );
      const registry = new Registry();
      try {
        const appWith = (redis: Redis, metrics?: Registry) =>
          createApp({
            config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
            db: ctx.database.db,
            store: ctx.store,
            logger,
            jwtSecret: TEST_JWT_SECRET,
            redis,
            ...(metrics ? { metrics } : {}),
          }).app;
        await once(up, 'ready');
        const ready = await request(appWith(up)).get('/readyz').expect(200);
        assert.deepEqual(ready.body, { status: 'ok', services: { database: 'ok', redis: 'ok' } });
        const withoutRedis = appWith(down, registry);
        for (let probe = 0; probe < 3; probe++) {
          const degraded = await request(withoutRedis).get('/readyz').expect(200);
          assert.deepEqual(degraded.body, {
            status: 'degraded',
            services: { database: 'ok', redis: 'down' },
          });
        }
        assert.equal(lines.filter((line) => line.includes('redis unreachable: serving degraded')).length, 1);
        const figures = await registry.metrics();
        assert.match(figures, /portal_service_up\{service="redis",optional="true"\} 0/);
        assert.match(figures, /portal_service_up\{service="database",optional="false"\} 1/);
        // the public port has no metrics
        await request(withoutRedis).get('/metrics').expect(404);
      } finally {
        await up.quit();
        down.destroy();
      }
    });

    test('when the metrics port is asked, then it answers the figures at /metrics and nothing else', async () => {
      const registry = new Registry();
      new Gauge({ name: 'portal_test_figure', help: 'a figure', registers: [registry] }).set(7);
      const server = metricsServer(registry, pino({ level: 'silent' }));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const figures = await fetch(`http://127.0.0.1:${port}/metrics`);
        assert.equal(figures.status, 200);
        assert.match(await figures.text(), /^portal_test_figure 7$/m);
        assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 404);
      } finally {
        server.close();
      }
    });
  });
}

// An outage needs a server to lose: PostgreSQL behind a proxy the test cuts and restores.
for (const engine of engines().filter((name) => name === 'postgres')) {
  describe(`a database outage on ${engine}`, () => {
    let server: TestDatabase;
    let proxy: TcpProxy;
    let database: Database;
    let app: Express;
    const lines: string[] = [];
    const logged = (text: string) => lines.filter((line) => line.includes(text)).length;
    // an admin list: public reads may be answered from the cache while the database is away
    let token = '';
    const adminList = () => request(app).get('/api/portal/popup').set('Authorization', bearer(token));
    before(async () => {
      server = await freshDatabase('postgres');
      const url = new URL(server.url!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${proxy.port}`;
      database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
      // the admin whose token the list is asked with (admin calls check that their admin exists)
      await database.db
        .insert(adminUsers)
        .values({ username: TEST_ADMIN, passwordHash: 'none', roles: [...ADMIN_ROLES] });
      token = await sessionToken(database.db, TEST_ADMIN);
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      app = createApp({
        config: loadConfig({ NODE_ENV: 'test' }),
        db: database.db,
        store: {} as never,
        logger: pino({ level: 'info' }, sink),
        jwtSecret: TEST_JWT_SECRET,
      }).app;
    });
    after(async () => {
      await proxy.close();
      await database.close();
      await server.drop();
    });

    test('when the database cannot be reached, then calls answer 503 with Retry-After, the outage is logged once, and the API recovers by itself', async () => {
      await adminList().expect(200);
      await proxy.cut();

      for (let i = 0; i < 5; i++) {
        const res = await adminList();
        assert.equal(res.status, 503);
        assert.equal(res.headers['retry-after'], '5');
        assert.deepEqual(res.body, { message: apiMessages.serviceUnavailable });
      }
      const ready = await request(app).get('/readyz').expect(503);
      assert.deepEqual(ready.body, { status: 'unavailable', services: { database: 'down' } });
      await request(app).get('/healthz').expect(200);
      assert.equal(logged('database unreachable'), 1);
      assert.equal(logged('unhandled error'), 0);
      assert.equal(logged('"stack"'), 0);

      await proxy.restore();
      let status = 0;
      for (let tries = 0; status !== 200 && tries < 100; tries++) {
        status = (await adminList()).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal(status, 200);
      await request(app).get('/readyz').expect(200);
      // the monitor's own probe notices the end of the outage
      for (let tries = 0; logged('database reachable again') === 0 && tries < 50; tries++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(logged('database reachable again'), 1);
      assert.equal(logged('database unreachable'), 1);
    });
  });
}
