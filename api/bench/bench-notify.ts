// Messages to 10,000 applicants: `npm run bench:notify`. A script that prints figures; nothing is asserted.
// A round of NOTIFY_APPLICANTS (10,000) applicants is written straight into a fresh database (PGlite, or
// a new PostgreSQL database of DATABASE_URL when it is set), and its results are published through the
// draw's own outbox call (enqueueResultsPublished, in a transaction): one message per applicant. Then the
// API server runs as its own process with its real worker and its real SOLAPI adapter, pointed at the
// SOLAPI stand-in running as its own HTTP server (api/bench/dev-vendor.ts: 100 messages a second, 5 % of
// the sends answered 503; like SOLAPI it takes every send, a repeated key included). Sending hours are the
// whole day, so the bench runs at any hour. Two runs, each on its own database and vendor: one undisturbed,
// one in which the worker's process is killed with SIGKILL when half the messages have been delivered, and
// started again. Each prints the messages a second, the time from the worker's start to the last delivery,
// the messages lost (in the outbox, never delivered), the keys delivered twice and the repeats in all (a
// second 알림톡 or SMS to the person), and the look-ups (the worker asking whether an unanswered send went).
import { signInOverHttp } from '../test/support/admin-sign-in';
import { startApiProcess, waitHealthy, type ApiProcess } from '../test/support/api-process';
import { outboxOfRound, roundWithPublishedResults, serverDatabase } from '../test/support/results-round';
import { solapiAt, startVendorStandIn } from '../test/support/vendor-stand-in';

const SERVER_URL = process.env.DATABASE_URL;
const APPLICANTS = Number(process.env.NOTIFY_APPLICANTS ?? 10_000);
const VENDOR_RATE = 100;
const ADMIN_PASSWORD = 'test-operator-password';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const database = await serverDatabase(SERVER_URL);
  const vendor = await startVendorStandIn({
    VENDOR_RATE: String(VENDOR_RATE),
    VENDOR_FAIL_RATIO: '0.05',
  });
  try {
    const seeding = await database.open();
    const roundId = await roundWithPublishedResults(seeding, APPLICANTS);
    await seeding.close();
    const env = {
      ...database.env,
      ...solapiAt(vendor.url),
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
      if (kill && killedAt === null && (await vendor.stats()).delivered >= APPLICANTS / 2) {
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
    const stats = await vendor.stats();
    const delivered = new Set(await vendor.keys());
    const checking = await database.open();
    const rows = await outboxOfRound(checking, roundId);
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
      repeats: stats.repeats,
      'look-ups': stats.lookUps,
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
    vendor.stop();
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
