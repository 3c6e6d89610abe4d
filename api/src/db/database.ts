import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; when unset, PGlite runs in process. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; unset means in memory (tests). */
  pgliteDir?: string | undefined;
  migrationsFolder: string;
}

export class DatabaseError extends Error {}

/** One factory for both engines, with the same schema and the same committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  try {
    return options.databaseUrl ? await openPostgres(options.databaseUrl, options) : await openPglite(options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseError(`Cannot open the database: ${reason}`);
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // The timeout also bounds the wait for a free client under a burst: generous, so a queue is served late, not failed.
  const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  await migrateNodePg(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.pgliteDir) mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
  const client = options.pgliteDir ? new PGlite(options.pgliteDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: options.migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
