// Load figures of the built API: `npm run bench:api` (build first: node api/build.mjs). Runs on PGlite, and
// on PostgreSQL too when DATABASE_URL is set (each phase in a new database there, dropped afterwards):
//  1. each public read call and the home, /notice and /apply pages against a bare node:http server
//     answering the same bytes and headers: throughput of both (autocannon, closed loop), their ratio, and
//     p50/p99 of both at BENCH_RATE req/s; then a mixed load (home, /notice, /apply, the JSON list, the
//     rounds in turn) at BENCH_MIXED_RATE req/s on both;
//  2. a burst of application submissions;
//  3. 100,000 notices (bulk-seeded): the capped list, a deep page and the searches, cold (first answer
//     after a write of the board, so its count is recomputed too) and warm.
// Tests never assert on time; this prints figures only.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import type { SupplyType } from '@portal/shared-types/supply/supply-type-labels';
import { openDatabase } from '../src/db/database';
import { generalApplication } from '../test/support/applications';
import { signInOverHttp } from '../test/support/admin-sign-in';
import {
  atRate,
  cannon,
  closedLoop,
  percentile,
  REQUEST_HEADERS,
  statusText,
  timeOnce,
  type Sample,
} from './load';
import { COMMON_KEYWORD, contentKeyword, seedNotices, titleKeyword } from './seed-notices';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const benchDir = fileURLToPath(new URL('.', import.meta.url));
const RATE = Number(process.env.BENCH_RATE ?? 500);
const MIXED_RATE = Number(process.env.BENCH_MIXED_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const BURST = Number(process.env.BENCH_BURST ?? 2000);
const NOTICES = Number(process.env.BENCH_NOTICES ?? 100_000);
const COLD_SAMPLES = 5;
/** autocannon's clients: enough to keep a server busy (throughput) and to send on time at the paced rates */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PACED_CONNECTIONS = 100;
/** The built server to measure; another build (e.g. an older commit's, for before/after figures) may be named. */
const SERVER = path.resolve(process.env.BENCH_API_DIST ?? path.join(apiRoot, 'dist'), 'server.js');

type Engine = 'PGlite' | 'PostgreSQL';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printTable(title: string, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === head.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  console.log(`\n${title}`);
  console.log(line(head).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r).join('  '));
}

