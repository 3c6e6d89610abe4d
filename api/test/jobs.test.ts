// The background jobs as pg-boss runs them: two replicas (two apps on one database, each with its own
// pg-boss) run a schedule once; a job that fails is tried again and its failure shows on the admin's view.
// pg-boss's cron works in minutes of the clock, so each test starts early in a minute and ends within it;
// the apps look at the database every second instead of every 30 (JobTimings).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { JOB_NAMES, type JobView } from '@portal/shared-types/jobs/jobs';
import { jobQueue } from '../src/db/job-queue';
import { queueOf } from '../src/db/job-schedules';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const FAST = { cron: 1, polling: 0.5 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the clock is in the first half of a minute, so a test's runs all fall in one minute. */
async function earlyInAMinute() {
  const second = new Date().getSeconds();
  if (second >= 1 && second < 25) return;
  await sleep(((61 - second) % 60) * 1000);
}

async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

/** pg-boss's record of a queue's jobs, done ones included; a run asked for at start has a singleton slot. */
async function jobsOf(ctx: TestContext, name: string) {
  const columns = sql`state, retry_count, singleton_on is not null as at_start`;
  const result = await ctx.database.db.execute(sql`
    select ${columns} from pgboss.job where name = ${name}
    union all select ${columns} from pgboss.archive where name = ${name}`);
  return (result as unknown as { rows: { state: string; retry_count: number; at_start: boolean }[] }).rows;
}

const view = async (ctx: TestContext) =>
  (await request(ctx.app).get('/portal/admin/jobs').set('Authorization', bearer(adminToken())).expect(200))
    .body as JobView[];

for (const engine of engines()) {
  describe(`background jobs through pg-boss on ${engine}`, () => {
    let ctx: TestContext;
    let replica: TestContext;
    before(async () => {
      ctx = await createTestApp(engine, {}, { jobTimings: FAST });
      replica = await createTestApp(engine, {}, { database: ctx.database, jobTimings: FAST });
    });
    after(async () => {
      await replica.close();
      await ctx.close();
    });

    test('when nothing has run yet, then the view lists every job with its schedule and no run', async () => {
      const jobs = await view(ctx);
      assert.deepEqual(
        jobs.map((job) => job.name),
        [...JOB_NAMES],
      );
      const head = jobs.find((job) => job.name === 'audit-head')!;
      assert.deepEqual(head, {
        name: 'audit-head',
        title: '감사 기록 끝 확인',
        schedule: '매분',
        lastRun: null,
        lastError: null,
      });
    });

    test("when two replicas run the jobs, then a minute's schedule runs once and the start runs once", async () => {
      await earlyInAMinute();
      let runs = 0;
      for (const app of [ctx, replica]) {
        const head = app.jobs.run['audit-head'];
        app.jobs.run['audit-head'] = () => {
          runs += 1;
          return head();
        };
      }
      await Promise.all([ctx.jobs.start(), replica.jobs.start()]);
      await until('the audit head is checked', async () =>
        (await jobsOf(ctx, 'audit-head')).some((job) => job.state === 'completed'),
      );
      // each replica looks at the schedules every second: five more chances to run it twice
      await sleep(5_000);
      assert.equal(runs, 1, 'the handler ran once across both replicas');
      assert.deepEqual(await jobsOf(ctx, 'audit-head'), [
        { state: 'completed', retry_count: 0, at_start: false },
      ]);
      // both replicas started, and each start asked for a walk of the audit log and a retention run
      // (their hourly schedule may run in this minute too: only the runs at start are counted)
      const atStart = async (name: string) => (await jobsOf(ctx, name)).filter((job) => job.at_start);
      await until('the runs at start are done', async () =>
        (await atStart('retention')).every((job) => job.state === 'completed'),
      );
      assert.equal((await atStart('audit-walk')).length, 1);
      assert.equal((await atStart('retention')).length, 1);
      const head = (await view(replica)).find((job) => job.name === 'audit-head')!;
      assert.equal(head.lastRun?.state, 'completed');
      assert.equal(head.lastRun?.retries, 0);
      assert.equal(head.lastError, null);
      await Promise.all([ctx.jobs.stop(), replica.jobs.stop()]);
    });

    test('when a job fails, then pg-boss tries it again and the view shows its failure without personal data', async () => {
      // one try after the first, a second later (the queue's own settings wait longer); the run is asked
      // for now rather than at the schedule's next minute
      const queue = jobQueue(ctx.database.db);
      await queue.updateQueue('lapses', { ...queueOf('lapses'), retryLimit: 1, retryDelay: 1 });
      // a third replica (jobs start once per app)
      const worker = await createTestApp(engine, {}, { database: ctx.database, jobTimings: FAST });
      let tries = 0;
      worker.jobs.run.lapses = async () => {
        tries += 1;
        throw new Error('업체 응답 없음: 010-1234-5678\n    at somewhere (file.ts:1:1)');
      };
      await worker.jobs.start();
      try {
        await queue.send('lapses', {});
        await until('the job has failed for good', async () =>
          (await jobsOf(ctx, 'lapses')).some((job) => job.state === 'failed'),
        );
      } finally {
        // stopped before reading: no next minute's run comes in between
        await worker.close();
      }
      assert.ok(tries >= 2, 'tried again');
      assert.ok((await jobsOf(ctx, 'lapses')).some((job) => job.state === 'failed' && job.retry_count === 1));
      const lapses = (await view(ctx)).find((job) => job.name === 'lapses')!;
      assert.equal(lapses.title, '서류 기한 경과 기록');
      assert.equal(lapses.lastRun?.state, 'failed');
      assert.equal(lapses.lastRun?.retries, 1);
      assert.equal(lapses.lastRun?.retryLimit, 1);
      assert.ok(lapses.lastRun?.endedAt);
      assert.equal(lapses.lastError?.message, '업체 응답 없음: ***');
    });
  });
}
