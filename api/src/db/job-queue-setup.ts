// pg-boss's schema and queues in the site's database (https://github.com/timgit/pg-boss), and how pg-boss
// reaches each engine: a pg pool, or the in-process PGlite. Installed with the migrations (database.ts).
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { JOB_SCHEDULES, queueOf, SCHEDULED_JOBS } from './job-schedules';

/** How pg-boss runs its statements (its `db` option). */
export type SqlExecutor = PgBoss.Db;

/** The queues, created with the schema. A message's job that uses up its retries is copied to the dead one. */
export const JOB_QUEUES = {
  messages: 'notify-send',
  deadMessages: 'notify-dead',
} as const;

export const poolExecutor = (pool: pg.Pool): SqlExecutor => ({
  executeSql: (text, values) => pool.query(text, values),
});

/**
 * PGlite's `query` takes one statement (the extended protocol); pg-boss sends a few texts of several
 * statements without values (its schema, and its locked BEGIN … COMMIT blocks), which `exec` (the simple
 * protocol, as node-postgres uses for a text without values) runs. Either answers rows the same way.
 */
export const pgliteExecutor = (client: PGlite): SqlExecutor => ({
  async executeSql(text, values) {
    if (values && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  },
});

/** pg-boss's own queue through which its cron puts a due job on the job's queue. */
const CRON_QUEUE = '__pgboss__send-it';

/**
 * Creates pg-boss's schema (or migrates it to the installed version), the queues and the recurring jobs'
 * schedules; safe to run again and from several processes at once (pg-boss takes an advisory lock). Runs
 * with the migrations, as the tables' owner: a queue is a table of its own, which the app's role may not
 * create. Run at every start, it brings each job's retries and schedule up to date.
 */
export async function installJobQueues(executor: SqlExecutor): Promise<void> {
  const boss = new PgBoss({ db: executor, migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    await boss.createQueue(JOB_QUEUES.deadMessages);
    await boss.createQueue(JOB_QUEUES.messages, {
      name: JOB_QUEUES.messages,
      deadLetter: JOB_QUEUES.deadMessages,
    });
    await boss.createQueue(CRON_QUEUE);
    for (const name of SCHEDULED_JOBS) {
      await boss.createQueue(name, queueOf(name));
      await boss.updateQueue(name, queueOf(name));
      await boss.schedule(name, JOB_SCHEDULES[name].cron);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