/** A new empty database on the PostgreSQL server of `DATABASE_URL`, dropped by `drop`. */
async function scratchDatabase(serverUrl: string) {
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

interface Running {
  base: string;
  secret: string;
  token: string;
  stop: () => Promise<void>;
}

/** Starts api/dist/server.js on a free port with a temporary data folder. */
async function startApi(
  engine: Engine,
  databaseUrl: string,
  dataDir: string,
  seedDemo: boolean,
): Promise<Running> {
  const port = await freePort();
  const secret = randomBytes(32).toString('hex');
  const adminPassword = randomBytes(12).toString('base64url');
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: engine === 'PostgreSQL' ? databaseUrl : '',
      JWT_SECRET: secret,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      IDENTITY_PROVIDER: 'dev',
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  const token = await signInOverHttp(base, 'admin', adminPassword);
  return {
    base,
    secret,
    token,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer /healthz within 60 s');
}

/** An open round (created when the demo has none), so the apply side's call answers 200. */
async function openRound(api: Running): Promise<{ id: number; type: SupplyType }> {
  const open = await fetch(`${api.base}/user/subscription`);
  if (open.status === 200) {
    const [round] = (await open.json()) as { id: number; subscriptionType: SupplyType[] }[];
    const type = round!.subscriptionType.find((t) => t !== 'SPECIAL-15') ?? 'GENERAL-15';
    if (round!.subscriptionType.includes(type)) return { id: round!.id, type };
  }
  const now = Date.now();
  const created = await fetch(`${api.base}/portal/admin/subscription`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${api.token}` },
    body: JSON.stringify({
      title: '부하 시험 회차',
      subscriptionType: ['GENERAL-15'],
      startTs: new Date(now - 3600_000).toISOString(),
      endTs: new Date(now + 86_400_000).toISOString(),
    }),
  });
  if (created.status !== 201)
    throw new Error(`cannot create a round: ${created.status} ${await created.text()}`);
  return { id: ((await created.json()) as { id: number }).id, type: 'GENERAL-15' };
}

/** An admin write of the board, so the next read of it is cold (no cached answer, no cached count). */
async function boardWrite(api: Running, board: 'notice' | 'resource') {
  const form = new FormData();
  form.append(board, JSON.stringify({ title: '벤치 쓰기', content: '<p>벤치</p>' }));
  const path = board === 'notice' ? '/portal/admin/notice' : '/portal/resource';
  const res = await fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`cannot write a ${board}: ${res.status}`);
}

/** The API's answer to each path as bytes and headers, for the bare server to repeat. */
async function captureAnswers(base: string, paths: string[]) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  return Promise.all(
    paths.map(
      (url) =>
        new Promise<{ url: string; status: number; headers: Record<string, string>; body: string }>(
          (resolve, reject) => {
            http
              .get(`${base}${url}`, { headers: REQUEST_HEADERS }, (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (chunk: Buffer) => chunks.push(chunk));
                res.on('end', () =>
                  resolve({
                    url,
                    status: res.statusCode!,
                    headers: Object.fromEntries(
                      Object.entries(res.headers)
                        .filter(([name]) => !skip.has(name))
                        .map(([name, value]) => [name, String(value)]),
                    ),
                    body: Buffer.concat(chunks).toString('base64'),
                  }),
                );
              })
              .on('error', reject);
          },
        ),
    ),
  );
}

async function startBare(
  answers: unknown[],
  dir: string,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const file = path.join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(benchDir, 'bare-server.mjs'), file, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server stopped (exit ${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function warmUp(base: string, paths: string[]) {
  for (const url of paths) await closedLoop(`${base}${url}`, 0.3, 8);
}

/** Phase 1: each public read against the bare server; phase 2: the submission burst. */
async function publicReads(engine: Engine, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const api = await startApi(engine, databaseUrl, dataDir, true);
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const round = await openRound(api);
    const firstNotice = (
      (await (await fetch(`${api.base}/api/notices?size=1`)).json()) as { content: { id: number }[] }
    ).content[0]?.id;
    const paths = [
      '/api/notices?page=0&size=5',
      '/api/notices?page=0&size=5&topFixed=true',
      '/portal/notice',
      `/portal/notice/${firstNotice ?? 1}`,
      '/portal/resource',
      '/api/resources?page=0&size=5',
      '/api/portal/popup/active',
      '/user/subscription',
      '/portal/subscription',
      // the server-rendered pages
      '/',
      '/notice',
      '/apply',
    ];
    await warmUp(api.base, paths);
    bare = await startBare(await captureAnswers(api.base, paths), dataDir);
    await warmUp(bare.base, paths);
    const rows: string[][] = [];
    for (const url of paths) {
      // API and bare server take turns, one second each, so a change in the machine's load hits both
      let apiRate = 0;
      let bareRate = 0;
      for (let turn = 0; turn < SECONDS; turn++) {
        apiRate +=
          (await cannon(`${api.base}${url}`, { seconds: 1, connections: CONNECTIONS })).rate / SECONDS;
        bareRate +=
          (await cannon(`${bare.base}${url}`, { seconds: 1, connections: CONNECTIONS })).rate / SECONDS;
      }
      const paced = { seconds: SECONDS, connections: PACED_CONNECTIONS, rate: RATE };
      const apiPaced = await cannon(`${api.base}${url}`, paced);
      const barePaced = await cannon(`${bare.base}${url}`, paced);
      rows.push([
        `GET ${url}`,
        fixed(apiRate, 0),
        fixed(bareRate, 0),
        fixed(apiRate / bareRate, 2),
        `${apiPaced.p50} / ${apiPaced.p99}`,
        `${barePaced.p50} / ${barePaced.p99}`,
        apiPaced.statuses,
      ]);
    }
    printTable(
      `Public reads on ${engine}: throughput (autocannon, ${CONNECTIONS} connections, ${SECONDS} turns of 1 s each) against bare node:http with the same bytes; latency at ${RATE} req/s (${SECONDS} s each)`,
      [
        'call',
        'API req/s',
        'bare req/s',
        'ratio',
        `API p50/p99 ms @${RATE}`,
        `bare p50/p99 ms @${RATE}`,
        'API statuses',
      ],
      rows,
    );

    // What a public visitor's browsing asks, in turn: three pages, the JSON list and the rounds
    const mixed = ['/', '/notice', '/apply', '/api/notices?page=0&size=5', '/portal/subscription'];
    const mixedRows: string[][] = [];
    for (const [server, base] of [
      ['API', api.base],
      ['bare', bare.base],
    ] as const) {
      const paced = await cannon(
        mixed.map((url) => `${base}${url}`),
        { seconds: SECONDS, connections: PACED_CONNECTIONS, rate: MIXED_RATE },
      );
      mixedRows.push([server, fixed(paced.rate, 0), String(paced.p50), String(paced.p99), paced.statuses]);
    }
    printTable(
      `Mixed load on ${engine} at ${MIXED_RATE} req/s (${mixed.join(', ')} in turn, ${SECONDS} s), API and bare server`,
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'statuses'],
      mixedRows,
    );

    // Unmeasured: the first submissions of a fresh server pay for JIT and new connections.
    await burst(api, round.id, round.type, BURST, 200);
    const submitted = await burst(api, round.id, round.type, 0, BURST);
    printTable(
      `Submissions on ${engine} (100 clients at once)`,
      ['call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'statuses'],
      [
        [
          `POST /user/subscriptionApplicants x${BURST}`,
          String(submitted.sent),
          fixed(submitted.sent / submitted.seconds, 0),
          fixed(percentile(submitted.latencies, 50)),
          fixed(percentile(submitted.latencies, 99)),
          statusText(submitted),
        ],
      ],
    );
  } finally {
    await bare?.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `count` distinct submissions from 100 clients at once; `offset` keeps the phones of two bursts apart. */
async function burst(api: Running, roundId: number, supplyType: SupplyType, offset: number, count: number) {
  const key = createHmac('sha256', api.secret).update('applicant-verification').digest('hex');
  const sample: Sample = { sent: 0, seconds: 0, latencies: [], statuses: new Map() };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = offset + next++;
      const person = { name: `부하${i}`, phone: `010${String(10_000_000 + i).padStart(8, '0')}` };
      const token = jwt.sign({ ...person, aud: 'applicant-verification' }, key, {
        algorithm: 'HS256',
        expiresIn: 1800,
      });
      const begun = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${api.base}/user/subscriptionApplicants`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [VERIFICATION_HEADER]: token },
          body: JSON.stringify(generalApplication(roundId, person, supplyType)),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        // counted as status 0
      }
      sample.sent++;
      sample.latencies.push(performance.now() - begun);
      sample.statuses.set(status, (sample.statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 100 }, worker));
  sample.seconds = (performance.now() - started) / 1000;
  return sample;
}

