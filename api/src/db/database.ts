import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { getTableName, is } from 'drizzle-orm';
import { PgTable, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { installJobQueues, pgliteExecutor, poolExecutor } from './job-queue-setup';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The runtime role can only add to and read the audit log: it neither owns the tables nor is a superuser
   * (PostgreSQL with DATABASE_MIGRATION_URL). False on PGlite, whose single role owns everything.
   */
  auditGuarded: boolean;
  close: () => Promise<void>;
  /**
   * Runs the start-up writes (demo content, first admin) in one process at a time: replicas that start
   * together on one PostgreSQL database would otherwise both seed an empty one.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; when unset, PGlite runs in process. */
  databaseUrl?: string | undefined;
  /**
   * The same database as the tables' owner: migrations run with it, then the role of `databaseUrl` is
   * granted what the app needs and no more. Unset: `databaseUrl` migrates (and owns) the tables itself.
   */
  migrationUrl?: string | undefined;
  /** PGlite data folder; unset means in memory (tests). */
  pgliteDir?: string | undefined;
  /**
   * A dump of a PGlite data folder (PGlite's dumpDataDir) to start from instead of an empty one: tests
   * start each database from one already migrated, as a new PGlite spends seconds on initdb.
   */
  pgliteStart?: Blob | undefined;
  migrationsFolder: string;
  /** told every statement the app sends (not the migrations'): tests count a request's statements */
  logQuery?: ((query: string, params: unknown[]) => void) | undefined;
}

/** Drizzle's options: the schema, and the statement logger when one is asked for. */
const drizzleOptions = (options: DatabaseOptions) => ({
  schema,
  ...(options.logQuery ? { logger: { logQuery: options.logQuery } } : {}),
});

export class DatabaseError extends Error {}

/** One factory for both engines, with the same schema and the same committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  try {
    return options.databaseUrl ? await openPostgres(options.databaseUrl, options) : await openPglite(options);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(`Cannot open the database: ${reason}`);
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // The timeout also bounds the wait for a free client under a burst: generous, so a queue is served late, not failed.
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 30_000 });
  coverClients(pool);
  const db = drizzleNodePg(pool, drizzleOptions(options));
  const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, work);
  let auditGuarded = false;
  try {
    // Of two processes starting on one empty database, the second waits for the first, then finds
    // nothing left to migrate (instead of failing).
    if (options.migrationUrl) await migrateAsOwner(options.migrationUrl, pool, options.migrationsFolder);
    else
      await exclusive(async () => {
        await migrateNodePg(db, { migrationsFolder: options.migrationsFolder });
        await installJobQueues(poolExecutor(pool));
      });
    const { rows } = await pool.query<{ guarded: boolean }>(
      `select not r.rolsuper and not pg_has_role(current_user, c.relowner, 'usage') as guarded
         from pg_roles r, pg_class c where r.rolname = current_user and c.oid = 'audit_log'::regclass`,
    );
    auditGuarded = rows[0]?.guarded ?? false;
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'postgres', auditGuarded, close: () => pool.end(), exclusive };
}

/**
 * Migrates as the tables' owner, then gives the runtime role (the user of `runtime`) exactly what the app
 * needs: reading and writing its tables, but only adding to and reading the audit log, and only reading its
 * verifications (the owner's functions audit_walk_and_record() and audit_record_head() write them from their
 * own walk). Not owning them, it can neither disable their triggers nor alter them.
 */
async function migrateAsOwner(url: string, runtime: pg.Pool, migrationsFolder: string): Promise<void> {
  const owner = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 30_000 });
  coverClients(owner);
  try {
    const { rows } = await runtime.query<{ role: string }>('select current_user as role');
    const role = pg.escapeIdentifier(rows[0]!.role);
    await withAdvisoryLock(owner, async () => {
      await migrateNodePg(drizzleNodePg(owner), { migrationsFolder });
      await installJobQueues(poolExecutor(owner));
      const { rows: same } = await owner.query<{ same: boolean }>('select current_user = $1 as same', [
        rows[0]!.role,
      ]);
      if (same[0]?.same) return;
      await grantRuntimeRole(owner, role);
    });
  } finally {
    await owner.end();
  }
}

/**
 * A client whose server goes away emits 'error'; with no listener that ends the process. The pool listens
 * only while a client is idle, so a client checked out for a transaction, a lock or a query (between two
 * of its statements, or once its socket closes) would be unguarded. Every client gets a listener for its
 * whole life when the pool creates it: the statement in flight fails with the connection error (a 503 for
 * its request), the broken client is not queryable any more, and the pool discards it on release, so the
 * next request gets a fresh connection.
 */
function coverClients(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/** The tables of our Drizzle schema: the only ones in `public` the runtime role is given anything on. */
const appTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table));

/**
 * Grants per table, never `on all tables in schema`: a table that someone else created in `public`
 * (a DBA's note, an extension's) is none of the app's business, and a grant on one the owner does not own
 * fails and would stop every start. pg-boss's schema is the app's own: its tables the owner owns.
 */
async function grantRuntimeRole(owner: pg.Pool, role: string): Promise<void> {
  const { rows: sequences } = await owner.query<{ name: string }>(
    `select s.oid::regclass::text as name
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
      where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace and t.relname = any($1)`,
    [appTables],
  );
  const { rows: jobTables } = await owner.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name
       from pg_tables where schemaname = 'pgboss' and tableowner = current_user`,
  );
  const list = (names: string[]) => names.join(', ');
  const tables = list(appTables.map((name) => pg.escapeIdentifier(name)));
  await owner.query(`
    revoke all on ${tables} from ${role};
    grant usage on schema public to ${role};
    grant select, insert, update, delete on ${tables} to ${role};
    revoke update, delete on audit_log from ${role};
    revoke insert, update, delete on audit_verifications from ${role};
    ${sequences.length > 0 ? `grant usage, select on sequence ${list(sequences.map((row) => row.name))} to ${role};` : ''}
    grant usage on schema pgboss to ${role};
    ${jobTables.length > 0 ? `grant select, insert, update, delete on ${list(jobTables.map((row) => row.name))} to ${role};` : ''}`);
}

// Any fixed number of our own: the key of the session lock that serialises migrations and start-ups.
const STARTUP_LOCK = 4_172_017;

/** Holds a session-level advisory lock on one client while `work` runs on the pool. */
async function withAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let unlock: () => void = () => undefined;
  if (options.pgliteDir) {
    // the folder holding pgdata is DATA_DIR: one process at a time may write it
    const dataDir = path.dirname(path.resolve(options.pgliteDir));
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    // pg_trgm ships with PGlite: the search migration creates it on both engines
    const client = await PGlite.create({
      dataDir: options.pgliteDir,
      loadDataDir: options.pgliteStart,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, drizzleOptions(options));
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    // pg-boss's schema and queues, with the migrations
    await installJobQueues(pgliteExecutor(client));
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      auditGuarded: false,
      close: () => client.close().finally(unlock),
      exclusive: (work) => work(),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
