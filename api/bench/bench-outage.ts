// PostgreSQL outage during traffic: `node --import tsx api/bench/bench-outage.ts`.
// Runs the API in process on a fresh database of DATABASE_URL (default: the local test server) reached
// through a TCP proxy, sends applications and admin list calls from 16 clients for 10 s, cuts the proxy from
// 3 s to 6 s (the machine's PostgreSQL keeps running), then prints the statuses seen and how many
// acknowledged (201) applications are missing from the database. Figures only: nothing is asserted.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { createApp } from '../src/app';
import { startSession } from '../src/auth/admin-sessions';
import { signAdminToken, verifyAdminToken } from '../src/auth/admin-token';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import { signVerificationToken } from '../src/identity/verification-token';
import { startTcpProxy } from '../test/support/tcp-proxy';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = randomBytes(32).toString('hex');
const CLIENTS = 16;
const SECONDS = 10;
const CUT_AT = 3;
const RESTORE_AT = 6;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Counts the log lines that speak of the outage and of unhandled errors (one start and one end expected). */
const logCounts = { unreachable: 0, reachableAgain: 0, unhandled: 0, lines: 0 };
function logSink() {
  return new Writable({
    write(chunk, _encoding, done) {
      const text = String(chunk);
      logCounts.lines++;
      if (text.includes('unreachable: answering 503')) logCounts.unreachable++;
      if (text.includes('reachable again')) logCounts.reachableAgain++;
      if (text.includes('unhandled error')) logCounts.unhandled++;
      done();
    },
  });
}

const name = `portal_bench_${randomBytes(6).toString('hex')}`;
const direct = new URL(SERVER);
direct.pathname = `/${name}`;
await admin(`create database ${name}`);
const migrationsFolder = path.join(apiRoot, 'drizzle');
const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
const proxied = new URL(direct);
proxied.host = `127.0.0.1:${proxy.port}`;
const database = await openDatabase({ databaseUrl: proxied.toString(), migrationsFolder });
const app = createApp({
  config: loadConfig({ NODE_ENV: 'test' }),
  db: database.db,
  store: {} as never,
  logger: pino({ level: 'info' }, logSink()),
  jwtSecret: SECRET,
}).app;
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

// a token needs its session row, as a sign-in would open it
const adminBearer = signAdminToken(SECRET, 'admin', new Date());
await startSession(database.db, verifyAdminToken(SECRET, adminBearer, new Date()), {
  address: '',
  userAgent: 'bench',
});

const round = await fetch(`${base}/portal/admin/subscription`, {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${adminBearer}`,
  },
  body: JSON.stringify({
    title: '장애 시험 회차',
    subscriptionType: ['GENERAL-15'],
    startTs: new Date(Date.now() - 3600_000).toISOString(),
    endTs: new Date(Date.now() + 3600_000).toISOString(),
  }),
}).then((res) => res.json() as Promise<{ id: number }>);

const statuses = new Map<number, number>();
const acknowledged: string[] = [];
let sent = 0;
let counter = 0;
const started = Date.now();
const elapsed = () => (Date.now() - started) / 1000;

async function client() {
  while (elapsed() < SECONDS) {
    const phone = `010${String(10_000_000 + counter++).slice(-8)}`;
    const person = { name: '부하시험', phone };
    const apply = counter % 2 === 0;
    sent++;
    let status = 0;
    try {
      const res = apply
        ? await fetch(`${base}/user/subscriptionApplicants`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              [VERIFICATION_HEADER]: signVerificationToken(SECRET, person, new Date()),
            },
            body: JSON.stringify({
              ...person,
              supplyType: 'GENERAL-15',
              supplyUid: round.id,
              isConsentStatus: true,
              income: null,
              regional: null,
              car: null,
              assetBasis: null,
            }),
          })
        : // an admin list: public reads may come from the cache while the database is away
          await fetch(`${base}/api/portal/popup`, { headers: { Authorization: `Bearer ${adminBearer}` } });
      await res.arrayBuffer();
      status = res.status;
      if (apply && status === 201) acknowledged.push(phone);
    } catch {
      status = 0;
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    // a client told to wait does not spin
    if (status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outage = (async () => {
  await new Promise((resolve) => setTimeout(resolve, CUT_AT * 1000));
  await proxy.cut();
  await new Promise((resolve) => setTimeout(resolve, (RESTORE_AT - CUT_AT) * 1000));
  await proxy.restore();
})();
await Promise.all([outage, ...Array.from({ length: CLIENTS }, client)]);

const check = new pg.Client({ connectionString: direct.toString() });
await check.connect();
const stored = new Set(
  (await check.query<{ phone_number: string }>('select phone_number from applicants')).rows.map(
    (row) => row.phone_number,
  ),
);
await check.end();
const lost = acknowledged.filter((phone) => !stored.has(phone)).length;
const count = (test: (status: number) => boolean) =>
  [...statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);

console.log(`outage: proxy cut from ${CUT_AT} s to ${RESTORE_AT} s of ${SECONDS} s, ${CLIENTS} clients`);
console.log(`requests sent: ${sent}`);
console.log(`statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
console.log(`503 seen: ${count((s) => s === 503)}`);
console.log(`500 seen: ${count((s) => s === 500)}  (other 5xx: ${count((s) => s > 500 && s !== 503)})`);
console.log(`applications acknowledged (201): ${acknowledged.length}, stored: ${stored.size}, lost: ${lost}`);

// the monitor probes once a second: give it the time to see the end of the outage
await new Promise((resolve) => setTimeout(resolve, 2500));
console.log(
  `log: outage start lines ${logCounts.unreachable}, end lines ${logCounts.reachableAgain}, unhandled errors ${logCounts.unhandled} (of ${logCounts.lines} lines with the access log)`,
);

server.close();
await database.close();
await proxy.close();
await admin(`drop database if exists ${name} with (force)`);
