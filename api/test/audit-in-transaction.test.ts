import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { popups, subscriptionRounds } from '../src/db/schema';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken } from './support/tokens';

const ROUND = {
  title: '회차',
  description: '<p>설명</p>',
  subscriptionType: ['GENERAL-15'],
  startTs: '2026-01-01T00:00:00Z',
  endTs: '2026-02-01T00:00:00Z',
};
const POPUP = {
  title: '팝업',
  content: '<p>본문</p>',
  startTs: '2026-01-01',
  endTs: '2026-12-31',
  linkUrl: null,
};

for (const engine of engines()) {
  describe(`an audit write that fails rolls its change back on ${engine}`, () => {
    let ctx: TestContext;
    const auth = bearer(adminToken());

    /** From here on every insert into the audit log fails, as a full disk or a broken chain would. */
    const breakAuditLog = async () => {
      await ctx.database.db.execute(sql`
        create or replace function test_refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'audit log unavailable'; end $$`);
      await ctx.database.db.execute(
        sql`create trigger test_refuse_audit before insert on audit_log for each row execute function test_refuse_audit()`,
      );
    };
    const repairAuditLog = () =>
      ctx.database.db.execute(sql`drop trigger if exists test_refuse_audit on audit_log`);
    const count = (table: typeof subscriptionRounds | typeof popups) => ctx.database.db.$count(table);

    let roundId: number;
    let popupId: number;
    before(async () => {
      ctx = await createTestApp(engine);
      roundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send(ROUND)
          .expect(201)
      ).body.id;
      popupId = (
        await request(ctx.app)
          .post('/api/portal/popup')
          .set('Authorization', auth)
          .field('popup', JSON.stringify(POPUP))
          .expect(201)
      ).body.id;
      await breakAuditLog();
    });
    after(async () => {
      await repairAuditLog();
      await ctx.close();
    });

    test('when a round is created or updated and its audit row cannot be written, then the round is as before', async () => {
      const rounds = await count(subscriptionRounds);
      const created = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send({
          ...ROUND,
          title: '감사 실패',
          startTs: '2027-01-01T00:00:00Z',
          endTs: '2027-02-01T00:00:00Z',
        });
      assert.equal(created.status, 500);
      assert.equal(await count(subscriptionRounds), rounds);

      const updated = await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}`)
        .set('Authorization', auth)
        .send({ ...ROUND, title: '바뀐 제목' });
      assert.equal(updated.status, 500);
      const round = await request(ctx.app).get(`/portal/subscription/${roundId}`).expect(200);
      assert.equal(round.body.title, '회차');

      const closed = await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/close`)
        .set('Authorization', auth)
        .send({ isClosed: true });
      assert.equal(closed.status, 500);
      assert.equal((await request(ctx.app).get(`/portal/subscription/${roundId}`)).body.closed, false);
    });

    test('when a popup is created, updated or deleted and its audit row cannot be written, then the popups are as before', async () => {
      const popupCount = await count(popups);
      const created = await request(ctx.app)
        .post('/api/portal/popup')
        .set('Authorization', auth)
        .field('popup', JSON.stringify({ ...POPUP, title: '감사 실패' }));
      assert.equal(created.status, 500);
      assert.equal(await count(popups), popupCount);

      const updated = await request(ctx.app)
        .put(`/api/portal/popup/${popupId}`)
        .set('Authorization', auth)
        .field('popup', JSON.stringify({ ...POPUP, title: '바뀐 팝업' }));
      assert.equal(updated.status, 500);
      const popup = await request(ctx.app).get(`/api/portal/popup/${popupId}`).set('Authorization', auth);
      assert.equal(popup.body.title, '팝업');

      const removed = await request(ctx.app)
        .delete(`/api/portal/popup/${popupId}`)
        .set('Authorization', auth);
      assert.equal(removed.status, 500);
      assert.equal(await count(popups), popupCount);
    });

    test('when a sign-out cannot be audited, then the token still holds', async () => {
      const token = bearer(await sessionToken(ctx.database.db, TEST_ADMIN));
      const out = await request(ctx.app).post('/portal/logout').set('Authorization', token);
      assert.equal(out.status, 500);
      await request(ctx.app).get('/api/portal/popup').set('Authorization', token).expect(200);
    });

    test('when the audit log works again, then the same writes land with their rows', async () => {
      await repairAuditLog();
      await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}`)
        .set('Authorization', auth)
        .send({ ...ROUND, title: '바뀐 제목' })
        .expect(200);
      const entries = await request(ctx.app)
        .get(`/portal/admin/auditLog?roundId=${roundId}`)
        .set('Authorization', auth)
        .expect(200);
      assert.deepEqual(
        entries.body.map((entry: { action: string }) => entry.action),
        ['update', 'create'],
      );
    });
  });
}
