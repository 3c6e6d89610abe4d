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

/**
 * Creates pg-boss's schema (or migrates it to the installed version) and the queues; safe to run again and
 * from several processes at once (pg-boss takes an advisory lock). Runs with the migrations, as the
 * tables' owner.
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
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * pg-boss on the app's database, for a worker: the schema is there already (installJobQueues). Nothing
 * runs in the background until `start()`, which the server calls: then pg-boss's upkeep (the expiry of
 * jobs whose worker died, archiving) runs every `maintenanceSeconds` on one replica at a time.
 */
export const jobQueue = (db: Db, maintenanceSeconds = 15): PgBoss =>
  new PgBoss({
    db: executorOf(db),
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: maintenanceSeconds,
  });
