// The API's transactions (api/src/db/transaction.ts, docs/lock-order.md). One that PostgreSQL ends for a
// deadlock (40P01) or a serialization conflict (40001) is run again, and one that fails so every time is
// answered 503 with Retry-After, never 500. The failure is injected by a trigger on the audit log, which
// every admin write appends to, on both engines: a sequence counts the attempts, since it keeps counting
// through the rollbacks. An audit entry in a transaction that did not take the chain's lock first is refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { auditLog, outboxMessages, subscriptionRounds } from '../src/db/schema';
import { audit } from '../src/audit/audit-log';
import { transaction, TRANSACTION_RETRIES } from '../src/db/transaction';
import { applyAs } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const PERSON = { name: '홍길동', phone: '01012345678' };
const ROUND = {
  title: '재시도 회차',
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs: '2026-04-01T09:00:00+09:00',
  endTs: '2026-04-30T18:00:00+09:00',
};

for (const engine of engines()) {
  describe(`the API's transactions on ${engine}`, () => {
    let ctx: TestContext;
    let roundId = 0;
    let applicantId = 0;
    const auth = bearer(adminToken());
    const execute = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);
    /** The next `failures` appends to the audit log fail with `code`, and so their transactions. */
    const failNext = async (failures: number, code: '40P01' | '40001') => {
      await execute(
        sql.raw(`create or replace function inject_conflict() returns trigger language plpgsql as $$
          begin
            if nextval('injected_conflicts') <= ${failures} then
              raise exception 'injected conflict' using errcode = '${code}';
            end if;
            return new;
          end $$`),
      );
      await execute(sql`alter sequence injected_conflicts restart`);
    };
    const attempts = async () => {
      const { rows } = (await execute(
        sql`select last_value, is_called from injected_conflicts`,
      )) as unknown as { rows: { last_value: number | string; is_called: boolean }[] };
      return rows[0]!.is_called ? Number(rows[0]!.last_value) : 0;
    };
    const entries = async (kind: string, action: string) =>
      (
        await ctx.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.kind, kind), eq(auditLog.action, action)))
      ).length;

    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await request(ctx.app).post('/portal/admin/subscription').set('Authorization', auth).send(ROUND)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-10T10:00:00+09:00'));
      applicantId = await applyAs(ctx.app, roundId, PERSON, ctx.clock.now());
      ctx.clock.set(new Date('2026-05-02T10:00:00+09:00'));
      await execute(sql`create sequence injected_conflicts`);
      await failNext(0, '40P01');
      await execute(
        sql`create trigger inject_conflict before insert on audit_log for each row execute function inject_conflict()`,
      );
    });
    after(() => ctx.close());

    test('when a winning-state save meets two deadlocks, then its third attempt answers 200 with one audit entry and one message', async () => {
      await failNext(2, '40P01');
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({ subscriptionId: roundId, statusUpdates: [{ applicantId, winningState: '당첨' }] })
        .expect(200);
      assert.equal(await attempts(), 3);
      assert.equal(await entries('winningState', 'update'), 1);
      const messages = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.applicantId, applicantId), eq(outboxMessages.event, 'winningStateChanged')),
        );
      assert.equal(messages.length, 1);
    });

    test('when a notice with a file meets a serialization conflict, then it is saved once and its file stored once', async () => {
      const filesBefore = (await ctx.storedFiles()).length;
      await failNext(1, '40001');
      await request(ctx.app)
        .post('/portal/admin/notice')
        .set('Authorization', auth)
        .field('notice', JSON.stringify({ title: '재시도 공지', content: '<p>본문</p>' }))
        .attach('files', Buffer.from('%PDF-1.4 test'), '공고.pdf')
        .expect(201);
      assert.equal(await attempts(), 2);
      assert.equal(await entries('notice', 'create'), 1);
      assert.equal((await ctx.storedFiles()).length, filesBefore + 1);
    });

    test('when a round update meets a deadlock on every attempt, then 503 with Retry-After and the Korean message, and nothing is written', async () => {
      await failNext(1_000, '40P01');
      const res = await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}`)
        .set('Authorization', auth)
        .send({ ...ROUND, title: '바뀌지 않는 제목' })
        .expect(503);
      assert.equal(res.headers['retry-after'], '1');
      assert.deepEqual(res.body, { message: apiMessages.writeConflict });
      assert.equal(await attempts(), TRANSACTION_RETRIES + 1);
      const [round] = await ctx.database.db
        .select({ title: subscriptionRounds.title })
        .from(subscriptionRounds)
        .where(eq(subscriptionRounds.id, roundId));
      assert.equal(round!.title, ROUND.title);
      assert.equal(await entries('round', 'update'), 0);
    });

    test("when an audit entry is appended in a transaction that did not take the chain's lock first, then it is refused and nothing is written", async () => {
      await failNext(0, '40P01');
      const entry = { actor: 'admin', kind: 'popup', action: 'delete', target: 'lock-order' } as const;
      await assert.rejects(
        transaction(ctx.database.db, (tx) => audit(tx, entry)),
        /auditedWrite/,
      );
      assert.equal(await entries('popup', 'delete'), 0);
    });
  });
}
