import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

const OVERLAP = '이미 진행 중인 청약이 있습니다. 기존 청약이 종료된 후 등록할 수 있습니다.';
const round = (title: string, startTs: string, endTs: string) => ({
  title,
  description: '<p>설명</p><script>x</script>',
  subscriptionType: ['GENERAL-15', 'SPECIAL-15', 'GENERAL-15'],
  startTs,
  endTs,
});

for (const engine of engines()) {
  describe(`subscription rounds on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-03-10T00:00:00+09:00'));
    });
    after(() => ctx.close());

    test('when a round is created, then it answers the contract shape with sanitised description and unique types', async () => {
      const res = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(round('1차 모집', '2026-03-01T09:00:00+09:00', '2026-03-20T18:00:00+09:00'))
        .expect(201);
      assert.deepEqual(res.body, {
        id: res.body.id,
        title: '1차 모집',
        description: '<p>설명</p>',
        subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
        startTs: '2026-03-01T00:00:00.000Z',
        endTs: '2026-03-20T09:00:00.000Z',
        closed: false,
      });
    });

    test('when another unclosed round overlaps, then create and update are refused with 409 and the overlap text', async () => {
      const res = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(round('겹침', '2026-03-20T18:00:00+09:00', '2026-04-01T18:00:00+09:00'))
        .expect(409);
      assert.equal(res.body.message, OVERLAP);
      const later = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(round('2차 모집', '2026-04-01T09:00:00+09:00', '2026-04-10T18:00:00+09:00'))
        .expect(201);
      const moved = await request(ctx.app)
        .put(`/portal/admin/subscription/${later.body.id}`)
        .set('Authorization', auth)
        .send(round('2차 모집', '2026-03-15T09:00:00+09:00', '2026-04-10T18:00:00+09:00'))
        .expect(409);
      assert.equal(moved.body.message, OVERLAP);
      const renamed = await request(ctx.app)
        .put(`/portal/admin/subscription/${later.body.id}`)
        .set('Authorization', auth)
        .send(round('2차 모집 (수정)', '2026-04-01T09:00:00+09:00', '2026-04-10T18:00:00+09:00'))
        .expect(200);
      assert.equal(renamed.body.title, '2차 모집 (수정)');
    });

    test('when the list is read, then rounds come latest end first; one round and 404 for unknown ids', async () => {
      const list = await request(ctx.app).get('/portal/subscription').expect(200);
      assert.deepEqual(
        list.body.map((r: { title: string }) => r.title),
        ['2차 모집 (수정)', '1차 모집'],
      );
      const one = await request(ctx.app).get(`/portal/subscription/${list.body[1].id}`).expect(200);
      assert.equal(one.body.title, '1차 모집');
      await request(ctx.app).get('/portal/subscription/999').expect(404);
      await request(ctx.app)
        .put('/portal/admin/subscription/999')
        .set('Authorization', auth)
        .send(round('x', '2027-01-01T00:00:00Z', '2027-01-02T00:00:00Z'))
        .expect(404);
    });

    test('when a round is closed, then an overlapping round may be created, and reopening the first then conflicts', async () => {
      const list = await request(ctx.app).get('/portal/subscription').expect(200);
      const first = list.body.find((r: { title: string }) => r.title === '1차 모집');
      const closed = await request(ctx.app)
        .put(`/portal/admin/subscription/${first.id}/close`)
        .set('Authorization', auth)
        .send({ isClosed: true })
        .expect(200);
      assert.equal(closed.body.closed, true);
      await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(round('추가 모집', '2026-03-15T09:00:00+09:00', '2026-03-25T18:00:00+09:00'))
        .expect(201);
      const reopen = await request(ctx.app)
        .put(`/portal/admin/subscription/${first.id}/close`)
        .set('Authorization', auth)
        .send({ isClosed: false })
        .expect(409);
      assert.equal(reopen.body.message, OVERLAP);
      await request(ctx.app)
        .put(`/portal/admin/subscription/${first.id}/close`)
        .set('Authorization', auth)
        .send({ isClosed: 'yes' })
        .expect(400);
    });

    test('when the apply side asks for open rounds, then only the one open now comes back, and 204 when none', async () => {
      ctx.clock.set(new Date('2026-03-16T00:00:00+09:00'));
      const open = await request(ctx.app).get('/user/subscription').expect(200);
      assert.deepEqual(
        open.body.map((r: { title: string }) => r.title),
        ['추가 모집'],
      );
      ctx.clock.set(new Date('2026-03-26T00:00:00+09:00'));
      await request(ctx.app).get('/user/subscription').expect(204);
      ctx.clock.set(new Date('2026-03-10T00:00:00+09:00'));
    });

    test('when ten overlapping creates race, then exactly one is stored', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request(ctx.app)
            .post('/portal/admin/subscription')
            .set('Authorization', auth)
            .send(round(`경쟁 ${i}`, '2027-01-01T00:00:00+09:00', '2027-01-31T00:00:00+09:00')),
        ),
      );
      assert.deepEqual(results.map((r) => r.status).sort(), [201, ...Array(9).fill(409)]);
    });

    test('when the body is bad, then 400 with the field named in Korean', async () => {
      const noTitle = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send({ ...round('', '2028-01-01T00:00:00Z', '2028-01-02T00:00:00Z') })
        .expect(400);
      assert.match(noTitle.body.message, /제목을 입력해 주세요/);
      const backwards = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(round('x', '2028-01-02T00:00:00Z', '2028-01-01T00:00:00Z'))
        .expect(400);
      assert.match(backwards.body.message, /종료 일시는 시작 일시 이후여야 합니다/);
      const badType = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send({ ...round('x', '2028-01-01T00:00:00Z', '2028-01-02T00:00:00Z'), subscriptionType: ['VIP'] })
        .expect(400);
      assert.match(badType.body.message, /공급유형/);
    });
  });
}
