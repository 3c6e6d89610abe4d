// Corrections of a drawn result (추첨 결과 정정) through the HTTP calls, on each database engine: one
// admin proposes, a second confirms, and only then does the result change, in public.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { changeMessages } from '@portal/shared-types/after-draw/change-rules';
import { correctionMessages } from '@portal/shared-types/after-draw/correction-rules';
import type { Correction, Corrections } from '@portal/shared-types/after-draw/corrections.schema';
import type { ApplicationStatus } from '@portal/shared-types/after-draw/after-draw.schema';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { createAdmin } from '../src/auth/admin-users';
import {
  applicants,
  applicationEvents,
  auditLog,
  outboxMessages,
  resultCorrections,
  winningAmendments,
} from '../src/db/schema';
import { saveDraw } from '../src/draw/draw-repository';
import { applyAs, type Person } from './support/applications';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken, verificationToken } from './support/tokens';

const WINNER: Person = { name: '강정정', phone: '01030000001' };
const RESERVE_1: Person = { name: '남예일', phone: '01030000002' };
const RESERVE_2: Person = { name: '도예이', phone: '01030000003' };
const NOT_WON_1: Person = { name: '류미당', phone: '01030000004' };
const NOT_WON_2: Person = { name: '문미당', phone: '01030000005' };
const PEOPLE = [WINNER, RESERVE_1, RESERVE_2, NOT_WON_1, NOT_WON_2];
const DRAWN = ['당첨', '예비 1', '예비 2', '미당첨', '미당첨'];

const REASON = '추첨 프로그램의 동점 처리 오류가 재현되어 확인되었습니다(검증 보고서 2026-03-21).';
const SECOND_ADMIN = 'operator';

