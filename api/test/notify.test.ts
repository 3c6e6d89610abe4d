import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { inquiryLink, renderMessage } from '@portal/shared-types/notify/templates';
import type { OutboxMessage } from '@portal/shared-types/notify/notify';
import { adminUsers, auditLog, outboxMessages } from '../src/db/schema';
import { devMessageProvider, type DevProvider } from '../src/notify/dev-provider';
import { enqueue, winningStateChangedMessage } from '../src/notify/outbox';
import { deliverDue, handOver, type DeliveryDeps } from '../src/notify/delivery';
import { jobQueue } from '../src/db/job-queue';
import type { MessageProvider } from '../src/notify/provider';
import { redisSendRate } from '../src/notify/send-rate';
import type { Redis } from '../src/limits/redis-client';
import { testRedis } from './support/redis';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken, verificationToken } from './support/tokens';
import { generalApplication, roundWithApplicants, type Person } from './support/applications';
import { messageJobs, passesUntil } from './support/message-jobs';
import { setLegacyPlan } from './support/legacy-plan';

const DAY = new Date('2026-04-10T10:00:00+09:00');
const PEOPLE: Person[] = [
  { name: '김하나', phone: '01011110001' },
  { name: '이두리', phone: '01011110002' },
  { name: '박세나', phone: '01011110003' },
];

