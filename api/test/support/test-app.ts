import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import { createApp, type AppDeps, type Clock } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { openDatabase, type Database } from '../../src/db/database';
import { createLocalFileStore, type FileStore } from '../../src/files/file-store';

export const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export function engines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  drop: () => Promise<void>;
  /** the server database's address (PostgreSQL only), for a second connection */
  url?: string;
}

/** A fresh database for one test file: in-memory PGlite, or a new database on the server. */
export async function freshDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ migrationsFolder });
    return { ...database, drop: database.close };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder });
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  store: FileStore;
  /** the store's folder */
  uploads: string;
  clock: { now: () => Date; set: (date: Date) => void };
  close: () => Promise<void>;
}

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'identity'>> & { wrapStore?: (store: FileStore) => FileStore } = {},
): Promise<TestContext> {
  const database = await freshDatabase(engine);
  const uploads = mkdtempSync(path.join(tmpdir(), 'portal-uploads-'));
  const store = createLocalFileStore(uploads);
  const { wrapStore, ...deps } = extra;
  let now = new Date();
  const clock: Clock & { set: (date: Date) => void } = { now: () => now, set: (date) => (now = date) };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const app = createApp({
    config,
    db: database.db,
    store: wrapStore ? wrapStore(store) : store,
    logger: pino({ level: 'silent' }),
    clock,
    jwtSecret: TEST_JWT_SECRET,
    ...deps,
  });
  return {
    app,
    database,
    store,
    uploads,
    clock,
    close: async () => {
      await database.drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
