// The opening rush: `npm run bench:rush`. A script that prints figures; nothing is asserted.
// Two API replicas on one PostgreSQL database and one Redis, behind a real nginx, with the round's
// waiting room on. RUSH_APPLICANTS simulated applicants (default 20,000) arrive within RUSH_SECONDS (60)
// at random moments; each takes a place, asks again when the server says, and once admitted submits an
// application with its pass (the phone verification is signed here with the replicas' shared secret,
// as the identity callback would). Prints the 5xx count, admissions, stored submissions, the p99 of the
// admitted submissions and the longest wait in the room, the waiting room's polls per applicant, and the
// CPU seconds each process took during the rush (the replicas, nginx, this client, and the rest of the
// machine: PostgreSQL, Redis). RUSH_RATE sets admissions per minute (12,000). BENCH_CPU_PROFILES=<dir>
// has each replica write a V8 CPU profile there (open it in Chrome's DevTools, Performance).
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import http from 'node:http';
import pg from 'pg';
import { createClient } from 'redis';
import { signVerificationToken } from '../src/identity/verification-token';
import { generalApplication } from '../test/support/applications';
import { replicaEnv, startNginx, startReplica, type Nginx, type Replica } from '../test/support/replicas';
import { signInOverHttp } from '../test/support/admin-sign-in';
import { percentile } from './load';
import { CPU_PROFILES_DIR, cpuSecondsOf, machineCpuSeconds, treeCpuSeconds } from './process-figures';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const APPLICANTS = Number(process.env.RUSH_APPLICANTS ?? 20_000);
const SECONDS = Number(process.env.RUSH_SECONDS ?? 60);
const RATE = Number(process.env.RUSH_RATE ?? 12_000);

const jwtSecret = randomBytes(32).toString('hex');
const adminPassword = randomBytes(12).toString('base64url');
const prefix = `portal-rush-${randomBytes(6).toString('hex')}:`;
const dbName = `portal_rush_${randomBytes(6).toString('hex')}`;

async function adminQuery<T extends pg.QueryResultRow>(sql: string, url = SERVER_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(sql);
  } finally {
    await client.end();
  }
}

// Keep-alive pools shared by the simulated phones: one for the waiting room's calls and one for the
// submissions, so a submission's time is the server's, not a wait behind other phones' polls here.
const roomAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const submitAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let baseUrl = '';
const statuses = new Map<number, number>();

function send(method: string, path: string, body?: object, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: path === '/user/subscriptionApplicants' ? submitAgent : roomAgent,
        headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
          } catch {
            // not JSON: counted by status only
          }
          resolve({ status, json });
        });
      },
    );
    request.on('error', () => {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
      resolve({ status: 0, json: {} });
    });
    request.end(payload);
  });
}

function cpuNow(replicaPids: number[], nginxPid: number) {
  return {
    replicas: replicaPids.map(cpuSecondsOf),
    nginx: treeCpuSeconds(nginxPid),
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    machine: machineCpuSeconds(),
  };
}

let polls = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  admitted: boolean;
  waitMs: number;
  submitStatus?: number;
  submitMs?: number;
}

async function applicant(i: number, roundId: number, startAt: number): Promise<Outcome> {
  await sleep(Math.max(0, startAt - Date.now()));
  const arrived = Date.now();
  let ticket: string | undefined;
  let pass: string | null = null;
  // gives up after 10 minutes in line: counted as never admitted
  while (Date.now() - arrived < 600_000) {
    polls += 1;
    const { status, json } = await send('POST', '/user/waitingRoom', {
      roundId,
      ...(ticket ? { ticket } : {}),
    });
    if (status === 200 && json.state === 'waiting') {
      ticket = json.ticket as string;
      await sleep(Number(json.pollSeconds) * 1000);
    } else if (status === 200) {
      pass = json.state === 'admitted' ? (json.pass as string) : null;
      break;
    } else await sleep(5000); // the page's retry while the room cannot answer
  }
  const waitMs = Date.now() - arrived;
  if (pass === null && Date.now() - arrived >= 600_000) return { admitted: false, waitMs };
  const person = { name: `신청자${i}`, phone: `010${String(10_000_000 + i).slice(-8)}` };
  const started = Date.now();
  const { status } = await send('POST', '/user/subscriptionApplicants', generalApplication(roundId, person), {
    [VERIFICATION_HEADER]: signVerificationToken(jwtSecret, person, new Date()),
    ...(pass ? { 'X-Waiting-Pass': pass } : {}),
  });
  return { admitted: true, waitMs, submitStatus: status, submitMs: Date.now() - started };
}