for (const engine of engines()) {
  describe(`messages to applicants through the outbox on ${engine}`, () => {
    let ctx: TestContext;
    let dev: DevProvider;
    let roundId: number;
    const ids: number[] = [];
    const auth = bearer(adminToken());
    const notify = () => ctx.notify;
    const deliver = () => notify().deliver();
    const messagesOf = async (applicantId: number) =>
      (
        await request(ctx.app)
          .get(`/portal/admin/messages/applicant/${applicantId}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as OutboxMessage[];
    const saveState = (applicantId: number, winningState: string, round = roundId, reason?: string) =>
      request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({ subscriptionId: round, statusUpdates: [{ applicantId, winningState }], reason });
    const submit = (round: number, person: Person) =>
      request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()))
        .send(generalApplication(round, person));
    const createRound = async (title: string, startTs: string, endTs: string) =>
      (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title,
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs,
            endTs,
          })
          .expect(201)
      ).body.id as number;
    const countRows = async () => ctx.database.db.$count(outboxMessages);
    const countJobs = async () => (await messageJobs(ctx.database.db)).length;
    /** worker passes until one has handled a message (a retry comes when pg-boss's backoff ends) */
    const deliverWhenDue = () => passesUntil(deliver, 1);

    before(async () => {
      dev = devMessageProvider();
      ctx = await createTestApp(
        engine,
        // pg-boss waits 1 to 2 s (then 2 to 4 s) in real time before a retry
        { NOTIFY_RETRY_BASE_SECONDS: '1', NOTIFY_MAX_ATTEMPTS: '3', NOTIFY_TIMEOUT_SECONDS: '0.2' },
        { messages: dev },
      );
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = await createRound('메시지 회차', '2026-04-01T09:00:00+09:00', '2026-04-30T18:00:00+09:00');
      ctx.clock.set(DAY);
      for (const person of PEOPLE) ids.push((await submit(roundId, person).expect(201)).body.id);
    });
    after(() => ctx.close());

    test('when an application is submitted, then its 접수 완료 message with the 접수번호 waits in the outbox', async () => {
      const [first] = await messagesOf(ids[0]!);
      const result = await ctx.database.db.execute(
        sql`select receipt_number from applicants where id = ${ids[0]!}`,
      );
      const receipt = (result as unknown as { rows: { receipt_number: string }[] }).rows[0]!;
      assert.equal(first!.event, 'submitted');
      assert.equal(first!.state, 'queued');
      assert.equal(first!.body, renderMessage('SUBMITTED_V1', { receiptNumber: receipt.receipt_number }));
      assert.ok(!first!.body.includes(PEOPLE[0]!.name) && !first!.body.includes(PEOPLE[0]!.phone));
    });

    test('when the outbox cannot take the message, then the submission rolls back and leaves neither row', async () => {
      await ctx.database.db.execute(sql`
        create or replace function test_refuse_outbox() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$`);
      await ctx.database.db.execute(
        sql`create trigger test_refuse_outbox before insert on outbox_messages for each row execute function test_refuse_outbox()`,
      );
      try {
        const before = await countRows();
        await handOver(notify().delivery);
        const jobsBefore = await countJobs();
        const refused = await submit(roundId, { name: '최네모', phone: '01011110009' });
        assert.equal(refused.status, 500);
        const found = await ctx.database.db.execute(
          sql`select id from applicants where phone_number = '01011110009'`,
        );
        assert.equal(
          (found as unknown as { rows: unknown[] }).rows.length,
          0,
          'no application without its message',
        );
        assert.equal(await countRows(), before);
        await handOver(notify().delivery);
        assert.equal(await countJobs(), jobsBefore, 'and no job');
      } finally {
        await ctx.database.db.execute(sql`drop trigger if exists test_refuse_outbox on outbox_messages`);
      }
    });

    test('when the worker runs in the day, then each message goes as 알림톡 once through its own job and is marked 발송', async () => {
      assert.equal(await deliver(), 3);
      const jobs = await messageJobs(ctx.database.db);
      assert.equal(jobs.length, 3, 'one pg-boss job per message');
      assert.ok(jobs.every((job) => job.state === 'completed'));
      assert.equal(dev.messages.length, 3);
      // pg-boss hands out due jobs in no set order: each person once is what counts
      assert.deepEqual(
        dev.messages.map((message) => message.to).sort(),
        PEOPLE.map((person) => person.phone).sort(),
      );
      const [sent] = await messagesOf(ids[1]!);
      assert.equal(sent!.state, 'sent');
      assert.equal(sent!.channel, 'alimtalk');
      assert.equal(await deliver(), 0, 'nothing is sent twice');
      assert.equal(dev.calls.length, 3);
    });

    test('when a winning state change rolls back, then no message exists for it', async () => {
      await ctx.database.db.execute(sql`
        create or replace function test_refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit log unavailable'; end $$`);
      await ctx.database.db.execute(
        sql`create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`,
      );
      try {
        const before = await countRows();
        await handOver(notify().delivery);
        const jobsBefore = await countJobs();
        assert.equal((await saveState(ids[2]!, '당첨')).status, 500);
        assert.equal(await countRows(), before);
        await handOver(notify().delivery);
        assert.equal(await countJobs(), jobsBefore, 'and no job');
      } finally {
        await ctx.database.db.execute(sql`drop trigger if exists test_refuse_audit on audit_log`);
      }
    });

    test('when the same state is saved twice or the same event is queued twice, then one message and one job', async () => {
      await saveState(ids[1]!, '당첨').expect(200);
      await saveState(ids[1]!, '당첨').expect(200);
      const changes = (await messagesOf(ids[1]!)).filter((m) => m.event === 'winningStateChanged');
      assert.equal(changes.length, 1);
      assert.equal(changes[0]!.body, renderMessage('RESULT_CHANGED_V1'));
      assert.ok(changes[0]!.body.endsWith(inquiryLink()) && !changes[0]!.body.includes('당첨'));
      const before = await countRows();
      const again = winningStateChangedMessage({ id: ids[1]!, roundId }, 999_999);
      await enqueue(ctx.database.db, [again], ctx.clock.now());
      await enqueue(ctx.database.db, [again], ctx.clock.now());
      assert.equal(await countRows(), before + 1);
      await ctx.database.db.delete(outboxMessages).where(eq(outboxMessages.eventKey, 'audit-999999'));
      const jobsBefore = await countJobs();
      assert.equal(await deliver(), 1);
      assert.equal(await countJobs(), jobsBefore + 1);
    });

    test('when the provider answers 500, then pg-boss retries the job with backoff and the message is delivered on a later try', async () => {
      await saveState(ids[0]!, '예비 1').expect(200);
      dev.mode = 'fail';
      assert.equal(await deliver(), 1);
      let [message] = (await messagesOf(ids[0]!)).filter((m) => m.event === 'winningStateChanged');
      assert.equal(message!.state, 'retrying');
      assert.equal(message!.attempts, 1);
      assert.equal(message!.lastError, 'HTTP 500');
      // the row shows when pg-boss will try again: after 1 to 2 s (its backoff has jitter)
      const first = Date.parse(message!.nextAttemptAt) - Date.now();
      assert.ok(first > 0 && first <= 2_000, `${first} ms`);
      const [job] = (await messageJobs(ctx.database.db)).filter((j) => j.data.messageId === message!.id);
      assert.equal(job!.state, 'retry');
      assert.equal(await deliver(), 0, 'not before its time');
      assert.equal(await deliverWhenDue(), 1);
      [message] = (await messagesOf(ids[0]!)).filter((m) => m.event === 'winningStateChanged');
      assert.equal(message!.attempts, 2);
      const second = Date.parse(message!.nextAttemptAt) - Date.now();
      assert.ok(second > 1_500 && second <= 4_000, `doubled: ${second} ms`);
      dev.mode = 'ok';
      assert.equal(await deliverWhenDue(), 1);
      [message] = (await messagesOf(ids[0]!)).filter((m) => m.event === 'winningStateChanged');
      assert.equal(message!.state, 'sent');
      assert.equal(message!.lastError, null);
      const [done] = (await messageJobs(ctx.database.db)).filter((j) => j.data.messageId === message!.id);
      assert.equal(done!.state, 'completed');
      assert.equal(done!.retry_count, 2);
      const keys = dev.messages.map((m) => m.idempotencyKey);
      assert.equal(new Set(keys).size, keys.length, 'the vendor got each message once');
    });

    test('when the provider hangs past the timeout, then the try counts as a passing failure', async () => {
      await saveState(ids[0]!, '예비 2').expect(200);
      dev.mode = 'slow';
      assert.equal(await deliver(), 1);
      const last = (await messagesOf(ids[0]!)).at(-1)!;
      assert.equal(last.state, 'retrying');
      assert.match(last.lastError ?? '', /응답 없음/);
      dev.mode = 'ok';
      assert.equal(await deliverWhenDue(), 1);
      assert.equal((await messagesOf(ids[0]!)).at(-1)!.state, 'sent');
    });

    test('when the vendor took a message but its answer never came, then the next try finds it there by our key and records it sent without sending it again', async () => {
      await saveState(ids[1]!, '예비 5').expect(200);
      // takes the message, then never answers: the attempt times out, as after a lost answer
      const answerLost: MessageProvider = {
        ...dev,
        send: async (message, signal) => {
          await dev.send(message, signal);
          return new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true });
          });
        },
      };
      assert.equal(await deliverDue({ ...notify().delivery, provider: answerLost }), 1);
      let last = (await messagesOf(ids[1]!)).at(-1)!;
      assert.equal(last.state, 'retrying');
      const key = dev.messages.at(-1)!.idempotencyKey;
      const calls = dev.calls.length;
      assert.equal(await deliverWhenDue(), 1);
      last = (await messagesOf(ids[1]!)).at(-1)!;
      assert.equal(last.state, 'sent');
      assert.equal(last.channel, 'alimtalk');
      assert.equal(dev.calls.length, calls, 'not sent again');
      assert.equal(dev.messages.filter((m) => m.idempotencyKey === key).length, 1, 'the person got it once');
    });

    test('when the vendor cannot say whether an unanswered try went, then nothing is sent until it can', async () => {
      await saveState(ids[1]!, '예비 6').expect(200);
      dev.mode = 'slow';
      assert.equal(await deliver(), 1);
      dev.mode = 'fail';
      const calls = dev.calls.length;
      assert.equal(await deliverWhenDue(), 1);
      let last = (await messagesOf(ids[1]!)).at(-1)!;
      assert.equal(last.state, 'retrying');
      assert.match(last.lastError ?? '', /^발송 확인 실패: /);
      assert.equal(dev.calls.length, calls, 'nothing sent blind');
      dev.mode = 'ok';
      assert.equal(await deliverWhenDue(), 1);
      last = (await messagesOf(ids[1]!)).at(-1)!;
      assert.equal(last.state, 'sent');
      assert.equal(dev.calls.length, calls + 1, 'sent once it was known not to have gone');
    });

    test('when the provider refuses for good, then the message is dead at once, and an admin sends it again (audited)', async () => {
      await saveState(ids[2]!, '당첨').expect(200);
      dev.mode = 'refuse';
      const calls = dev.calls.length;
      assert.equal(await deliver(), 1);
      let last = (await messagesOf(ids[2]!)).at(-1)!;
      assert.equal(last.state, 'dead');
      assert.equal(last.attempts, 1);
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 3 * 3600_000));
      assert.equal(await deliver(), 0);
      assert.equal(dev.calls.length, calls + 1, 'not tried again');
      const [job] = (await messageJobs(ctx.database.db)).filter((j) => j.data.messageId === last.id);
      assert.equal(job!.state, 'completed', 'pg-boss keeps no retry of it');
      const counts = await request(ctx.app)
        .get(`/portal/admin/messages/round/${roundId}`)
        .set('Authorization', auth)
        .expect(200);
      assert.equal(counts.body.counts.dead, 1);
      assert.equal(counts.body.counts.queued + counts.body.counts.retrying, 0);

      dev.mode = 'ok';
      const retried = await request(ctx.app)
        .post(`/portal/admin/messages/${last.id}/retry`)
        .set('Authorization', auth)
        .expect(200);
      assert.equal(retried.body.state, 'queued');
      const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.kind, 'message'));
      assert.equal(entry!.action, 'retry');
      assert.equal(entry!.target, String(last.id));
      const twice = await request(ctx.app)
        .post(`/portal/admin/messages/${last.id}/retry`)
        .set('Authorization', auth)
        .expect(409);
      assert.equal(twice.body.message, '실패한 메시지만 다시 보낼 수 있습니다.');
      assert.equal(await deliver(), 1, 'sent again through a new job');
      last = (await messagesOf(ids[2]!)).at(-1)!;
      assert.equal(last.state, 'sent');
      assert.equal(
        (await messageJobs(ctx.database.db)).filter((j) => j.data.messageId === last.id).length,
        2,
      );
    });

    test('when passing failures use up every attempt, then the message is dead with its reason', async () => {
      await saveState(ids[2]!, '예비 3').expect(200);
      dev.mode = 'fail';
      for (let attempt = 0; attempt < 3; attempt += 1) assert.equal(await deliverWhenDue(), 1);
      dev.mode = 'ok';
      assert.equal(await deliver(), 0);
      const last = (await messagesOf(ids[2]!)).at(-1)!;
      assert.equal(last.state, 'dead');
      assert.equal(last.attempts, 3);
      assert.equal(last.lastError, 'HTTP 500');
      const [job] = (await messageJobs(ctx.database.db)).filter((j) => j.data.messageId === last.id);
      assert.equal(job!.state, 'failed', "pg-boss's retries are used up");
    });

    test('when a message falls due at night, then it waits for 08:00 Seoul time', async () => {
      ctx.clock.set(new Date('2026-04-10T22:30:00+09:00'));
      await saveState(ids[1]!, '예비 4').expect(200);
      assert.equal(await deliver(), 0);
      const waiting = (await messagesOf(ids[1]!)).at(-1)!;
      const [job] = (await messageJobs(ctx.database.db)).filter((j) => j.data.messageId === waiting.id);
      assert.equal(
        new Date(job!.start_after).toISOString(),
        new Date('2026-04-11T08:00:00+09:00').toISOString(),
        'its job starts in the morning',
      );
      ctx.clock.set(new Date('2026-04-11T07:59:00+09:00'));
      assert.equal(await deliver(), 0);
      assert.equal((await messagesOf(ids[1]!)).at(-1)!.state, 'queued');
      ctx.clock.set(new Date('2026-04-11T08:00:00+09:00'));
      assert.equal(await deliver(), 1);
      assert.equal((await messagesOf(ids[1]!)).at(-1)!.state, 'sent');
    });

    test("when the draw's results are published, then every applicant of the round gets the result message in its transaction", async () => {
      ctx.clock.set(new Date('2026-03-25T10:00:00+09:00'));
      const drawn = await createRound('추첨 회차', '2026-05-01T09:00:00+09:00', '2026-05-20T18:00:00+09:00');
      // a draw/v2 round in flight, drawn on its witnessed number alone: no drand relay is needed here
      await setLegacyPlan(ctx, drawn, { beacon: null, witnessedDigits: 4 });
      ctx.clock.set(new Date('2026-05-10T10:00:00+09:00'));
      const people = PEOPLE.map((person) => ({ ...person, phone: person.phone.replace('0111', '0222') }));
      const applicants: number[] = [];
      for (const person of people) applicants.push((await submit(drawn, person).expect(201)).body.id);
      ctx.clock.set(new Date('2026-05-21T10:00:00+09:00'));
      await request(ctx.app)
        .put(`/portal/admin/subscription/${drawn}/close`)
        .set('Authorization', auth)
        .send({ isClosed: true })
        .expect(200);
      await ctx.database.db
        .insert(adminUsers)
        .values({ username: 'second-admin', passwordHash: 'none', roles: [...ADMIN_ROLES] });
      const second = bearer(await sessionToken(ctx.database.db, 'second-admin'));
      for (const token of [auth, second])
        await request(ctx.app)
          .put(`/portal/admin/subscription/${drawn}/draw/witness`)
          .set('Authorization', token)
          .send({ number: '2718', place: '관리사무소' })
          .expect(200);
      await request(ctx.app)
        .post(`/portal/admin/subscription/${drawn}/draw`)
        .set('Authorization', auth)
        .expect(200);
      for (const id of applicants) {
        const results = (await messagesOf(id)).filter((m) => m.event === 'resultsPublished');
        assert.equal(results.length, 1);
        assert.equal(results[0]!.body, renderMessage('RESULT_V1'));
      }
      const before = dev.messages.length;
      assert.equal(await deliver(), 6, 'the three 접수 완료 and the three results');
      const results = dev.messages.slice(before).filter((m) => m.templateCode === 'RESULT_V1');
      assert.deepEqual(results.map((m) => m.to).sort(), people.map((person) => person.phone).sort());
    });

    test('when the status is asked, then it names the provider, the sending hours and the rate', async () => {
      const status = await request(ctx.app)
        .get('/portal/admin/messages/status')
        .set('Authorization', auth)
        .expect(200);
      assert.deepEqual(status.body, { provider: 'dev', sendingHours: '08:00-21:00', ratePerSecond: 20 });
      const recorded = await request(ctx.app)
        .get('/portal/admin/messages/dev')
        .set('Authorization', auth)
        .expect(200);
      assert.equal(recorded.body[0].text, dev.messages.at(-1)!.text);
      await request(ctx.app)
        .put('/portal/admin/messages/dev/mode')
        .set('Authorization', auth)
        .send({ mode: 'refuse' })
        .expect(204);
      assert.equal(dev.mode, 'refuse');
      dev.mode = 'ok';
    });
  });

  describe(`no message provider in production on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine, {}, { messages: null });
    });
    after(() => ctx.close());

    test('when none is configured, then the admin is told, messages wait and nothing is sent', async () => {
      const auth = bearer(adminToken());
      const status = await request(ctx.app)
        .get('/portal/admin/messages/status')
        .set('Authorization', auth)
        .expect(200);
      assert.equal(status.body.provider, 'none');
      assert.equal(await ctx.notify.deliver(), 0);
      await request(ctx.app).get('/portal/admin/messages/dev').set('Authorization', auth).expect(404);
    });
  });
}

for (const engine of engines()) {
  describe(`the send rate shared by two workers on ${engine}`, () => {
    let ctx: TestContext;
    let shared: Awaited<ReturnType<typeof testRedis>>;
    before(async () => {
      ctx = await createTestApp(engine, {}, { messages: null });
      shared = await testRedis();
    });
    after(async () => {
      await shared.clear();
      await ctx.close();
    });

    test('when two pg-boss workers with their own Redis connection send 15 messages at 5 a second, then no second holds more than 5', async () => {
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      await roundWithApplicants(ctx.app, {
        title: '속도 회차',
        count: 15,
        phonePrefix: '0103333',
      });
      // the vendor's log: which second each message arrived in
      const seconds: number[] = [];
      const vendor = devMessageProvider();
      const counting: MessageProvider = {
        ...vendor,
        send: (message, signal) => {
          seconds.push(Math.floor(Date.now() / 1000));
          return vendor.send(message, signal);
        },
      };
      const worker = (redis: Redis): DeliveryDeps => ({
        ...ctx.notify.delivery,
        boss: jobQueue(ctx.database.db),
        provider: counting,
        rate: redisSendRate(redis, shared.prefix, 5),
        settings: {
          ...ctx.notify.delivery.settings,
          batchSize: 8,
          concurrency: 8,
        },
      });
      const other = await testRedis();
      try {
        const [first, second] = [worker(shared.redis), worker(other.redis)];
        assert.equal(await handOver(first), 15, 'every message has its job');
        const handled = await Promise.all([deliverDue(first), deliverDue(second)]);
        assert.equal(handled[0] + handled[1], 15, 'the two workers split the messages');
        assert.ok(handled[0] > 0 && handled[1] > 0, 'both workers sent');
      } finally {
        other.redis.destroy();
      }
      assert.equal(vendor.messages.length, 15);
      assert.equal(new Set(vendor.calls).size, 15, 'none sent twice');
      const perSecond = new Map<number, number>();
      for (const second of seconds) perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
      assert.ok(Math.max(...perSecond.values()) <= 5, JSON.stringify([...perSecond]));
    });
  });
}
