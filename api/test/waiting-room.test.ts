import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { pino } from 'pino';
import request from 'supertest';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { messages } from '@portal/shared-types/common/messages';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import {
  WAITING_PASS_HEADER,
  waitingRoomMessages,
} from '@portal/shared-types/waiting-room/waiting-room-rules';
import { connectRedis, type Redis } from '../src/limits/redis-client';
import { signPass } from '../src/waiting-room/waiting-pass';
import { generalApplication } from './support/applications';
import { testRedis } from './support/redis';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

const silent = pino({ level: 'silent' });
const START = '2026-05-10T10:00:00+09:00';
const IN_WINDOW = new Date('2026-05-10T10:05:00+09:00');

const person = (i: number) => ({ name: `신청자${i}`, phone: `0101000${String(i).padStart(4, '0')}` });
const submission = generalApplication;

async function createRound(ctx: TestContext): Promise<number> {
  const res = await request(ctx.app)
    .post('/portal/admin/subscription')
    .set('Authorization', bearer(adminToken()))
    .send({
      title: '개장 회차',
      subscriptionType: ['GENERAL-15'],
      startTs: START,
      endTs: '2026-05-20T18:00:00+09:00',
    })
    .expect(201);
  return res.body.id as number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waiting room with Redis', () => {
  let redis: Redis;
  let prefix: string;
  let clear: () => Promise<void>;
  let ctx: TestContext;
  let roundId: number;
  const visit = (body: object) => request(ctx.app).post('/user/waitingRoom').send(body);
  const settings = (body: object) =>
    request(ctx.app)
      .put(`/portal/admin/waitingRoom/${roundId}`)
      .set('Authorization', bearer(adminToken()))
      .send(body);
  const submit = (who: { name: string; phone: string }, pass?: string, supplyType?: SupplyType) => {
    const call = request(ctx.app)
      .post('/user/subscriptionApplicants')
      .set(VERIFICATION_HEADER, verificationToken(who.name, who.phone, ctx.clock.now()));
    if (pass) call.set(WAITING_PASS_HEADER, pass);
    return call.send(submission(roundId, who, supplyType));
  };
  /** asks again until the ticket is admitted (the line moves with Redis's clock) */
  async function passFor(ticket: string): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const res = await visit({ roundId, ticket }).expect(200);
      if (res.body.state === 'admitted') return res.body.pass as string;
      await sleep(100);
    }
    throw new Error('never admitted');
  }

  before(async () => {
    ({ redis, prefix, clear } = await testRedis());
    ctx = await createTestApp('pglite', { REDIS_KEY_PREFIX: prefix }, { redis });
    ctx.clock.set(IN_WINDOW);
    roundId = await createRound(ctx);
  });
  after(async () => {
    await clear();
    await ctx.close();
  });

  test('when the room is off, then a visitor goes straight on and submits without a pass', async () => {
    assert.deepEqual((await visit({ roundId }).expect(200)).body, { state: 'open' });
    await submit(person(1)).expect(201);
  });

  test('when the admin turns the room on, then visitors queue in order and keep their place', async () => {
    const on = await settings({ enabled: true, minutes: 30, admitPerMinute: 60 }).expect(200);
    assert.equal(on.body.available, true);
    assert.equal(on.body.active, true);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await visit({ roundId }).expect(200)).body);
    assert.deepEqual(
      answers.map((answer) => [answer.state, answer.ahead]),
      [
        ['waiting', 0],
        ['waiting', 1],
        ['waiting', 2],
      ],
    );
    assert.ok(answers[2].estimatedSeconds >= 2, JSON.stringify(answers[2]));
    // each page asks again a second after its own turn, not every few seconds
    assert.deepEqual(
      answers.map((answer) => answer.pollSeconds),
      answers.map((answer) => Math.min(30, answer.estimatedSeconds + 1)),
    );
    // a reload with the ticket keeps the place: no new ticket is handed out
    const again = (await visit({ roundId, ticket: answers[2].ticket }).expect(200)).body;
    assert.ok(again.state === 'admitted' || again.ahead <= 2);
    const status = await request(ctx.app)
      .get(`/portal/admin/waitingRoom/${roundId}`)
      .set('Authorization', bearer(adminToken()))
      .expect(200);
    assert.equal(status.body.issued, 3);
    assert.equal(status.body.settings.admitPerMinute, 60);
    assert.ok(status.body.queueLength <= 3);
  });

  test('when a poll is malformed, too deep or too large, then it is refused with JSON in Korean', async () => {
    // the poll is answered ahead of the app's routers, with its own body parser: the same refusals hold
    const raw = (body: string) =>
      request(ctx.app).post('/user/waitingRoom').set('Content-Type', 'application/json').send(body);
    assert.equal((await raw('{"roundId":').expect(400)).body.message, messages.badJson);
    assert.equal(
      (await raw(`{"roundId":1,"ticket":"${'x'.repeat(1_100_000)}"}`).expect(413)).body.message,
      messages.bodyTooLarge,
    );
    const deep = `{"roundId":${'['.repeat(3_000)}${']'.repeat(3_000)}}`;
    assert.equal((await raw(deep).expect(400)).body.message, messages.jsonTooDeep);
    assert.ok((await visit({ roundId: 'one' }).expect(400)).body.message);
    assert.equal((await visit({ roundId: roundId + 1000 }).expect(404)).body.message, messages.notFound);
  });

  test('when someone submits without a pass, with a forged or expired one, then 403 in Korean', async () => {
    assert.equal((await submit(person(2)).expect(403)).body.message, waitingRoomMessages.passRequired);
    const forged = signPass('another-secret-of-enough-length-000000', roundId, 1, ctx.clock.now()).pass;
    assert.equal((await submit(person(2), forged).expect(403)).body.message, waitingRoomMessages.passInvalid);
    const old = signPass(TEST_JWT_SECRET, roundId, 1, new Date(ctx.clock.now().getTime() - 31 * 60_000)).pass;
    assert.equal((await submit(person(2), old).expect(403)).body.message, waitingRoomMessages.passInvalid);
    const otherRound = signPass(TEST_JWT_SECRET, roundId + 100, 1, ctx.clock.now()).pass;
    await submit(person(2), otherRound).expect(403);
  });

  test('when a visitor is admitted, then the pass submits once and a replay is refused', async () => {
    const { ticket } = (await visit({ roundId }).expect(200)).body;
    const pass = await passFor(ticket);
    // a failed submission gives the pass back
    await submit(person(3), pass, 'SPECIAL-15').expect(400);
    await submit(person(3), pass).expect(201);
    const replay = await submit(person(4), pass).expect(403);
    assert.equal(replay.body.message, waitingRoomMessages.passUsed);
  });

  test('when a submission names someone other than the verified person, then it is refused and the pass stays unused', async () => {
    const { ticket } = (await visit({ roundId }).expect(200)).body;
    const pass = await passFor(ticket);
    const mismatch = await request(ctx.app)
      .post('/user/subscriptionApplicants')
      .set(VERIFICATION_HEADER, verificationToken('다른사람', person(6).phone, ctx.clock.now()))
      .set(WAITING_PASS_HEADER, pass)
      .send(submission(roundId, person(6)))
      .expect(403);
    assert.equal(mismatch.body.message, apiMessages.verificationMismatch);
    await submit(person(6), pass).expect(201);
  });

  test('when the admin raises the rate while the room runs, then the line empties sooner', async () => {
    const { ticket } = (await visit({ roundId }).expect(200)).body;
    await settings({ enabled: true, minutes: 30, admitPerMinute: 60_000 }).expect(200);
    await sleep(50);
    const res = await visit({ roundId, ticket }).expect(200);
    assert.equal(res.body.state, 'admitted');
  });

  test('when the opening window is over and the line is empty, then the room lets everyone on', async () => {
    await sleep(50);
    ctx.clock.set(new Date('2026-05-10T11:00:00+09:00'));
    try {
      assert.deepEqual((await visit({ roundId }).expect(200)).body, { state: 'open' });
      await submit(person(5)).expect(201);
    } finally {
      ctx.clock.set(IN_WINDOW);
    }
  });

  test('when the input is malformed, then 400 or 404 in Korean and never a 5xx', async () => {
    for (const body of [{}, { roundId: 'x' }, { roundId: -1 }, { roundId, ticket: 5 }]) {
      const res = await visit(body).expect(400);
      assert.match(res.body.message, /[가-힣]/);
    }
    await visit({ roundId: 999_999 }).expect(404);
    // a garbled ticket is no ticket: a new place in line
    const res = await visit({ roundId, ticket: 'garbage' }).expect(200);
    assert.notEqual(res.body.state, undefined);
    for (const body of [{ enabled: true, minutes: 0, admitPerMinute: 10 }, { enabled: 'yes' }]) {
      const bad = await settings(body).expect(400);
      assert.match(bad.body.message, /[가-힣]/);
    }
    await request(ctx.app).get(`/portal/admin/waitingRoom/${roundId}`).expect(401);
    await request(ctx.app).put(`/portal/admin/waitingRoom/${roundId}`).send({}).expect(401);
  });
});

