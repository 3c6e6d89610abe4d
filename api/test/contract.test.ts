// The server serves exactly the calls of the HTTP contract, each validated with the
// contract's own schemas, and its path parameters are the ones its schema names.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { allCalls, httpContract } from '@portal/shared-types/http/contract';
import { urlOf } from '@portal/shared-types/http/route';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { listRoutes } from './support/routes';
import { adminToken, bearer } from './support/tokens';

const spelled = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

test('every call with path parameters has a params schema naming exactly those, and no other call has one', () => {
  for (const call of allCalls) {
    const inPath = [...call.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
    const inSchema = Object.keys(call.params?.shape ?? {}).sort();
    assert.deepEqual(inSchema, inPath, spelled(call));
  }
});

test('no call is spelled twice', () => {
  const names = allCalls.map(spelled);
  assert.equal(new Set(names).size, names.length);
});

test('urlOf fills and encodes the parameters of a call', () => {
  assert.equal(urlOf(httpContract.notices.detail, { id: 3 }), '/portal/notice/3');
  assert.equal(urlOf(httpContract.draw.inputs, { id: 7 }), '/portal/subscription/7/draw.json');
  assert.equal(urlOf(httpContract.files.download, { fileName: 'a b/..' }), '/portal/download/a%20b%2F..');
  assert.equal(urlOf(httpContract.rounds.open), '/user/subscription');
});

for (const engine of engines()) {
  describe(`the served routes and the contract on ${engine}`, () => {
    let ctx: TestContext;
    before(async () => {
      ctx = await createTestApp(engine);
    });
    after(() => ctx.close());

    test('when the app is built, then it serves every call of the contract and no route beside them', () => {
      const served = listRoutes(ctx.app).map(spelled).sort();
      const contract = allCalls.map(spelled).sort();
      assert.deepEqual(
        served.filter((route) => !contract.includes(route)),
        [],
        'served but not in the contract',
      );
      assert.deepEqual(
        contract.filter((route) => !served.includes(route)),
        [],
        'in the contract but not served',
      );
    });

    test("when a call's parameter breaks its contract schema, then the server answers 400 with the schema's message", async () => {
      const res = await request(ctx.app).get('/portal/notice/abc').expect(400);
      assert.equal(res.body.message, 'id는 양의 정수여야 합니다.');
      const body = await request(ctx.app)
        .put(urlOf(httpContract.rounds.close, { id: 1 }))
        .set('Authorization', bearer(adminToken()))
        .send({ isClosed: 'yes' })
        .expect(400);
      assert.equal(body.body.message, 'isClosed는 true 또는 false여야 합니다.');
    });

    test('when an admin call is asked without a token, then the guard the contract names refuses it first', async () => {
      for (const call of allCalls.filter((candidate) => candidate.auth === 'admin')) {
        const res = await request(ctx.app)[call.method](call.path.replace(/:[A-Za-z]+/g, 'not-a-number'));
        assert.equal(res.status, 401, spelled(call));
      }
    });
  });
}
