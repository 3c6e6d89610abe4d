import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { retentionMessages } from '@portal/shared-types/rounds/retention-api.schema';
import { contractDateMessages } from '@portal/shared-types/applicants/retention';
import { generalApplication } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

interface Row {
  id: number;
  name: string;
  phoneNumber: string;
  receiptNumber: string;
  subscriptionType: string;
  winningState: string | null;
  car: boolean | null;
}

const person = (n: number) => ({ name: `신청자${n}`, phone: `0101234000${n}` });

for (const engine of engines()) {
  describe(`destruction of personal data on schedule on ${engine}`, () => {
    let ctx: TestContext;
    let replica: TestContext;
    let drawnRound: number;
    let heldRound: number;
    const auth = () => bearer(adminToken(ctx.clock.now()));
    const at = (iso: string) => {
      ctx.clock.set(new Date(iso));
      replica.clock.set(new Date(iso));
    };
    const run = (app = ctx) => app.jobs.run.retention();
    const applicantsOf = async (roundId: number) =>
      (
        await request(ctx.app)
          .get(`/portal/admin/subscriptionApplicants/${roundId}?size=100`)
          .set('Authorization', auth())
          .expect(200)
      ).body.items as Row[];
    const log = async (query: string) =>
      (await request(ctx.app).get(`/portal/admin/auditLog?${query}`).set('Authorization', auth()).expect(200))
        .body as {
        actor: string;
        kind: string;
        action: string;
        roundId: number;
        after: Record<string, unknown>;
      }[];
    const makeRound = async (title: string, start: string, end: string, people: number[]) => {
      const id = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth())
          .send({ title, subscriptionType: ['GENERAL-15'], startTs: start, endTs: end })
          .expect(201)
      ).body.id as number;
      at(start.replace('T00:00:00', 'T12:00:00'));
      for (const n of people)
        await request(ctx.app)
          .post('/user/subscriptionApplicants')
          .set(VERIFICATION_HEADER, verificationToken(person(n).name, person(n).phone, ctx.clock.now()))
          .send(generalApplication(id, person(n)))
          .expect(201);
      return id;
    };

    before(async () => {
      ctx = await createTestApp(engine);
      replica = await createTestApp(engine, {}, { database: ctx.database });
      at('2026-04-01T00:00:00+09:00');
      drawnRound = await makeRound(
        '5월 회차',
        '2026-05-01T00:00:00+09:00',
        '2026-05-20T00:00:00+09:00',
        [1, 2, 3, 4],
      );
      heldRound = await makeRound('6월 회차', '2026-06-01T00:00:00+09:00', '2026-06-20T00:00:00+09:00', [5]);
      // 당첨 and 예비 wait for the contracts; 미당첨 and the undecided go six months after the end
      const rows = await applicantsOf(drawnRound);
      const states = ['당첨', '예비 1', '미당첨'];
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth())
        .send({
          subscriptionId: drawnRound,
          statusUpdates: states.map((winningState, i) => ({ applicantId: rows[i]!.id, winningState })),
        })
        .expect(200);
    });
    after(async () => {
      await replica.close();
      await ctx.close();
    });

    test('when the period is two weeks away, then the dashboard notice gives the date and nothing is destroyed yet', async () => {
      at('2026-11-10T09:00:00+09:00');
      const notices = (
        await request(ctx.app)
          .get('/portal/admin/retention/upcoming')
          .set('Authorization', auth())
          .expect(200)
      ).body;
      assert.deepEqual(notices, [
        {
          roundId: drawnRound,
          title: '5월 회차',
          at: new Date('2026-11-20T00:00:00+09:00').toISOString(),
          group: 'others',
          count: 2,
        },
      ]);
      assert.deepEqual((await run()).rounds, []);
      assert.ok((await applicantsOf(drawnRound)).every((row) => row.name !== ''));
    });

    test('when a round is held with a reason, then the hold is audited; without a reason it is refused', async () => {
      const refused = await request(ctx.app)
        .put(`/portal/admin/subscription/${heldRound}/retention`)
        .set('Authorization', auth())
        .send({ hold: ' ' })
        .expect(400);
      assert.match(refused.body.message, new RegExp(retentionMessages.holdReason));
      const held = await request(ctx.app)
        .put(`/portal/admin/subscription/${heldRound}/retention`)
        .set('Authorization', auth())
        .send({ hold: '법적 분쟁: 2026가단1234' })
        .expect(200);
      assert.equal(held.body.hold, '법적 분쟁: 2026가단1234');
      assert.equal(held.body.heldBy, 'test-admin');
      const [entry] = await log(`roundId=${heldRound}&kind=retention`);
      assert.equal(entry?.action, 'hold');
      assert.deepEqual(entry?.after, { hold: '법적 분쟁: 2026가단1234' });
    });

    test('when the period ends, then name, phone and answers go, the draw record and counts stay, and the run is audited with counts', async () => {
      const accessBefore = (await log('scope=access')).length;
      at('2026-11-21T00:00:00+09:00');
      const result = await run();
      assert.deepEqual(result.rounds, [{ roundId: drawnRound, others: 2, winners: 0 }]);
      const rows = await applicantsOf(drawnRound);
      const gone = rows.filter((row) => row.name === '');
      assert.equal(gone.length, 2);
      for (const row of gone) {
        assert.equal(row.phoneNumber, '');
        assert.equal(row.car, null);
        assert.match(row.receiptNumber, /\S/);
        assert.equal(row.subscriptionType, 'GENERAL-15');
      }
      assert.deepEqual(gone.map((row) => row.winningState ?? '미정').sort(), ['미당첨', '미정']);
      assert.deepEqual(
        rows.filter((row) => row.name !== '').map((row) => row.winningState),
        ['당첨', '예비 1'],
      );
      const counts = (
        await request(ctx.app)
          .get('/portal/admin/subscription/applicantCounts')
          .set('Authorization', auth())
          .expect(200)
      ).body as { subscriptionId: number; count: number }[];
      assert.equal(counts.find((c) => c.subscriptionId === drawnRound)?.count, 4);
      const [entry] = await log(`roundId=${drawnRound}&kind=retention`);
      assert.equal(entry?.actor, 'system:retention');
      assert.deepEqual(entry?.after, { others: 2, winners: 0 });
      assert.doesNotMatch(JSON.stringify(entry), /신청자|0101234/);
      // 접속기록 are never destroyed (the views above only added to them)
      assert.ok((await log('scope=access')).length > accessBefore);
      // the held round keeps everything, and a second run finds nothing left
      assert.ok((await applicantsOf(heldRound)).every((row) => row.name !== ''));
      assert.deepEqual((await run()).rounds, []);
    });

    test('when a contract date lies in the future or before the announcement, then it is refused and nothing changes', async () => {
      for (const [contractCompletedAt, message] of [
        ['2099-12-31T00:00:00+09:00', contractDateMessages.future],
        ['2026-11-21T00:00:01+09:00', contractDateMessages.future],
        ['2026-05-19T00:00:00+09:00', contractDateMessages.beforeAnnouncement],
      ] as const) {
        const refused = await request(ctx.app)
          .put(`/portal/admin/subscription/${drawnRound}/retention`)
          .set('Authorization', auth())
          .send({ contractCompletedAt })
          .expect(400);
        assert.equal(refused.body.message, message);
      }
      assert.equal((await log(`roundId=${drawnRound}&kind=retention`))[0]?.action, 'destroy');
    });

    test('when the contracts are recorded done, then winners and reserves go a year later', async () => {
      at('2026-12-02T09:00:00+09:00');
      await request(ctx.app)
        .put(`/portal/admin/subscription/${drawnRound}/retention`)
        .set('Authorization', auth())
        .send({ contractCompletedAt: '2026-12-01T18:00:00+09:00' })
        .expect(200);
      at('2027-12-01T17:00:00+09:00');
      assert.deepEqual((await run()).rounds, []);
      at('2027-12-01T18:00:00+09:00');
      assert.deepEqual((await run()).rounds, [{ roundId: drawnRound, others: 0, winners: 2 }]);
      assert.ok((await applicantsOf(drawnRound)).every((row) => row.name === '' && row.phoneNumber === ''));
      assert.ok(
        (await applicantsOf(heldRound)).every((row) => row.name !== ''),
        'the held round is kept',
      );
    });

    test('when two replicas run the job at once, then one destroys and the round is audited once', async () => {
      await request(ctx.app)
        .put(`/portal/admin/subscription/${heldRound}/retention`)
        .set('Authorization', auth())
        .send({ hold: null })
        .expect(200);
      // the job queue runs one at a time; were two to run anyway, the second waits for the first's
      // transaction (both hold the audit chain) and finds the data already gone
      const runs = await Promise.all([run(ctx), run(replica)]);
      assert.deepEqual(
        runs.flatMap((one) => one.rounds),
        [{ roundId: heldRound, others: 1, winners: 0 }],
      );
      const destroys = (await log(`roundId=${heldRound}&kind=retention`)).filter(
        (e) => e.action === 'destroy',
      );
      assert.equal(destroys.length, 1);
    });
  });
}
