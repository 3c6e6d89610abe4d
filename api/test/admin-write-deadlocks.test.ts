// Ordinary admin work done at the same time by several admins on PostgreSQL: a round update, a
// winning-state save, a review mark and a notice to the winners, each in its own loop against one app.
// Before one lock order, the round update and the writes that queue a message locked the round row and
// the audit chain in opposite orders, and PostgreSQL ended one of each pair with a deadlock (a 500).
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import { and, count, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { verifyAuditChain } from '../src/audit/audit-chain';
import { auditLog, outboxMessages } from '../src/db/schema';
import { applyAs, saveWinningStates, type Person } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

/** How long the four loops run together: 20 s in CI; `DEADLOCK_TEST_SECONDS=60` for the figures. */
const SECONDS = Number(process.env.DEADLOCK_TEST_SECONDS ?? 20);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

const WINNER: Person = { name: '김가람', phone: '01030000001' };
const SECOND: Person = { name: '이나래', phone: '01030000002' };
const TOGGLED: Person = { name: '박다온', phone: '01030000003' };

const round = (title: string) => ({
  title,
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs: '2026-04-01T09:00:00+09:00',
  endTs: '2026-04-30T18:00:00+09:00',
});

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Loop {
  name: string;
  /** the i-th write of this kind; answers its status */
  write: (i: number) => Promise<number>;
  /** every answer, alone and together */
  statuses: number[];
  /** the answer times of the writes made together */
  ms: number[];
}

/** One more write of the loop's kind; answers how long it took. */
async function timed(each: Loop): Promise<number> {
  const started = performance.now();
  each.statuses.push(await each.write(each.statuses.length));
  return performance.now() - started;
}

/** The count of each status, as `200×12, 500×1` */
const byStatus = (statuses: number[]) =>
  [...new Set(statuses)]
    .sort()
    .map((status) => `${statuses.filter((s) => s === status).length}×${status}`)
    .join(', ');

const times = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
};

/** Writes of each kind made one at a time before the loops: the reference for the answer times. */
const ALONE = 10;