/** Phase 3: NOTICES notices, bulk-seeded before the server starts. */
async function atScale(engine: Engine, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const scratch = engine === 'PostgreSQL' ? await scratchDatabase(databaseUrl) : undefined;
  let api: Running | undefined;
  try {
    const seeding = performance.now();
    const database = await openDatabase({
      databaseUrl: scratch?.url,
      pgliteDir: path.join(dataDir, 'pgdata'),
      migrationsFolder: path.join(apiRoot, 'drizzle'),
    });
    await seedNotices(database.db, NOTICES);
    await database.close();
    const seededIn = (performance.now() - seeding) / 1000;
    api = await startApi(engine, scratch?.url ?? '', dataDir, false);
    const deepPage = Math.floor(NOTICES / 5) - 10;
    const pick = Math.floor(NOTICES * 0.37);
    const calls = [
      ['the list (capped at 1,000)', '/portal/notice'],
      ['first page', '/api/notices?page=0&size=5'],
      [`deep page ${deepPage}`, `/api/notices?page=${deepPage}&size=5`],
      [
        'title search, one match',
        `/api/notices?field=title&keyword=${encodeURIComponent(titleKeyword(pick))}`,
      ],
      ['content search, one match', `/api/notices?field=content&keyword=${contentKeyword(pick)}`],
      [
        'content search, every row',
        `/api/notices?field=content&keyword=${encodeURIComponent(COMMON_KEYWORD)}`,
      ],
      ['resources page', '/api/resources?page=0&size=5'],
    ] as const;
    const rows: string[][] = [];
    for (const [label, url] of calls) {
      const cold: number[] = [];
      let failed = 0;
      for (let i = 0; i < COLD_SAMPLES; i++) {
        await boardWrite(api, url.includes('resource') ? 'resource' : 'notice');
        const once = await timeOnce(`${api.base}${url}`);
        if (once.status !== 200) failed++;
        cold.push(once.ms);
      }
      // a call slower than this would need minutes to drain 1,000 requests: no warm figure then
      const warm = percentile(cold, 50) < 250 ? await atRate(`${api.base}${url}`, RATE, 2) : undefined;
      const response = await fetch(`${api.base}${url}`);
      const answer = response.ok
        ? ((await response.json()) as { totalElements?: number } | unknown[])
        : { status: response.status };
      const matches = Array.isArray(answer)
        ? `${answer.length} items`
        : 'totalElements' in answer
          ? `${answer.totalElements} total`
          : `status ${response.status}`;
      rows.push([
        `${label}: GET ${url.length > 48 ? `${url.slice(0, 45)}...` : url}`,
        fixed(percentile(cold, 50)),
        fixed(Math.max(...cold)),
        fixed(warm ? percentile(warm.latencies, 50) : NaN),
        fixed(warm ? percentile(warm.latencies, 99) : NaN),
        `${matches}${failed ? `, ${failed} cold failures` : ''}; ${warm ? statusText(warm) : 'not loaded'}`,
      ]);
    }
    printTable(
      `${NOTICES.toLocaleString('en')} notices on ${engine} (seeded in ${seededIn.toFixed(1)} s): cold = first answer after a write of that board (median and max of ${COLD_SAMPLES}), warm at ${RATE} req/s for 2 s`,
      ['call', 'cold p50 ms', 'cold max ms', 'warm p50 ms', 'warm p99 ms', 'answer; statuses'],
      rows,
    );
  } finally {
    await api?.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  // BENCH_ENGINES=postgres (or pglite) runs one of the two when DATABASE_URL is set
  const wanted = process.env.BENCH_ENGINES?.toLowerCase() ?? 'postgres,pglite';
  const engines = (databaseUrl ? (['PostgreSQL', 'PGlite'] as const) : (['PGlite'] as const)).filter(
    (engine) => wanted.includes(engine === 'PostgreSQL' ? 'postgres' : 'pglite'),
  );
  const only = process.env.BENCH_ONLY; // 'reads' or 'scale' to run one part
  for (const engine of engines) {
    if (only !== 'scale') {
      const scratch = engine === 'PostgreSQL' ? await scratchDatabase(databaseUrl) : undefined;
      try {
        await publicReads(engine, scratch?.url ?? '');
      } finally {
        await scratch?.drop();
      }
    }
    if (only !== 'reads') await atScale(engine, databaseUrl);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
