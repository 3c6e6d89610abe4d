// Messages to 10,000 applicants: `npm run bench:notify`. A script that prints figures; nothing is asserted.
// A round of NOTIFY_APPLICANTS (10,000) applicants is written straight into a fresh database (PGlite, or
// a new PostgreSQL database of DATABASE_URL when it is set), and its results are published through the
// draw's own outbox call (enqueueResultsPublished, in a transaction): one message per applicant. Then the
// API server runs as its own process with its real worker and its real SOLAPI adapter, pointed at the
// development provider running as its own HTTP server (api/bench/dev-vendor.ts: 100 messages a second,
// 5 % of the calls answered 503). Sending hours are the whole day, so the bench runs at any hour.
// Two runs, each on its own database and vendor: one undisturbed, one in which the worker's process is
// killed with SIGKILL when half the messages have been delivered, and started again. Each prints the
// messages a second, the time from the worker's start to the last delivery, the messages lost (in the
// outbox, never delivered) and the messages sent twice (a key the provider delivered twice).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database';
import { enqueueResultsPublished } from '../src/notify/outbox';
import { signInOverHttp } from '../test/support/admin-sign-in';
import { startApiProcess, waitHealthy, type ApiProcess } from '../test/support/api-process';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsFolder = path.join(apiRoot, 'drizzle');
const SERVER_URL = process.env.DATABASE_URL;
const APPLICANTS = Number(process.env.NOTIFY_APPLICANTS ?? 10_000);
const VENDOR_RATE = 100;
const ADMIN_PASSWORD = 'test-admin-password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface VendorStats {
  requests: number;
  statuses: Record<string, number>;
  delivered: number;
  deliveredTwice: number;
  repeatsCaught: number;
  firstDeliveryAt: number | null;
  lastDeliveryAt: number | null;
  busiestSecond: number;
}

async function startVendor(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'bench', 'dev-vendor.ts')], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', VENDOR_RATE: String(VENDOR_RATE), VENDOR_FAIL_RATIO: '0.05' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the vendor exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

const vendorStats = async (url: string) => (await (await fetch(`${url}/stats`)).json()) as VendorStats;

/** A fresh database: a PGlite folder, or a new database on the PostgreSQL server. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  if (!SERVER_URL) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-notify-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ pgliteDir: path.join(dataDir, 'pgdata'), migrationsFolder }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `portal_notify_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-notify-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), migrationsFolder }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** The round, its applicants with their drawn states, and the results published: one message each. */
async function seed(database: Database): Promise<number> {
  const { db } = database;
  const now = new Date();
  const day = 86_400_000;
  const round = await db.execute(sql`
    insert into subscription_rounds (title, subscription_types, start_ts, end_ts, closed)
    values ('알림 벤치 회차', array['GENERAL-15'], ${new Date(now.getTime() - 10 * day).toISOString()},
      ${new Date(now.getTime() - day).toISOString()}, true)
    returning id`);
  const roundId = Number((round as unknown as { rows: { id: number }[] }).rows[0]!.id);
  await db.execute(sql`
    insert into applicants (round_id, name, phone_number, subscription_type, consent, winning_state, receipt_number)
    select ${roundId}, '신청자' || i, '010' || lpad(i::text, 8, '0'), 'GENERAL-15', true,
      case when i <= 100 then '당첨' when i <= 300 then '예비 ' || (i - 100) else '미당첨' end,
      'B' || lpad(i::text, 7, '0')
    from generate_series(1, ${APPLICANTS}) as i`);
  await db.transaction((tx) => enqueueResultsPublished(tx, roundId, now));
  return roundId;
}

interface Counts {
  queued: number;
  sent: number;
  dead: number;
  retrying: number;
}