// Only a server runs two transactions at once: PGlite runs one statement at a time and cannot deadlock.
if (engines().includes('postgres')) {
  describe('four admins writing at once on postgres', () => {
    let ctx: TestContext;
    let server: Server;
    let base = '';
    let roundId = 0;
    let fileId = 0;
    const ids = new Map<Person, number>();
    const auth = bearer(adminToken());
    const call = async (method: string, path: string, body: unknown) =>
      (
        await fetch(`${base}${path}`, {
          method,
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;

    /** PostgreSQL's own count of the deadlocks it broke in this database (its statistics lag a little) */
    const deadlocks = async () => {
      const { rows } = (await ctx.database.db.execute(
        sql`select deadlocks from pg_stat_database where datname = current_database()`,
      )) as unknown as { rows: { deadlocks: number | string }[] };
      return Number(rows[0]?.deadlocks ?? 0);
    };

    before(async () => {
      ctx = await createTestApp('postgres');
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send(round('동시 작업 회차'))
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-10T10:00:00+09:00'));
      for (const person of [WINNER, SECOND, TOGGLED])
        ids.set(person, await applyAs(ctx.app, roundId, person, ctx.clock.now()));
      ctx.clock.set(new Date('2026-05-02T10:00:00+09:00'));
      await saveWinningStates(ctx.app, roundId, [
        { applicantId: ids.get(WINNER), winningState: '당첨' },
        { applicantId: ids.get(SECOND), winningState: '당첨' },
        { applicantId: ids.get(TOGGLED), winningState: '미당첨' },
      ]);
      await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/after-draw`)
        .set('Authorization', auth)
        .send({ documentsDeadline: '2026-05-20T23:59:59.999+09:00', contract: null })
        .expect(200);
      fileId = (
        await request(ctx.app)
          .post(`/user/applications/${ids.get(WINNER)}/documents/idCard`)
          .set(VERIFICATION_HEADER, verificationToken(WINNER.name, WINNER.phone, ctx.clock.now()))
          .attach('files', PDF, '신분증.pdf')
          .expect(201)
      ).body.files[0].id as number;
      server = ctx.app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    after(async () => {
      await new Promise((resolve) => server?.close(resolve));
      await ctx.close();
    });

    test(`when four admins write to one round for ${SECONDS} s, then no answer is a 5xx and the audit log holds exactly the answered writes`, async () => {
      const loop = (name: string, write: Loop['write']): Loop => ({ name, write, statuses: [], ms: [] });
      const loops = [
        loop('round update', (i) =>
          call('PUT', `/portal/admin/subscription/${roundId}`, round(`동시 작업 회차 ${i}`)),
        ),
        // a real change each time, so every save also queues the applicant's message
        loop('winning-state save', (i) =>
          call('PUT', '/portal/admin/subscriptionApplicants', {
            subscriptionId: roundId,
            statusUpdates: [{ applicantId: ids.get(TOGGLED), winningState: i % 2 ? '미당첨' : '예비 1' }],
          }),
        ),
        // a 보완 요청 queues the applicant's message; 적격 in between
        loop('review mark', (i) =>
          call(
            'PUT',
            `/portal/admin/review/files/${fileId}`,
            i % 2 ? { state: 'accepted' } : { state: 'supplement', reason: '사진이 흐립니다.' },
          ),
        ),
        loop('notice to the winners', (i) =>
          call('POST', `/portal/admin/messages/round/${roundId}/notice`, {
            audience: 'winners',
            text: `계약 안내 ${i}`,
            noticeId: randomUUID(),
          }),
        ),
      ];
      const alone: number[] = [];
      for (let i = 0; i < ALONE; i++) for (const each of loops) alone.push(await timed(each));
      const deadlocksBefore = await deadlocks();
      const end = Date.now() + SECONDS * 1000;
      await Promise.all(
        loops.map(async (each) => {
          while (Date.now() < end) each.ms.push(await timed(each));
        }),
      );

      const together = loops.flatMap((each) => each.statuses.slice(ALONE));
      const failed = together.filter((status) => status >= 500).length;
      console.log(
        `${together.length} writes together in ${SECONDS} s: ${byStatus(together)}; ${times(loops.flatMap((each) => each.ms))}; deadlocks PostgreSQL counted: ${(await deadlocks()) - deadlocksBefore}`,
      );
      for (const each of loops)
        console.log(`  ${each.name}: ${byStatus(each.statuses.slice(ALONE))}; ${times(each.ms)}`);
      console.log(`the same writes one at a time before (${alone.length}): ${times(alone)}`);
      assert.equal(failed, 0, 'no write answered 5xx');
      for (const each of loops)
        assert.ok(
          each.statuses.every((status) => status === 200),
          `${each.name}: every write answered 200`,
        );

      // consistent: the chain is whole, and each answered write appended its entries once, with one message each
      const db = ctx.database.db;
      assert.equal((await verifyAuditChain(db)).ok, true);
      const entries = async (kind: string, action: string) =>
        (
          await db
            .select({ n: count() })
            .from(auditLog)
            .where(and(eq(auditLog.kind, kind), eq(auditLog.action, action)))
        )[0]!.n;
      const [rounds, states, marks, notices] = loops;
      assert.equal(await entries('round', 'update'), rounds!.statuses.length);
      assert.equal(await entries('winningState', 'update'), states!.statuses.length + 3);
      assert.equal(await entries('review', 'markFile'), marks!.statuses.length);
      assert.equal(await entries('message', 'notice'), notices!.statuses.length);
      const messages = async (event: string) =>
        (await db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.event, event)))[0]!.n;
      assert.equal(await messages('winningStateChanged'), states!.statuses.length + 2);
      assert.equal(await messages('supplementRequested'), Math.ceil(marks!.statuses.length / 2));
      assert.equal(await messages('adminNotice'), notices!.statuses.length * 2);
    });
  });
}
