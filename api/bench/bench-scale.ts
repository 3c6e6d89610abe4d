// The admin's tools at 100,000 applicants: `npm run bench:scale`. A script that prints figures; nothing is
// asserted. One API process (from source, through tsx) on PostgreSQL when TEST_DATABASE_URL or
// DATABASE_URL is set (a scratch database there, dropped afterwards), else on PGlite in a temporary
// folder. Two rounds are made through the API, then filled by one bulk INSERT each while the server is
// stopped (PGlite has one owner): SCALE_APPLICANTS (100,000) and SCALE_REFERENCE (1,000) applicants.
// For each round it prints the applicants list call (first page, a deep page, a name search, a 접수번호
// search), the Excel export call, the close (the freeze of the list) and the draw call with their times
// and reply bytes, and the server's peak RSS while that round was measured. Before those, when the site
// is built, the admin's applicants screen of each round in Chromium (scale-screen.ts). The 1,000-applicant
// round is the reference beside the big one: the machine is shared, so only figures of the same run compare.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from '../src/db/database';
import { startApiProcess, waitHealthy, type ApiProcess } from '../test/support/api-process';
import { relayEnv, signingChain, startDrandRelay } from '../test/support/drand-relay';
import { signInOverHttp } from '../test/support/admin-sign-in';
import { measureScreens, screenUnavailable, type ScreenFigures } from './scale-screen';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const BIG = Number(process.env.SCALE_APPLICANTS ?? 100_000);
const REFERENCE = Number(process.env.SCALE_REFERENCE ?? 1_000);
const SAMPLES = Number(process.env.SCALE_SAMPLES ?? 3);
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';
const adminPassword = randomBytes(12).toString('base64url');

/** A new empty database on the PostgreSQL server, dropped by `drop`. */
async function scratchDatabase(url: string) {
  const name = `portal_scale_${randomBytes(5).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}

/** The server's resident set now and its peak since the last reset (Linux /proc), in MB. */
function memoryOf(pid: number) {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // the process is gone: no figure
  }
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts counting the peak again (writing 5 to clear_refs resets VmHWM); false where not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * `count` applications in one statement: names 신청자N, phones 010 and N, 접수번호 unique in the round
 * (the round's code, then N in six hex digits as 4 and 2, so that every one differs), general
 * supply, all at one time in the round's period. Then the table's statistics, as after a day of traffic.
 */
async function seedApplicants(db: Db, roundId: number, count: number) {
  // numbers the script made itself, written into the statement: a parameter's type is not known in ||
  const round = sql.raw(String(Math.trunc(roundId)));
  await db.execute(sql`
    insert into applicants (round_id, name, phone_number, subscription_type, consent, receipt_number, created_at)
    select ${round}, '신청자' || g, '010' || lpad(g::text, 8, '0'), 'GENERAL-15', true,
      '2026-' || ${round} || '-' || substr(lpad(upper(to_hex(g)), 6, '0'), 1, 4) || '-' ||
        substr(lpad(upper(to_hex(g)), 6, '0'), 5, 2),
      now() - interval '1 day'
    from generate_series(1, ${sql.raw(String(Math.trunc(count)))}) g`);
  await db.execute(sql`analyze applicants`);
}

interface Timed {
  ms: number;
  bytes: number;
  status: number;
  body: unknown;
}

/** One call, timed; a dropped connection (the server gone) is status 0, so the other figures still print. */
async function call(api: ApiProcess, token: string, method: string, url: string, body?: object) {
  const started = performance.now();
  let res: Response;
  let bytes: Buffer;
  try {
    res = await fetch(`${api.url}${url}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    bytes = Buffer.from(await res.arrayBuffer());
  } catch {
    return { ms: performance.now() - started, bytes: 0, status: 0, body: null } satisfies Timed;
  }
  const ms = performance.now() - started;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    // not JSON: its size is what counts
  }
  return { ms, bytes: bytes.length, status: res.status, body: parsed } satisfies Timed;
}

/** The median of `SAMPLES` calls (each is a 접속기록 write too, as in use). */
async function median(run: () => Promise<Timed>): Promise<Timed> {
  const samples: Timed[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await run());
  return samples.sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const kilobytes = (bytes: number) => `${fixed(bytes / 1024, 1)} KB`;

function printTable(title: string, head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  console.log(`\n${title}`);
  console.log(line(head).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r).join('  '));
}

