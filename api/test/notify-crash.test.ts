import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { devMessageProvider, type DevProvider } from '../src/notify/dev-provider';
import { deliverDue, type DeliveryDeps } from '../src/notify/delivery';
import { jobQueue } from '../src/db/job-queue';
import type { NotifyService } from '../src/notify/notify-service';
import type { MessageProvider } from '../src/notify/provider';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { roundWithApplicants } from './support/applications';
import { messageJobs, passesUntil } from './support/message-jobs';

const APPLICANTS = 6;

for (const engine of engines()) {
  describe(`a worker that dies in the middle of sending on ${engine}`, () => {
    let ctx: TestContext;
    let vendor: DevProvider;
    const states = async () =>
      (
        (await ctx.database.db.execute(
          sql`select idempotency_key, state from outbox_messages order by id`,
        )) as unknown as { rows: { idempotency_key: string; state: string }[] }
      ).rows;

    before(async () => {
      ctx = await createTestApp(engine, {}, { messages: null });
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      await roundWithApplicants(ctx.app, {
        title: '중단 회차',
        count: APPLICANTS,
        phonePrefix: '0104444',
        tokenTime: ctx.clock.now(),
      });
      vendor = devMessageProvider();
    });
    after(() => ctx.close());

    test("when its sends never answer, then after pg-boss's expiry a second worker sends each message, the vendor delivers each key once and none is lost", async () => {
      const base = (ctx.app.locals.notify as NotifyService).delivery;
      // The first worker reaches the vendor for half of its messages, then its process "dies": no call of
      // it ever answers, so it never marks anything, exactly as after a SIGKILL.
      let reached = 0;
      const dying: MessageProvider = {
        kind: 'dev',
        send: async (message, signal) => {
          reached += 1;
          if (reached % 2 === 0) await vendor.send(message, signal);
          return new Promise(() => {});
        },
      };
      // jobs that expire after a second and are retried a second or two later, so the test need not wait long
      const quick = { ...base.settings, leaseMs: 1_000, retryBaseMs: 1_000 };
      const first: DeliveryDeps = {
        ...base,
        boss: jobQueue(ctx.database.db),
        provider: dying,
        settings: { ...quick, timeoutMs: 3_600_000, concurrency: APPLICANTS },
      };
      const second: DeliveryDeps = {
        ...base,
        boss: jobQueue(ctx.database.db),
        provider: vendor,
        settings: quick,
      };

      void deliverDue(first);
      while (reached < APPLICANTS) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.equal(vendor.messages.length, APPLICANTS / 2, 'the vendor took half before the worker died');
      assert.ok(
        (await states()).every((row) => row.state === 'queued'),
        'nothing marked without an answer',
      );

      assert.equal(
        await deliverDue(second),
        0,
        'pg-boss keeps the second worker off the jobs while they run',
      );
      assert.ok((await messageJobs(ctx.database.db)).every((job) => job.state === 'active'));
      // pg-boss's upkeep (every 15 s in the server) fails the jobs past their expiry: each is retried
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await second.boss.expire();
      assert.ok((await messageJobs(ctx.database.db)).every((job) => job.state === 'retry'));
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 2_000));
      assert.equal(await passesUntil(() => deliverDue(second), APPLICANTS), APPLICANTS, 'taken over');

      const rows = await states();
      assert.equal(rows.length, APPLICANTS);
      assert.ok(rows.every((row) => row.state === 'sent'));
      const delivered = vendor.messages.map((message) => message.idempotencyKey);
      assert.deepEqual(
        [...delivered].sort(),
        rows.map((row) => row.idempotency_key).sort(),
        'every message delivered, each key once',
      );
      // the messages the dead worker had handed over went again under the same key: the vendor caught them
      assert.equal(vendor.calls.length, APPLICANTS + APPLICANTS / 2);
      assert.equal(new Set(vendor.calls).size, APPLICANTS);
      assert.equal(await deliverDue(second), 0, 'nothing left to send');
    });
  });
}