for (const engine of engines()) {
  describe(`corrections of a drawn result on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    const ids = new Map<Person, number>();
    const first = bearer(adminToken());
    let second: string;
    const id = (person: Person) => ids.get(person)!;

    const propose = (person: Person, body: object, auth = first) =>
      request(ctx.app)
        .post(`/portal/admin/review/${id(person)}/corrections`)
        .set('Authorization', auth)
        .send(body);
    const confirm = (correctionId: number, auth: string) =>
      request(ctx.app).post(`/portal/admin/corrections/${correctionId}/confirm`).set('Authorization', auth);
    const withdraw = (correctionId: number, auth: string) =>
      request(ctx.app).post(`/portal/admin/corrections/${correctionId}/withdraw`).set('Authorization', auth);
    const list = async (auth = first) =>
      (
        await request(ctx.app)
          .get(`/portal/admin/subscription/${roundId}/corrections`)
          .set('Authorization', auth)
          .expect(200)
      ).body as Corrections;
    const stateOf = async (person: Person) =>
      (
        await ctx.database.db
          .select({ state: applicants.winningState })
          .from(applicants)
          .where(eq(applicants.id, id(person)))
      )[0]!.state;
    const amendments = () =>
      ctx.database.db
        .select()
        .from(winningAmendments)
        .where(eq(winningAmendments.roundId, roundId))
        .orderBy(asc(winningAmendments.id));
    const eventsOf = (person: Person) =>
      ctx.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicantId, id(person)))
        .orderBy(asc(applicationEvents.id));
    const statusOf = async (person: Person) => {
      const res = await request(ctx.app)
        .post('/user/applications/status')
        .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()))
        .expect(200);
      return (res.body as ApplicationStatus[]).find((status) => status.roundId === roundId)!;
    };

    before(async () => {
      ctx = await createTestApp(engine);
      await createAdmin(ctx.database.db, SECOND_ADMIN, 'correct-horse-battery');
      second = bearer(await sessionToken(ctx.database.db, SECOND_ADMIN));
      ctx.clock.set(new Date('2026-02-20T10:00:00+09:00'));
      roundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', first)
          .send({
            title: '정정 회차',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-03-01T09:00:00+09:00',
            endTs: '2026-03-15T18:00:00+09:00',
            supply: { 'GENERAL-15': { winners: 1, reserves: 2 } },
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-03-05T10:00:00+09:00'));
      for (const person of PEOPLE) ids.set(person, await applyAs(ctx.app, roundId, person, ctx.clock.now()));
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      // the results as the draw left them, then the draw marked as run with its plan
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', first)
        .send({
          subscriptionId: roundId,
          statusUpdates: PEOPLE.map((person, i) => ({ applicantId: id(person), winningState: DRAWN[i] })),
        })
        .expect(200);
      await saveDraw(ctx.database.db, roundId, {
        drawnAt: ctx.clock.now(),
        supply: { 'GENERAL-15': { winners: 1, reserves: 2 } },
      });
      ctx.clock.set(new Date('2026-03-21T10:00:00+09:00'));
    });
    after(() => ctx.close());

    test('when one admin proposes and confirms their own correction, then 409 with the rule and nothing changes; a second admin confirms it and the result changes in public', async () => {
      const proposed = await propose(WINNER, { result: '미당첨', reason: ` ${REASON} ` }).expect(201);
      const correction = proposed.body as Correction;
      assert.deepEqual(
        { ...correction, id: 0, proposedAt: '' },
        {
          id: 0,
          applicantId: id(WINNER),
          receiptNumber: correction.receiptNumber,
          supplyType: 'GENERAL-15',
          from: '당첨',
          to: '미당첨',
          reason: REASON,
          status: 'pending',
          proposedBy: TEST_ADMIN,
          proposedAt: '',
          confirmedBy: null,
          confirmedAt: null,
          withdrawnBy: null,
          withdrawnAt: null,
          proposedByYou: true,
        },
      );
      // a proposal publishes nothing
      assert.equal((await amendments()).length, 0);
      assert.deepEqual(
        (await eventsOf(WINNER)).map((event) => [event.move, event.actor, event.reason]),
        [['correctionProposed', TEST_ADMIN, REASON]],
      );
      const seenBySecond = await list(second);
      assert.equal(seenBySecond.pending.length, 1);
      assert.equal(seenBySecond.pending[0]!.proposedByYou, false);

      const own = await confirm(correction.id, first).expect(409);
      assert.equal(own.body.message, '정정은 요청한 관리자가 아닌 다른 관리자가 확인해야 합니다.');
      assert.equal(await stateOf(WINNER), '당첨');
      assert.equal((await amendments()).length, 0);
      assert.equal((await list()).pending.length, 1);

      const confirmed = (await confirm(correction.id, second).expect(200)).body as Correction;
      assert.equal(confirmed.status, 'confirmed');
      assert.equal(confirmed.confirmedBy, SECOND_ADMIN);
      assert.equal(confirmed.proposedByYou, false);
      assert.equal(await stateOf(WINNER), '미당첨');
      const [amendment] = await amendments();
      assert.deepEqual(
        {
          move: amendment!.move,
          from: amendment!.oldState,
          to: amendment!.newState,
          reason: amendment!.reason,
          by: amendment!.adminUsername,
        },
        { move: 'correctionConfirmed', from: '당첨', to: '미당첨', reason: REASON, by: SECOND_ADMIN },
      );
      assert.match(amendment!.hash ?? '', /^[0-9a-f]{64}$/);
      const audits = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.kind, 'winningState'), eq(auditLog.target, correction.receiptNumber)))
        .orderBy(asc(auditLog.id));
      assert.deepEqual(
        audits.slice(-2).map((entry) => [entry.action, entry.actor, entry.before, entry.after]),
        [
          [
            'correctionProposed',
            TEST_ADMIN,
            { winningState: '당첨' },
            { winningState: '미당첨', reason: REASON, correctionId: correction.id },
          ],
          [
            'correctionConfirmed',
            SECOND_ADMIN,
            { winningState: '당첨' },
            {
              winningState: '미당첨',
              reason: REASON,
              correctionId: correction.id,
              proposedBy: TEST_ADMIN,
            },
          ],
        ],
      );
      const told = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.applicantId, id(WINNER)), eq(outboxMessages.event, 'winningStateChanged')),
        );
      assert.deepEqual(
        told.filter((message) => message.eventKey === `audit-${audits.at(-1)!.id}`).length,
        1,
        'the applicant is told of the correction once',
      );
      const status = await statusOf(WINNER);
      assert.equal(status.result.label, '미당첨');
      const page = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200))
        .body as RoundDrawInfo;
      assert.deepEqual(page.changed[correction.receiptNumber], { state: '미당첨', amendment: 1 });
      assert.equal(page.amendments[0]!.reason, REASON);
      const past = await list();
      assert.deepEqual(past.pending, []);
      assert.deepEqual(
        past.past.map((one) => [one.id, one.status, one.proposedBy, one.confirmedBy]),
        [[correction.id, 'confirmed', TEST_ADMIN, SECOND_ADMIN]],
      );
      const again = await confirm(correction.id, second).expect(409);
      assert.equal(again.body.message, correctionMessages.alreadyConfirmed);
    });

    test('when a proposal names a reserve number beyond the plan or held, the same result or a malformed one, then it is refused and nothing is written', async () => {
      const beyond = await propose(NOT_WON_1, { result: '예비 3', reason: REASON }).expect(409);
      assert.equal(beyond.body.message, changeMessages.beyondPlan(3, 'GENERAL-15', 2));
      const held = await propose(NOT_WON_1, { result: '예비 2', reason: REASON }).expect(409);
      assert.equal(held.body.message, changeMessages.reserveHeld(2));
      const same = await propose(RESERVE_2, { result: '예비 2', reason: REASON }).expect(409);
      assert.equal(same.body.message, correctionMessages.sameResult('예비 2'));
      const malformed = await propose(NOT_WON_1, { result: '예비 0', reason: REASON }).expect(400);
      assert.match(malformed.body.message, /'당첨', '미당첨' 또는 '예비 n'/);
      const short = await propose(NOT_WON_1, { result: '당첨', reason: '오류' }).expect(400);
      assert.match(short.body.message, /20자 이상 500자 이내/);
      const nobody = await request(ctx.app)
        .post('/portal/admin/review/999999/corrections')
        .set('Authorization', first)
        .send({ result: '당첨', reason: REASON })
        .expect(404);
      assert.equal(typeof nobody.body.message, 'string');
      await request(ctx.app)
        .post('/portal/admin/corrections/abc/confirm')
        .set('Authorization', first)
        .expect(400);
      assert.equal((await eventsOf(NOT_WON_1)).length, 0);
      assert.equal(
        (
          await ctx.database.db
            .select()
            .from(resultCorrections)
            .where(eq(resultCorrections.applicantId, id(NOT_WON_1)))
        ).length,
        0,
      );
    });

    test('when a proposal waits, then a second one for the applicant is refused; either admin withdraws it, once, and it cannot be confirmed after', async () => {
      const proposal = (await propose(NOT_WON_1, { result: '당첨', reason: REASON }).expect(201))
        .body as Correction;
      const twice = await propose(NOT_WON_1, { result: '당첨', reason: REASON }, second).expect(409);
      assert.equal(twice.body.message, correctionMessages.pendingExists);
      const withdrawn = (await withdraw(proposal.id, second).expect(200)).body as Correction;
      assert.equal(withdrawn.status, 'withdrawn');
      assert.equal(withdrawn.withdrawnBy, SECOND_ADMIN);
      assert.equal(
        (await withdraw(proposal.id, first).expect(409)).body.message,
        correctionMessages.alreadyWithdrawn,
      );
      assert.equal(
        (await confirm(proposal.id, second).expect(409)).body.message,
        correctionMessages.alreadyWithdrawn,
      );
      assert.equal(await stateOf(NOT_WON_1), '미당첨');
      assert.deepEqual(
        (await eventsOf(NOT_WON_1)).map((event) => [event.move, event.actor]),
        [
          ['correctionProposed', TEST_ADMIN],
          ['correctionWithdrawn', SECOND_ADMIN],
        ],
      );
      assert.equal((await amendments()).length, 1, 'only the confirmed correction is public');
    });

    test('when a round has not been drawn, then a correction is refused: its results are typed in the editor', async () => {
      const saved = ctx.clock.now();
      const otherRound = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', first)
          .send({
            title: '추첨 전 회차',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-04-01T09:00:00+09:00',
            endTs: '2026-04-15T18:00:00+09:00',
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-05T10:00:00+09:00'));
      const person = { name: '서추전', phone: '01030000009' };
      const applicantId = await applyAs(ctx.app, otherRound, person, ctx.clock.now());
      const refused = await request(ctx.app)
        .post(`/portal/admin/review/${applicantId}/corrections`)
        .set('Authorization', first)
        .send({ result: '당첨', reason: REASON })
        .expect(409);
      assert.equal(refused.body.message, '추첨 전에는 당첨 상태 편집으로 바꿉니다.');
      ctx.clock.set(saved);
    });

    test('when two confirmations of one proposal arrive at once, then one changes the result and the other answers 409', async () => {
      const proposal = (await propose(RESERVE_1, { result: '당첨', reason: REASON }).expect(201))
        .body as Correction;
      const answers = await Promise.all([confirm(proposal.id, second), confirm(proposal.id, second)]);
      assert.deepEqual(answers.map((res) => res.status).sort(), [200, 409]);
      assert.equal(
        answers.find((res) => res.status === 409)!.body.message,
        correctionMessages.alreadyConfirmed,
      );
      assert.equal(await stateOf(RESERVE_1), '당첨');
      const rows = await amendments();
      assert.equal(rows.length, 2);
      assert.deepEqual([rows[1]!.oldState, rows[1]!.newState], ['예비 1', '당첨']);
      assert.equal(
        (await eventsOf(RESERVE_1)).filter((event) => event.move === 'correctionConfirmed').length,
        1,
      );
      // the waiting line moves up: 예비 2 is next now
      assert.equal((await statusOf(RESERVE_2)).reservePosition, 1);
    });
  });
}
