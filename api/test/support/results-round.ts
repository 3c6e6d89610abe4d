import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database';
import { enqueueResultsPublished } from '../../src/notify/outbox';
import { migrationsFolder } from './test-app';

/** A database for an API server process: a PGlite folder, or a new database on a PostgreSQL server. */
export interface ServerDatabase {
  /** DATA_DIR, and DATABASE_URL on PostgreSQL, for the server process */
  env: Record<string, string>;
  /** opens it here (PGlite: only while no server process holds the folder) */
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}

export async function serverDatabase(serverUrl: string | undefined): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-notify-'));
  if (!serverUrl)
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pgdata'), migrationsFolder }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const name = `portal_notify_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), migrationsFolder }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A closed round of `count` applicants written straight into the database (100 winners, 200 reserves,
 * the rest not drawn), whose results are published through the draw's own outbox call: one message each.
 * Answers the round's id.
 */
export async function roundWithPublishedResults(database: Database, count: number): Promise<number> {
  const { db } = database;
  const now = new Date();
  const day = 86_400_000;
  const round = await db.execute(sql`
    insert into subscription_rounds (title, subscription_types, start_ts, end_ts, closed)
    values ('알림 회차', array['GENERAL-15'], ${new Date(now.getTime() - 10 * day).toISOString()},
      ${new Date(now.getTime() - day).toISOString()}, true)
    returning id`);
  const roundId = Number((round as unknown as { rows: { id: number }[] }).rows[0]!.id);
  await db.execute(sql`
    insert into applicants (round_id, name, phone_number, subscription_type, consent, winning_state, receipt_number)
    select ${roundId}, '신청자' || i, '010' || lpad(i::text, 8, '0'), 'GENERAL-15', true,
      case when i <= 100 then '당첨' when i <= 300 then '예비 ' || (i - 100) else '미당첨' end,
      'B' || lpad(i::text, 7, '0')
    from generate_series(1, ${count}) as i`);
  await db.transaction((tx) => enqueueResultsPublished(tx, roundId, now));
  return roundId;
}

/** The round's messages: each key and its state. */
export async function outboxOfRound(database: Database, roundId: number) {
  const result = await database.db.execute(
    sql`select idempotency_key, state, vendor_status from outbox_messages where round_id = ${roundId}`,
  );
  return (
    result as unknown as { rows: { idempotency_key: string; state: string; vendor_status: string | null }[] }
  ).rows;
}
