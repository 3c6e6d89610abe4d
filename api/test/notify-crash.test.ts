// A server killed (SIGKILL) while it sends: each message reaches the person once, and none is lost.
// The API runs as its own process with its real worker and SOLAPI adapter, pointed at the SOLAPI stand-in
// (api/bench/dev-vendor.ts), which like SOLAPI does not de-duplicate: a key it takes twice is a repeat.
// The stand-in takes a message at once and answers it later, so the kill cuts off answers of messages it
// already took. Started again, the server must ask the stand-in about those instead of sending them again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { jobQueue } from '../src/db/job-queue';
import { JOB_QUEUES } from '../src/db/job-queue-setup';
import { signInOverHttp } from './support/admin-sign-in';
import { startApiProcess, waitHealthy, type ApiProcess } from './support/api-process';
import {
  outboxOfRound,
  roundWithPublishedResults,
  serverDatabase,
  type ServerDatabase,
} from './support/results-round';
import { engines } from './support/test-app';
import { solapiAt, startVendorStandIn, type VendorStandIn } from './support/vendor-stand-in';

const APPLICANTS = 60;
/** SOLAPI's status of a message handed to the carrier (the stand-in's send answer) and of one received */
const SEND_ANSWER_STATUS = '2000';
const LIST_STATUS = '4000';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

for (const engine of engines()) {
  describe(`a server killed (SIGKILL) while it sends, on ${engine}`, () => {
    let vendor: VendorStandIn;
    let database: ServerDatabase;
    let roundId: number;
    let api: ApiProcess | undefined;

    before(async () => {
      // no faults, no limit of its own: every repeat it counts is the server's. Each answer takes a second,
      // so at 20 a second about 20 taken messages wait for their answer whenever the kill comes
      vendor = await startVendorStandIn({
        VENDOR_RATE: '10000',
        VENDOR_FAIL_RATIO: '0',
        VENDOR_LATENCY_MS: '1000',
      });
      database = await serverDatabase(engine === 'postgres' ? process.env.TEST_DATABASE_URL : undefined);
      const seeding = await database.open();
      roundId = await roundWithPublishedResults(seeding, APPLICANTS);
      await seeding.close();
    });
    after(async () => {
      await api?.stop();
      vendor.stop();
      await database.drop();
    });

    test('when it starts again, then the messages the kill left without an answer are asked about, not sent again: 0 repeats, 0 lost', async () => {
      const env = {
        ...database.env,
        ...solapiAt(vendor.url),
        NOTIFY_SENDING_HOURS: '00:00-24:00',
        NOTIFY_RATE_PER_SECOND: '20',
        NOTIFY_RETRY_BASE_SECONDS: '1',
        NOTIFY_TIMEOUT_SECONDS: '5',
      };
      api = await startApiProcess(env);
      await waitHealthy(api);
      await until('a third delivered', async () => (await vendor.stats()).delivered >= APPLICANTS / 3);
      api.child.kill('SIGKILL');
      await api.exited;

      // The jobs of the dead worker stay active until their expiry (three timeouts and 30 s; its delivery
      // run's, a minute), which pg-boss's upkeep notices within 15 s: the test moves their start back
      // instead of waiting.
      const dead = await database.open();
      try {
        const taken = (await vendor.stats()).delivered;
        const marked = (await outboxOfRound(dead, roundId)).filter((row) => row.state === 'sent').length;
        assert.ok(marked < taken, `the kill cut off answers: ${taken} taken, ${marked} marked sent`);
        await dead.db.execute(sql`
          update pgboss.job set started_on = started_on - interval '1 hour'
          where name in (${JOB_QUEUES.messages}, 'delivery') and state = 'active'`);
        await dead.db.execute(sql`
          update outbox_messages set locked_until = now() - interval '1 second' where locked_until is not null`);
        await jobQueue(dead.db).expire();
      } finally {
        await dead.close();
      }

      api = await startApiProcess(env);
      await waitHealthy(api);
      const token = await signInOverHttp(api.url, 'admin', 'test-operator-password');
      await until('every message marked sent or dead', async () => {
        const res = await fetch(`${api!.url}/portal/admin/messages/round/${roundId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { counts } = (await res.json()) as { counts: { sent: number; dead: number } };
        return counts.sent + counts.dead === APPLICANTS;
      });
      await api.stop();

      const stats = await vendor.stats();
      const rows = await (async () => {
        const checking = await database.open();
        try {
          return await outboxOfRound(checking, roundId);
        } finally {
          await checking.close();
        }
      })();
      assert.equal(stats.repeats, 0, `repeats at the vendor: ${JSON.stringify(stats)}`);
      const delivered = new Set(await vendor.keys());
      assert.equal(rows.filter((row) => !delivered.has(row.idempotency_key)).length, 0, 'none lost');
      assert.ok(rows.every((row) => row.state === 'sent'));
      // the ones the kill cut off were recorded from the vendor's list, with its status, not sent again
      const found = rows.filter((row) => row.vendor_status === LIST_STATUS).length;
      assert.ok(found > 0 && stats.lookUps >= found, `found ${found} after ${stats.lookUps} look-ups`);
      assert.equal(rows.filter((row) => row.vendor_status === SEND_ANSWER_STATUS).length + found, APPLICANTS);
    });
  });
}