async function roundCounts(api: ApiProcess, token: string, roundId: number): Promise<Counts | null> {
  try {
    const res = await fetch(`${api.url}/portal/admin/messages/round/${roundId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return res.ok ? ((await res.json()) as { counts: Counts }).counts : null;
  } catch {
    return null;
  }
}

async function run(kill: boolean) {
  const database = await freshDatabase();
  const vendor = await startVendor();
  try {
    const seeding = await database.open();
    const roundId = await seed(seeding);
    await seeding.close();
    const env = {
      ...database.env,
      NOTIFY_PROVIDER: 'solapi',
      SOLAPI_API_URL: vendor.url,
      SOLAPI_API_KEY: 'bench-key',
      SOLAPI_API_SECRET: 'bench-secret',
      SOLAPI_PF_ID: 'bench-pf',
      SOLAPI_SENDER: '0212345678',
      NOTIFY_RATE_PER_SECOND: String(VENDOR_RATE),
      NOTIFY_SENDING_HOURS: '00:00-24:00',
      NOTIFY_RETRY_BASE_SECONDS: '1',
      NOTIFY_TIMEOUT_SECONDS: '5',
    };
    const started = Date.now();
    let api = await startApiProcess(env);
    await waitHealthy(api);
    let token = await signInOverHttp(api.url, 'admin', ADMIN_PASSWORD);
    let killedAt: number | null = null;
    let restartedAt: number | null = null;
    let counts: Counts | null = null;
    const deadline = Date.now() + 10 * 60_000;
    while (Date.now() < deadline) {
      await sleep(kill && killedAt === null ? 100 : 1000);
      if (kill && killedAt === null && (await vendorStats(vendor.url)).delivered >= APPLICANTS / 2) {
        api.child.kill('SIGKILL');
        await api.exited;
        killedAt = Date.now();
        api = await startApiProcess(env);
        await waitHealthy(api);
        restartedAt = Date.now();
        // the token stays good: its session lives in the database, the secret in the environment
        continue;
      }
      counts = await roundCounts(api, token, roundId);
      if (counts === null && restartedAt !== null)
        token = await signInOverHttp(api.url, 'admin', ADMIN_PASSWORD);
      if (counts && counts.sent + counts.dead === APPLICANTS) break;
    }
    await api.stop();
    const stats = await vendorStats(vendor.url);
    const delivered = new Set((await (await fetch(`${vendor.url}/keys`)).json()) as string[]);
    const checking = await database.open();
    const rows = (
      (await checking.db.execute(
        sql`select idempotency_key, state from outbox_messages where round_id = ${roundId}`,
      )) as unknown as { rows: { idempotency_key: string; state: string }[] }
    ).rows;
    await checking.close();
    const lost = rows.filter((row) => !delivered.has(row.idempotency_key)).length;
    const notMarked = rows.filter((row) => row.state !== 'sent').length;
    const seconds = (stats.lastDeliveryAt! - stats.firstDeliveryAt!) / 1000;
    return {
      run: kill ? 'worker killed (SIGKILL) halfway and started again' : 'undisturbed',
      outbox: rows.length,
      'messages/s': Math.round((stats.delivered / seconds) * 10) / 10,
      'to last delivery (s)': Math.round((stats.lastDeliveryAt! - started) / 100) / 10,
      lost,
      'sent twice': stats.deliveredTwice,
      'repeats caught by the key': stats.repeatsCaught,
      'not marked sent': notMarked,
      'vendor answers': stats.statuses,
      'busiest second': stats.busiestSecond,
      ...(killedAt && restartedAt
        ? {
            'killed at (s)': Math.round((killedAt - started) / 100) / 10,
            'restarted after (s)': Math.round((restartedAt - killedAt) / 100) / 10,
          }
        : {}),
    };
  } finally {
    vendor.child.kill('SIGTERM');
    await database.drop();
  }
}

const engine = SERVER_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `bench:notify on ${engine}: ${APPLICANTS} result messages, vendor limit ${VENDOR_RATE}/s with 5 % answered 503`,
);
for (const kill of [false, true]) {
  const figures = await run(kill);
  console.log(JSON.stringify(figures, null, 2));
}