describe('waiting room without Redis', () => {
  let ctx: TestContext;
  let roundId: number;
  before(async () => {
    ctx = await createTestApp('pglite');
    ctx.clock.set(IN_WINDOW);
    roundId = await createRound(ctx);
  });
  after(() => ctx.close());

  test('when there is no Redis, then the room cannot be turned on and the admin is told why', async () => {
    const auth = bearer(adminToken());
    const status = await request(ctx.app)
      .get(`/portal/admin/waitingRoom/${roundId}`)
      .set('Authorization', auth)
      .expect(200);
    assert.equal(status.body.available, false);
    const refused = await request(ctx.app)
      .put(`/portal/admin/waitingRoom/${roundId}`)
      .set('Authorization', auth)
      .send({ enabled: true, minutes: 30, admitPerMinute: 100 })
      .expect(409);
    assert.equal(refused.body.message, waitingRoomMessages.unavailable);
    const visit = await request(ctx.app).post('/user/waitingRoom').send({ roundId }).expect(200);
    assert.deepEqual(visit.body, { state: 'open' });
  });
});

describe('waiting room while Redis is down', () => {
  let redis: Redis;
  let ctx: TestContext;
  let roundId: number;
  before(async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    redis = connectRedis(`redis://127.0.0.1:${port}`, silent);
    ctx = await createTestApp('pglite', {}, { redis });
    ctx.clock.set(IN_WINDOW);
    roundId = await createRound(ctx);
    await request(ctx.app)
      .put(`/portal/admin/waitingRoom/${roundId}`)
      .set('Authorization', bearer(adminToken()))
      .send({ enabled: true, minutes: 30, admitPerMinute: 100 })
      .expect(200);
  });
  after(async () => {
    redis.destroy();
    await ctx.close();
  });

  test('when Redis is down, then arrivals wait with a retry and nobody submits without a pass', async () => {
    const res = await request(ctx.app).post('/user/waitingRoom').send({ roundId }).expect(503);
    assert.equal(res.body.message, waitingRoomMessages.busy);
    const who = person(9);
    const refused = await request(ctx.app)
      .post('/user/subscriptionApplicants')
      .set(VERIFICATION_HEADER, verificationToken(who.name, who.phone, ctx.clock.now()))
      .send(submission(roundId, who))
      .expect(403);
    assert.equal(refused.body.message, waitingRoomMessages.passRequired);
    // a pass handed out before the outage still admits: it is signed, not stored
    const pass = signPass(TEST_JWT_SECRET, roundId, 1, ctx.clock.now()).pass;
    await request(ctx.app)
      .post('/user/subscriptionApplicants')
      .set(VERIFICATION_HEADER, verificationToken(who.name, who.phone, ctx.clock.now()))
      .set(WAITING_PASS_HEADER, pass)
      .send(submission(roundId, who))
      .expect(201);
  });
});
