import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { messages } from '@portal/shared-types/common/messages';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { generalApplication } from './support/applications';

const round = (title: string, startTs: string, endTs: string) => ({
  title,
  description: '',
  subscriptionType: ['GENERAL-15'],
  startTs,
  endTs,
});

for (const engine of engines()) {
  describe(`deleting a round on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    const create = async (title: string, startTs: string, endTs: string) =>
      (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send(round(title, startTs, endTs))
          .expect(201)
      ).body as { id: number };
    const remove = (id: number) =>
      request(ctx.app).delete(`/portal/admin/subscription/${id}`).set('Authorization', auth);
    const auditOf = async (id: number) =>
      (
        await request(ctx.app)
          .get(`/portal/admin/auditLog?roundId=${id}&kind=round`)
          .set('Authorization', auth)
          .expect(200)
      ).body as { action: string; actor: string; before: { title?: string } | null }[];

    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-06-10T12:00:00+09:00'));
    });
    after(() => ctx.close());

    test('when a round nobody applied to is deleted, then it is gone and the audit log keeps who and what', async () => {
      const { id } = await create('잘못 만든 회차', '2026-07-01T09:00:00+09:00', '2026-07-10T18:00:00+09:00');
      await remove(id).expect(204);
      await request(ctx.app).get(`/portal/subscription/${id}`).expect(404);
      const list = await request(ctx.app).get('/portal/subscription').expect(200);
      assert.ok(!list.body.some((r: { id: number }) => r.id === id));
      const entries = await auditOf(id);
      assert.equal(entries[0]?.action, 'delete');
      assert.equal(entries[0]?.before?.title, '잘못 만든 회차');
      assert.ok(entries[0]?.actor);
    });

    test('when a round has applicants, then deleting it is refused with 409, a Korean JSON message and no audit entry', async () => {
      const { id } = await create('접수 중 회차', '2026-06-01T09:00:00+09:00', '2026-06-20T18:00:00+09:00');
      const person = { name: '홍길동', phone: '01012345678' };
      await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()))
        .send(generalApplication(id, person))
        .expect(201);
      const res = await remove(id).expect(409).expect('Content-Type', /json/);
      assert.deepEqual(res.body, { message: messages.roundHasApplicants });
      await request(ctx.app).get(`/portal/subscription/${id}`).expect(200);
      assert.ok(!(await auditOf(id)).some((entry) => entry.action === 'delete'));
    });

    test('when a round was closed once, then its public draw history keeps it: 409', async () => {
      const { id } = await create('마감한 회차', '2026-08-01T09:00:00+09:00', '2026-08-10T18:00:00+09:00');
      for (const isClosed of [true, false]) {
        await request(ctx.app)
          .put(`/portal/admin/subscription/${id}/close`)
          .set('Authorization', auth)
          .send({ isClosed })
          .expect(200);
      }
      const res = await remove(id).expect(409);
      assert.equal(res.body.message, messages.roundHasDrawHistory);
    });

    test('when the round is unknown or the id is not a number, then 404 and 400 as JSON; without a token 401', async () => {
      const missing = await remove(987654).expect(404);
      assert.equal(missing.body.message, messages.notFound);
      const bad = await request(ctx.app)
        .delete('/portal/admin/subscription/abc')
        .set('Authorization', auth)
        .expect(400);
      assert.equal(typeof bad.body.message, 'string');
      await request(ctx.app).delete('/portal/admin/subscription/1').expect(401);
    });
  });
}
