import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino } from 'pino';
import type { Express } from 'express';
import { createApp, type AppDeps } from '../../src/app';
import type { Jobs } from '../../src/jobs';
import type { NotifyService } from '../../src/notify/notify-service';
import type { Clock } from '../../src/time/clock';
import { loadConfig } from '../../src/config/config';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/database';
import { adminSessions, adminUsers } from '../../src/db/schema';
import { createLocalFileStore, type FileStore } from '../../src/files/file-store';
import { createS3FileStore } from '../../src/files/s3-file-store';
import { migratedPglite } from './migrated-pglite';
import { startLocalS3, type LocalS3 } from './s3-server';
// every answer a test receives through supertest is held against the HTTP contract
import './contract-check';

export const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle');
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
/** The admin every test app holds; tokens.ts signs its tokens (it has no password: nobody logs in as it). */
export const TEST_ADMIN = 'test-admin';
/**
 * The test admin's one session, which every adminToken() names: a token needs its session row. It never
 * idles or ends by its row, so tests that move their clock keep their admin; the session limits
 * themselves are tested with real sign-ins (admin-sessions and admin-session-limits tests). A walk over
 * every admin route uses walkerToken(): it signs out and ends the other sessions of its admin.
 */
export const TEST_SESSION_JTI = '00000000-0000-4000-8000-00000000a11d';
const NEVER = new Date('9999-12-31T00:00:00Z');

export type Engine = 'pglite' | 'postgres';

/**
 * PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). TEST_ENGINES
 * (`pglite` or `postgres`) keeps one of them, so that CI runs the two as separate runs side by side.
 */
export function engines(): Engine[] {
  const all: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const chosen = process.env.TEST_ENGINES?.split(',').map((name) => name.trim());
  return chosen ? all.filter((engine) => chosen.includes(engine)) : all;
}

export type FileStoreKind = 'local' | 's3';

/** The file-handling tests run on the local folder and on S3 (a local s3rver the test starts). */
export function fileStores(): FileStoreKind[] {
  return ['local', 's3'];
}

export interface TestDatabase extends Database {
  drop: () => Promise<void>;
  /** the server database's address (PostgreSQL only), for a second connection */
  url?: string;
}

/** A fresh database for one test file: in-memory PGlite, or a new database on the server. */
export async function freshDatabase(
  engine: Engine,
  logQuery?: DatabaseOptions['logQuery'],
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({
      migrationsFolder,
      pgliteStart: await migratedPglite(),
      logQuery,
    });
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
  const database = await openDatabase({ databaseUrl: url.toString(), migrationsFolder, logQuery });
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
  app: Express;
  /** the app's background jobs, not started: tests run one pass at a time (jobs.run) */
  jobs: Jobs;
  notify: NotifyService;
  database: TestDatabase;
  store: FileStore;
  /** the local store's folder (empty with S3) */
  uploads: string;
  /** the names the store holds, on either kind of store */
  storedFiles: () => Promise<string[]>;
  /** the local S3 server, when the store is S3 */
  s3?: LocalS3;
  clock: { now: () => Date; set: (date: Date) => void };
  close: () => Promise<void>;
}

export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  extra: Partial<Pick<AppDeps, 'identity' | 'redis' | 'cache' | 'messages' | 'jobTimings'>> & {
    wrapStore?: (store: FileStore) => FileStore;
    fileStore?: FileStoreKind;
    /** another app's database: a second replica of the same site (the first app drops it) */
    database?: TestDatabase;
    /** told every statement the app's database runs */
    logQuery?: DatabaseOptions['logQuery'];
  } = {},
): Promise<TestContext> {
  const shared = extra.database;
  const database = shared ?? (await freshDatabase(engine, extra.logQuery));
  // admin tokens hold only while their admin exists
  if (!shared) {
    await database.db
      .insert(adminUsers)
      .values({ username: TEST_ADMIN, passwordHash: 'none', roles: [...ADMIN_ROLES] });
    await database.db.insert(adminSessions).values({
      // far above the ids that sign-ins get, so a test that ends session 1 does not end this one
      id: 2_000_000_000,
      jti: TEST_SESSION_JTI,
      username: TEST_ADMIN,
      startedAt: new Date(),
      lastSeenAt: NEVER,
      expiresAt: NEVER,
    });
  }
  const uploads = mkdtempSync(path.join(tmpdir(), 'portal-uploads-'));
  const { wrapStore, fileStore, database: _shared, logQuery: _logQuery, ...deps } = extra;
  const s3 = fileStore === 's3' ? await startLocalS3() : undefined;
  const store = s3 ? createS3FileStore(s3.options) : createLocalFileStore(uploads);
  let now = new Date();
  const clock: Clock & { set: (date: Date) => void } = { now: () => now, set: (date) => (now = date) };
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const { app, jobs, notify } = createApp({
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
    jobs,
    notify,
    database,
    store,
    uploads,
    storedFiles: async () => (s3 ? s3.keys() : readdirSync(uploads)),
    ...(s3 ? { s3 } : {}),
    clock,
    close: async () => {
      await jobs.stop();
      await s3?.stop();
      if (!shared) await database.drop();
      rmSync(uploads, { recursive: true, force: true });
    },
  };
}
