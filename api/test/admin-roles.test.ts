// Roles by duty, checked by the server on every admin call: each call of the contract is made by an admin
// holding one role (and one holding none), and is refused with 403 exactly where that role is not one of
// the call's. The walk is derived from the contract, so a new admin call is walked without editing here.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLES, mayCall, type AdminRole } from '@portal/shared-types/auth/admin-roles';
import { messages } from '@portal/shared-types/common/messages';
import { drawMessages } from '@portal/shared-types/draw/draw-api.schema';
import { witnessCommitment } from '@portal/shared-types/draw/draw-v3';
import type { Call } from '@portal/shared-types/http/call';
import { allCalls } from '@portal/shared-types/http/contract';
import { adminUsers } from '../src/db/schema';
import { roundWithDocumentWinners } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken } from './support/tokens';

const adminCalls = allCalls.filter((call) => call.auth === 'admin');
// sign-out ends the token: each admin walks it last
const walkOrder = [...adminCalls].sort(
  (a, b) => Number(a.path === '/portal/logout') - Number(b.path === '/portal/logout'),
);

/** The admins of the walk: one per role, and one holding none. */
const holders: { name: string; roles: AdminRole[] }[] = [
  ...ADMIN_ROLES.map((role) => ({ name: `only-${role}`, roles: [role] })),
  { name: 'no-role', roles: [] },
];

async function adminWithRoles(ctx: TestContext, name: string, roles: readonly AdminRole[]) {
  await ctx.database.db
    .insert(adminUsers)
    .values({ username: name, passwordHash: 'none', roles: [...roles] });
  return bearer(await sessionToken(ctx.database.db, name, ctx.clock.now()));
}

for (const engine of engines()) {
  describe(`admin roles on ${engine}`, () => {
    let ctx: TestContext;
    let params: Record<string, number>;

    before(async () => {
      ctx = await createTestApp(engine);
      // a drawn round with a winner, so that a call with the role reaches its handler
      const { roundId, ids } = await roundWithDocumentWinners(ctx.app, ctx.clock, [
        { name: '김역할', phone: '01070000001' },
      ]);
      params = { id: roundId, roundId, applicantId: ids[0]!, fileId: 1, correctionId: 1 };
    });
    after(() => ctx.close());

    // the own sessions' :id is nobody's session: ending one's own would end the walk
    const urlOf = (call: Call) =>
      call.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
        call.path.startsWith('/portal/admin/sessions/') ? '999999' : String(params[name] ?? 1),
      );

    const send = (call: Call, auth: string) => {
      const sent = request(ctx.app)[call.method](urlOf(call)).set('Authorization', auth);
      return call.method === 'get' || call.method === 'delete' ? sent : sent.send({});
    };

    test('when every admin call is made by an admin of each single role and of none, then 403 exactly where the role is missing', async () => {
      assert.ok(adminCalls.length > 60, 'the walk covers the contract');
      for (const holder of holders) {
        const auth = await adminWithRoles(ctx, holder.name, holder.roles);
        for (const call of walkOrder) {
          const where = `${holder.name}: ${call.method.toUpperCase()} ${call.path}`;
          const res = await send(call, auth);
          assert.ok(res.status < 500, `${where} answered ${res.status}`);
          if (mayCall(holder.roles, call.roles!)) {
            assert.ok(
              res.status !== 401 && res.status !== 403,
              `${where} passed its role, yet answered ${res.status} ${JSON.stringify(res.body)}`,
            );
          } else {
            assert.equal(res.status, 403, `${where} without its role answered ${res.status}`);
            assert.deepEqual(res.body, { message: messages.adminRoleMissing }, where);
          }
        }
      }
    });

    test('when a role is taken away, then its calls are refused at the next call of the same session', async () => {
      const auth = await adminWithRoles(ctx, 'narrowed', ['content', 'privacy']);
      await request(ctx.app).get('/portal/admin/auditLog').set('Authorization', auth).expect(200);
      const me = await request(ctx.app).get('/portal/admin/me').set('Authorization', auth).expect(200);
      assert.deepEqual(me.body, { username: 'narrowed', roles: ['content', 'privacy'] });
      await ctx.database.db
        .update(adminUsers)
        .set({ roles: ['content'] })
        .where(eq(adminUsers.username, 'narrowed'));
      const refused = await request(ctx.app).get('/portal/admin/auditLog').set('Authorization', auth);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.message, messages.adminRoleMissing);
      const after = await request(ctx.app).get('/portal/admin/me').set('Authorization', auth).expect(200);
      assert.deepEqual(after.body.roles, ['content']);
    });

    test('when witnesses commit, then a review-only admin is refused, two rounds admins count once each, and the same one twice is refused', async () => {
      ctx.clock.set(new Date('2026-06-20T10:00:00+09:00'));
      const created = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', bearer(adminToken()))
        .send({
          title: '입회 회차',
          description: '',
          subscriptionType: ['GENERAL-15'],
          startTs: '2026-07-01T09:00:00+09:00',
          endTs: '2026-07-10T18:00:00+09:00',
          supply: { 'GENERAL-15': { winners: 1, reserves: 1 } },
          drawPlan: { delayHours: 1, witnesses: 2 },
        })
        .expect(201);
      const roundId = created.body.id as number;
      const commit = (auth: string) => {
        const salt = randomBytes(16).toString('hex');
        return request(ctx.app)
          .post(`/portal/admin/subscription/${roundId}/draw/witnesses`)
          .set('Authorization', auth)
          .send({ commitment: witnessCommitment(salt, randomBytes(3).toString('hex')), place: '관리사무소' });
      };
      const reviewer = await adminWithRoles(ctx, 'witness-review', ['review']);
      const first = await adminWithRoles(ctx, 'witness-rounds-1', ['rounds']);
      const second = await adminWithRoles(ctx, 'witness-rounds-2', ['rounds', 'review']);

      const refused = await commit(reviewer);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.message, messages.adminRoleMissing);
      await commit(first).expect(200);
      const twice = await commit(first);
      assert.equal(twice.status, 409);
      assert.equal(twice.body.message, drawMessages.commitTwice);
      const both = await commit(second).expect(200);
      assert.deepEqual(
        both.body.witnesses.map((row: { by: string }) => row.by),
        ['witness-rounds-1', 'witness-rounds-2'],
      );
    });
  });
}
