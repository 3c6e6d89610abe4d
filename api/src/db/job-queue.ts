// The job queue: pg-boss (https://github.com/timgit/pg-boss) in its own schema (`pgboss`) of the site's one
// database, on PostgreSQL and on PGlite alike. pg-boss talks to the database only through `executeSql`:
// here the engine's own connection (a pool, or the in-process PGlite), or a transaction of ours, so a job
// is written together with the rows that need it.
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Db } from './database';
import type { Tx } from './tx';
import { pgliteExecutor, poolExecutor, type SqlExecutor } from './job-queue-setup';

/** The engine under a drizzle database: its pool, or the PGlite instance. */
export function executorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  return 'exec' in client ? pgliteExecutor(client) : poolExecutor(client);
}

/** The text with its `$n` placeholders bound to drizzle parameters (never spliced in as text). */
function bound(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i += 1)
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.param(values[Number(parts[i]) - 1])}`);
  return sql.join(chunks);
}

/** A transaction of ours as pg-boss's executor: what pg-boss writes commits or rolls back with it. */
export const txExecutor = (tx: Tx): SqlExecutor => ({
  async executeSql(text, values) {
    const result = await tx.execute(bound(text, values ?? []));
    return result as unknown as { rows: unknown[] };
  },
});

/** How often pg-boss looks at the database, in seconds; tests make them short. */
export interface JobTimings {
  /** its upkeep: jobs whose worker died handed back after their expiry, old ones archived */
  maintenance: number;
  /** its cron: whether a schedule is due (one replica a time), and the worker that puts the due jobs on their queues */
  cron: number;
  /** each queue's worker: whether a job waits */
  polling: number;
}

export const JOB_TIMINGS: JobTimings = { maintenance: 15, cron: 30, polling: 5 };

/**
 * pg-boss on the app's database, for a worker: the schema, the queues and the schedules are there already
 * (installJobQueues). Nothing runs in the background until `start()`, which the server calls (jobs/index.ts).
 */
export const jobQueue = (db: Db, timings: Partial<JobTimings> = {}): PgBoss => {
  const { maintenance, cron } = { ...JOB_TIMINGS, ...timings };
  return new PgBoss({
    db: executorOf(db),
    migrate: false,
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: maintenance,
    cronMonitorIntervalSeconds: cron,
    cronWorkerIntervalSeconds: Math.min(cron, 5),
  });
};