let replicas: Replica[] = [];
let nginx: Nginx | undefined;
try {
  await adminQuery(`create database ${dbName}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const env = replicaEnv({
    databaseUrl,
    jwtSecret,
    redisUrl: REDIS_URL,
    redisKeyPrefix: prefix,
    adminPassword,
  });
  const options = { cpuProfileDir: CPU_PROFILES_DIR };
  replicas = await Promise.all([startReplica(env, options), startReplica(env, options)]);
  await Promise.all(replicas.map((replica) => replica.ready));
  nginx = await startNginx(replicas.map((replica) => replica.port));
  baseUrl = nginx.url;

  const auth = { Authorization: `Bearer ${await signInOverHttp(baseUrl, 'admin', adminPassword)}` };
  const rounds = (await (await fetch(`${baseUrl}/portal/subscription`)).json()) as {
    id: number;
    title: string;
    description: string;
    subscriptionType: string[];
    endTs: string;
    closed: boolean;
  }[];
  const round = rounds.find((candidate) => !candidate.closed)!;
  // the round opens now, with its waiting room on for the first 30 minutes
  await send(
    'PUT',
    `/portal/admin/subscription/${round.id}`,
    { ...round, startTs: new Date(Date.now() - 1000).toISOString() },
    auth,
  );
  await send(
    'PUT',
    `/portal/admin/waitingRoom/${round.id}`,
    { enabled: true, minutes: 30, admitPerMinute: RATE },
    auth,
  );
  const before = Number(
    (
      await adminQuery<{ n: string }>(
        `select count(*) as n from applicants where round_id = ${round.id}`,
        databaseUrl,
      )
    ).rows[0]!.n,
  );
  statuses.clear();

  console.log(
    `${APPLICANTS.toLocaleString('en')} applicants arrive within ${SECONDS} s at 2 replicas behind nginx; ` +
      `the room admits ${RATE.toLocaleString('en')} a minute ...`,
  );
  const pids = replicas.map((replica) => replica.process.pid!);
  const cpuBefore = cpuNow(pids, nginx.pid);
  polls = 0;
  const start = Date.now() + 500;
  const outcomes = await Promise.all(
    Array.from({ length: APPLICANTS }, (_, i) =>
      applicant(i, round.id, start + Math.random() * SECONDS * 1000),
    ),
  );
  const elapsed = (Date.now() - start) / 1000;
  const cpuAfter = cpuNow(pids, nginx.pid);
  const used = (before: number, after: number) => `${(after - before).toFixed(1)} s`;

  const stored =
    Number(
      (
        await adminQuery<{ n: string }>(
          `select count(*) as n from applicants where round_id = ${round.id}`,
          databaseUrl,
        )
      ).rows[0]!.n,
    ) - before;
  const admitted = outcomes.filter((outcome) => outcome.admitted);
  const acknowledged = admitted.filter((outcome) => outcome.submitStatus === 201);
  const submitTimes = admitted.map((outcome) => outcome.submitMs!);
  const waits = outcomes.map((outcome) => outcome.waitMs);
  const fiveXx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);

  console.log(`\nOpening rush (${elapsed.toFixed(0)} s until the last applicant was done)`);
  console.log(`  requests through nginx       ${requests.toLocaleString('en')}`);
  console.log(
    `  statuses                     ${[...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  5xx (goal 0)                 ${fiveXx}`);
  console.log(
    `  admitted                     ${admitted.length.toLocaleString('en')} of ${APPLICANTS.toLocaleString('en')}`,
  );
  console.log(`  submissions answered 201     ${acknowledged.length.toLocaleString('en')}`);
  console.log(`  stored in the database       ${stored.toLocaleString('en')} (goal: every admitted one)`);
  console.log(
    `  submit p50 / p99             ${percentile(submitTimes, 50)} ms / ${percentile(submitTimes, 99)} ms (goal p99 <= 500 ms)`,
  );
  console.log(
    `  wait in the room p50 / max   ${(percentile(waits, 50) / 1000).toFixed(1)} s / ${(Math.max(...waits) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  room calls per applicant     ${(polls / APPLICANTS).toFixed(2)} (${polls.toLocaleString('en')} in all, the first visit included)`,
  );
  const machine = cpuAfter.machine - cpuBefore.machine;
  const named =
    cpuAfter.replicas.reduce((sum, after, i) => sum + after - cpuBefore.replicas[i]!, 0) +
    (cpuAfter.nginx - cpuBefore.nginx) +
    (cpuAfter.client - cpuBefore.client);
  console.log(
    `  CPU during the rush          ${cpuAfter.replicas.map((after, i) => `replica ${i + 1} ${used(cpuBefore.replicas[i]!, after)}`).join(', ')}, ` +
      `nginx ${used(cpuBefore.nginx, cpuAfter.nginx)}, this client ${used(cpuBefore.client, cpuAfter.client)}, ` +
      `the rest (PostgreSQL, Redis, other) ${Math.max(0, machine - named).toFixed(1)} s; ` +
      `the machine ${machine.toFixed(1)} s of ${(elapsed * availableParallelism()).toFixed(0)} s on ${availableParallelism()} cores`,
  );
} finally {
  for (const replica of replicas) replica.kill();
  await nginx?.stop();
  if (CPU_PROFILES_DIR) {
    await Promise.all(
      replicas.map(({ process: child }) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    console.log(`  CPU profiles of the replicas in ${CPU_PROFILES_DIR}`);
  }
  roomAgent.destroy();
  submitAgent.destroy();
  const redis = createClient({ url: REDIS_URL });
  await redis.connect().catch(() => undefined);
  if (redis.isReady) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    redis.destroy();
  }
  await adminQuery(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
}