/** A round whose period is `daysAgo` days back (rounds may not overlap; the applicants are bulk-inserted). */
const roundBody = (title: string, daysAgo: number) => ({
  title,
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  endTs: new Date(Date.now() - (daysAgo - 1) * 86_400_000).toISOString(),
  supply: { 'GENERAL-15': { winners: 100, reserves: 50 } },
  // the beacon the close commits to is the first after it: the draw can run seconds later
  drawPlan: { delayHours: 0, witnesses: 0 },
});

/** The applicant a name search looks for: 신청자N matches N alone, since every 신청자N0.. is past the count. */
const pickOf = (count: number) => Math.floor(count * 0.37);

/** Every figure of one round, each call's row as [label, ms, bytes, status]. */
async function measureRound(api: ApiProcess, token: string, roundId: number, count: number) {
  const pid = api.child.pid!;
  const peakReset = resetPeak(pid);
  const list = (query: string) =>
    median(() => call(api, token, 'GET', `/portal/admin/subscriptionApplicants/${roundId}${query}`));
  const deepPage = Math.max(1, Math.floor(count / 10) - 1);
  const pick = pickOf(count);
  const rows: [string, Timed][] = [
    ['list: first page', await list('')],
    ['list: last page but one', await list(`?page=${deepPage}`)],
    ['list: name search, one match', await list(`?search=${encodeURIComponent(`신청자${pick}`)}`)],
    ['list: name search, every row', await list(`?search=${encodeURIComponent('신청자')}`)],
    ['list: picker search (20)', await list(`?size=20&search=${encodeURIComponent(`신청자${pick}`)}`)],
  ];
  const firstPage = rows[0]![1].body as { items?: { receiptNumber: string }[] } | null;
  const receipt = firstPage?.items?.[3]?.receiptNumber ?? '';
  rows.push(['list: 접수번호 search', await list(`?search=${encodeURIComponent(receipt)}`)]);
  rows.push([
    'close (freezes the list)',
    await call(api, token, 'PUT', `/portal/admin/subscription/${roundId}/close`, { isClosed: true }),
  ]);
  // the draw waits for the beacon after the close (the relay's period is 3 s); 409 until it exists
  let draw = await call(api, token, 'POST', `/portal/admin/subscription/${roundId}/draw`);
  for (let tries = 0; draw.status === 409 && tries < 40; tries++) {
    await sleep(1000);
    draw = await call(api, token, 'POST', `/portal/admin/subscription/${roundId}/draw`);
  }
  rows.push(['draw', draw]);
  // the export last: at 100,000 rows it may take the server down, and the draw is measured by then
  const memory = memoryOf(pid);
  rows.push([
    'Excel export (whole round, once)',
    await call(api, token, 'POST', '/portal/admin/auditLog/export', {
      roundId,
      search: '',
      reason: '대규모 회차 성능 측정',
    }),
  ]);
  return { rows, memory: Number.isFinite(memoryOf(pid).peak) ? memoryOf(pid) : memory, peakReset };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-scale-'));
  const scratch = serverUrl ? await scratchDatabase(serverUrl) : undefined;
  const chain = signingChain(Math.floor(Date.now() / 1000) - 60);
  const relay = await startDrandRelay(chain);
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch?.url ?? '',
    ADMIN_PASSWORD: adminPassword,
    IDENTITY_PROVIDER: 'dev',
    ...relayEnv(relay, chain),
  };
  let api: ApiProcess | undefined;
  try {
    // the server makes its schema and the rounds; it is then stopped for the bulk insert
    api = await startApiProcess(env);
    await waitHealthy(api, 120_000);
    const token = await signInOverHttp(api.url, 'admin', adminPassword);
    const make = async (title: string, daysAgo: number) => {
      const made = await call(api!, token, 'POST', '/portal/admin/subscription', roundBody(title, daysAgo));
      if (made.status !== 201 && made.status !== 200)
        throw new Error(`round not made: ${made.status} ${JSON.stringify(made.body)}`);
      const rounds = (await call(api!, token, 'GET', '/portal/subscription')).body as {
        id: number;
        title: string;
      }[];
      return rounds.find((round) => round.title === title)!.id;
    };
    const bigTitle = `대규모 회차 ${BIG}명`;
    const smallTitle = `기준 회차 ${REFERENCE}명`;
    const big = await make(bigTitle, 3);
    const small = await make(smallTitle, 5);
    await api.stop();

    const seeding = performance.now();
    const database = await openDatabase({
      databaseUrl: scratch?.url,
      pgliteDir: path.join(dataDir, 'pgdata'),
      migrationsFolder: path.join(apiRoot, 'drizzle'),
    });
    await seedApplicants(database.db, big, BIG);
    await seedApplicants(database.db, small, REFERENCE);
    await database.close();
    const seededIn = (performance.now() - seeding) / 1000;

    // the same secret and the session kept in the database: the token signed in before still holds
    api = await startApiProcess(env);
    await waitHealthy(api, 120_000);
    const started = memoryOf(api.child.pid!);
    const loadBefore = loadavg();
    // the screens while both rounds are still open (before the close and the draw), the reference first
    const noScreen = screenUnavailable(path.resolve(apiRoot, '..'));
    const rounds = [
      { id: small, title: smallTitle, count: REFERENCE },
      { id: big, title: bigTitle, count: BIG },
    ].map((round) => ({ ...round, searchName: `신청자${pickOf(round.count)}` }));
    const screens: ScreenFigures[] | undefined = noScreen
      ? undefined
      : await measureScreens(api.url, token, rounds, SAMPLES);
    // the reference first: the big round's peak must not hide in its figures
    const reference = await measureRound(api, token, small, REFERENCE);
    const large = await measureRound(api, token, big, BIG);

    const cell = (row: Timed) => [fixed(row.ms), kilobytes(row.bytes), String(row.status)];
    printTable(
      `${BIG.toLocaleString('en')} applicants beside ${REFERENCE.toLocaleString('en')} on ${engine} ` +
        `(seeded in ${seededIn.toFixed(1)} s; list calls: median of ${SAMPLES})`,
      [
        'call',
        `${BIG / 1000}k ms`,
        `${BIG / 1000}k bytes`,
        'status',
        `${REFERENCE / 1000}k ms`,
        `${REFERENCE / 1000}k bytes`,
        'status',
      ],
      large.rows.map(([label, row], i) => [label, ...cell(row), ...cell(reference.rows[i]![1])]),
    );
    if (screens) {
      const [referenceScreen, largeScreen] = screens as [ScreenFigures, ScreenFigures];
      const screenRow = (label: string, key: keyof ScreenFigures, digits = 0) => [
        label,
        fixed(largeScreen[key], digits),
        fixed(referenceScreen[key], digits),
      ];
      printTable(
        `The admin's applicants screen in Chromium, served by the same process (median of ${SAMPLES})`,
        ['screen', `${BIG / 1000}k`, `${REFERENCE / 1000}k`],
        [
          screenRow('screen: applicants list shown, ms (from navigation)', 'shownMs'),
          screenRow('screen: of which after the click on 보기, ms', 'afterClickMs'),
          screenRow('screen: name search until its row shows, ms', 'searchMs'),
          screenRow('screen: JS heap once shown (after GC), MB', 'heapMb', 1),
        ],
      );
    } else console.log(`\nscreen: not measured (${noScreen})`);
    const loadAfter = loadavg();
    console.log(
      `\nload average (1, 5, 15 min): ${loadBefore.map((n) => n.toFixed(2)).join(', ')} before the ` +
        `measures, ${loadAfter.map((n) => n.toFixed(2)).join(', ')} after`,
    );
    if (api.child.exitCode !== null || api.child.signalCode !== null)
      console.log(
        `\nthe server stopped (${api.child.exitCode ?? api.child.signalCode}); its last output:\n` +
          api.output().slice(-2000),
      );
    const peakNote = large.peakReset ? 'peak while the round was measured' : 'peak since the start';
    console.log(
      `\nserver RSS: ${fixed(started.rss)} MB after start; ${REFERENCE.toLocaleString('en')} round: ` +
        `${fixed(reference.memory.peak)} MB, ${BIG.toLocaleString('en')} round: ${fixed(large.memory.peak)} MB (${peakNote})`,
    );
  } finally {
    await api?.stop();
    await relay.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
