// Load figures of the built API: `node --import tsx api/bench/bench-api.ts` (build first: node api/build.mjs).
// Starts api/dist/server.js on loopback with a temporary DATA_DIR (PGlite), or on DATABASE_URL when set,
// drives it with fetch at a fixed rate, and prints req/s and latency percentiles. Tests never assert on time.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jwt from 'jsonwebtoken';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BURST = Number(process.env.BENCH_BURST ?? 2000);
const MAX_IN_FLIGHT = 256;

interface Result {
  name: string;
  sent: number;
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number, number>;
}

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
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function timed(
  name: string,
  run: (record: (ms: number, status: number) => void) => Promise<number>,
): Promise<Result> {
  const result: Result = { name, sent: 0, ok: 0, failed: 0, seconds: 0, latencies: [], statuses: new Map() };
  const started = performance.now();
  result.sent = await run((ms, status) => {
    result.latencies.push(ms);
    result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
    if (status >= 200 && status < 400) result.ok++;
    else result.failed++;
  });
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** Open-loop load: requests leave on schedule (RATE a second) whatever the answers do, capped in flight. */
function atRate(url: string, name: string): Promise<Result> {
  return timed(name, async (record) => {
    const total = RATE * SECONDS;
    const start = performance.now();
    const pending = new Set<Promise<void>>();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE) + 1);
      while (sent < due && pending.size < MAX_IN_FLIGHT) {
        sent++;
        const begun = performance.now();
        const call = fetch(url, { headers: { Accept: 'application/json' } })
          .then(async (res) => {
            await res.arrayBuffer();
            record(performance.now() - begun, res.status);
          })
          .catch(() => record(performance.now() - begun, 0))
          .finally(() => pending.delete(call));
        pending.add(call);
      }
      await sleep(2);
    }
    await Promise.all(pending);
    return sent;
  });
}

/** A burst of distinct applications, CONCURRENCY at a time. */
/** `count` distinct submissions from 100 clients at once; `offset` keeps the phones of two bursts apart. */
function burst(
  base: string,
  secret: string,
  roundId: number,
  supplyType: string,
  offset: number,
  count: number,
): Promise<Result> {
  const key = createHmac('sha256', secret).update('applicant-verification').digest('hex');
  return timed(`POST /user/subscriptionApplicants x${count}`, async (record) => {
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
        try {
          const res = await fetch(`${base}/user/subscriptionApplicants`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Verification-Token': token },
            body: JSON.stringify({
              ...person,
              supplyType,
              supplyUid: roundId,
              isConsentStatus: true,
              income: null,
              regional: null,
              car: null,
              assetBasis: null,
            }),
          });
          await res.arrayBuffer();
          record(performance.now() - begun, res.status);
        } catch {
          record(performance.now() - begun, 0);
        }
      }
    };
    await Promise.all(Array.from({ length: 100 }, worker));
    return count;
  });
}

async function openRound(base: string, adminPassword: string): Promise<{ id: number; type: string }> {
  const open = await fetch(`${base}/user/subscription`);
  if (open.status === 200) {
    const [round] = (await open.json()) as { id: number; subscriptionType: string[] }[];
    const type = round!.subscriptionType.find((t) => t !== 'SPECIAL-15') ?? 'GENERAL-15';
    if (round!.subscriptionType.includes(type)) return { id: round!.id, type };
  }
  const login = await fetch(`${base}/portal/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const now = Date.now();
  const created = await fetch(`${base}/portal/admin/subscription`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
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

async function waitForHealth(base: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('the server did not answer /healthz within 30 s');
}

function row(result: Result): string[] {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const codes = [...result.statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}:${n}`)
    .join(' ');
  return [
    result.name,
    String(result.sent),
    (result.sent / result.seconds).toFixed(0),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    percentile(sorted, 100).toFixed(1),
    codes,
  ];
}

function printTable(title: string, rows: string[][]) {
  const head = ['call', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'statuses'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

/**
 * Two unmeasured seconds of both list calls first: the server opens its database connections and the
 * JIT compiles the hot paths, which is start-up work, not the latency of a request.
 */
async function warmUp(urls: string[]): Promise<void> {
  const until = performance.now() + 2000;
  while (performance.now() < until) {
    await Promise.all(
      urls.flatMap((url) => Array.from({ length: 10 }, () => fetch(url).then((r) => r.arrayBuffer()))),
    );
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const secret = randomBytes(32).toString('hex');
  const adminPassword = randomBytes(12).toString('base64url');
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      IDENTITY_PROVIDER: 'dev',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    await warmUp([`${base}/portal/notice`, `${base}/api/notices?page=0&size=5`]);
    const rows = [
      row(await atRate(`${base}/portal/notice`, `GET /portal/notice @${RATE}/s`)),
      row(await atRate(`${base}/api/notices?page=0&size=5`, `GET /api/notices?page=0&size=5 @${RATE}/s`)),
    ];
    const round = await openRound(base, adminPassword);
    // Unmeasured: the first submissions of a fresh server pay for JIT and new connections (p99 about 2 s).
    await burst(base, secret, round.id, round.type, BURST, 200);
    rows.push(row(await burst(base, secret, round.id, round.type, 0, BURST)));
    printTable(
      `API on ${databaseUrl ? 'PostgreSQL' : 'PGlite'} (${SECONDS} s at ${RATE} req/s, burst of ${BURST})`,
      rows,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
