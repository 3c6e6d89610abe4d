import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import request from 'supertest';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import { sharedPublicCache } from '../src/cache/public-cache';
import { connectRedis, type Redis } from '../src/limits/redis-client';
import { testRedis } from './support/redis';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestApp, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const silent = pino({ level: 'silent' });
const wrongLogin = { username: 'nobody', password: 'wrong-password-1' };

describe('rate limits shared in Redis', () => {
  let redis: Redis;
  let prefix: string;
  let one: TestContext;
  let two: TestContext;
  let clear: () => Promise<void>;
  before(async () => {
    ({ redis, prefix, clear } = await testRedis());
    const env = { REDIS_KEY_PREFIX: prefix };
    one = await createTestApp('pglite', env, { redis });
    two = await createTestApp('pglite', env, { redis });
  });
  after(async () => {
    await clear();
    await one.close();
    await two.close();
  });

  test('when ten sign-ins fail across two apps, then the eleventh is refused on both', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await request(i % 2 ? one.app : two.app)
        .post('/portal/login')
        .send(wrongLogin)
        .expect(401);
      assert.equal(res.body.message, messages.loginFailed);
    }
    for (const ctx of [one, two]) {
      const res = await request(ctx.app).post('/portal/login').send(wrongLogin).expect(429);
      assert.equal(res.body.message, apiMessages.tooManyLoginFailures);
    }
    assert.ok((await redis.keys(`${prefix}rl:login-failures:*`)).length > 0);
  });
});

describe('rate limits without Redis', () => {
  let one: TestContext;
  let two: TestContext;
  before(async () => {
    one = await createTestApp('pglite');
    two = await createTestApp('pglite');
  });
  after(async () => {
    await one.close();
    await two.close();
  });

  test('when ten sign-ins fail on one process, then another process still counts its own', async () => {
    for (let i = 0; i < 10; i++) await request(one.app).post('/portal/login').send(wrongLogin).expect(401);
    await request(one.app).post('/portal/login').send(wrongLogin).expect(429);
    await request(two.app).post('/portal/login').send(wrongLogin).expect(401);
  });
});

describe('rate limits while Redis is down', () => {
  let proxy: TcpProxy;
  let redis: Redis;
  let ctx: TestContext;
  let clear: () => Promise<void>;
  const lines: { level: number; msg: string }[] = [];
  before(async () => {
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const machine = await testRedis();
    clear = machine.clear;
    // the machine's Redis behind a proxy that the test cuts, as a Redis that stops
    const { hostname, port } = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
    proxy = await startTcpProxy({ host: hostname, port: Number(port || 6379) });
    redis = connectRedis(`redis://127.0.0.1:${proxy.port}`, pino({ level: 'info' }, capture));
    for (let i = 0; i < 100 && !redis.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    ctx = await createTestApp('pglite', { REDIS_KEY_PREFIX: machine.prefix }, { redis });
  });
  after(async () => {
    redis.destroy();
    await proxy.close();
    await clear();
    await ctx.close();
  });

  test('when Redis stops after some failures, then the process counts on in memory, refuses after ten more, and logs one warning', async () => {
    for (let i = 0; i < 5; i++) await request(ctx.app).post('/portal/login').send(wrongLogin).expect(401);
    await proxy.cut();
    for (let i = 0; i < 10; i++) {
      const res = await request(ctx.app).post('/portal/login').send(wrongLogin).expect(401);
      assert.equal(res.body.message, messages.loginFailed);
    }
    const refused = await request(ctx.app).post('/portal/login').send(wrongLogin).expect(429);
    assert.equal(refused.body.message, apiMessages.tooManyLoginFailures);
    await request(ctx.app)
      .get('/user/subscriptionApplicants/inquiry')
      .query({ name: '홍길동', phone: '01012345678' })
      .expect((res) => assert.ok(res.status < 500, String(res.status)));
    const warnings = lines.filter((line) => line.level === 40);
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!.msg, /Redis is unreachable/);
  });
});

describe('public cache shared between replicas through Redis', () => {
  let caches: ReturnType<typeof sharedPublicCache>[] = [];
  let redis: Redis;
  let prefix: string;
  let one: TestContext;
  let two: TestContext;
  let clear: () => Promise<void>;
  before(async () => {
    ({ redis, prefix, clear } = await testRedis());
    // each replica's cache as the server builds it; the second replica reads the first one's database
    const clock = { now: () => new Date() };
    caches = [
      sharedPublicCache(clock, redis, prefix, silent),
      sharedPublicCache(clock, redis, prefix, silent),
    ];
    one = await createTestApp('pglite', { REDIS_KEY_PREFIX: prefix }, { redis, cache: caches[0] });
    two = await createTestApp(
      'pglite',
      { REDIS_KEY_PREFIX: prefix },
      { redis, cache: caches[1], database: one.database },
    );
  });
  after(async () => {
    for (const cache of caches) cache.close();
    await clear();
    await two.close();
    await one.close();
  });

  test('when one replica writes a notice, then the other stops serving its cached list at once', async () => {
    const titles = async (ctx: TestContext) =>
      ((await request(ctx.app).get('/portal/notice').expect(200)).body as { title: string }[]).map(
        (notice) => notice.title,
      );
    assert.deepEqual(await titles(two), []);
    await request(one.app)
      .post('/portal/admin/notice')
      .set('Authorization', bearer(adminToken()))
      .field('notice', JSON.stringify({ title: '복제본 사이의 새 공지', content: '<p>본문</p>' }))
      .expect(201);
    let seen: string[] = [];
    for (let i = 0; i < 50 && seen.length === 0; i++) {
      seen = await titles(two);
      if (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.deepEqual(seen, ['복제본 사이의 새 공지']);
  });
});
