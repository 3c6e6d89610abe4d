// Every change after the draw is a move: its event, audit entry and public entry written together, or
// none of them. A round walked through 부적격, 포기, a deadline that may not move earlier, a reserve called
// for a lapsed place, the lapse sweep, a deadline extension that brings a lapsed winner back, the old
// editor refusing a jump over reserves, and the history the admins read. On each database engine.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { changeMessages } from '@portal/shared-types/after-draw/change-rules';
import type { ApplicationHistory } from '@portal/shared-types/after-draw/history.schema';
import { MOVE_RULES } from '@portal/shared-types/after-draw/moves';
import { applicants, applicationEvents, auditLog, winningAmendments } from '../src/db/schema';
import { auditedWrite } from '../src/db/transaction';
import { saveDraw } from '../src/draw/draw-repository';
import { conflict } from '../src/http/app-error';
import { recordLapses } from '../src/after-draw/moves/lapses';
import { recordMove, SYSTEM_ACTOR } from '../src/after-draw/moves/record-move';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { applyAs, saveWinningStates, type Person } from './support/applications';

const INELIGIBLE: Person = { name: '김부적', phone: '01040000001' };
const GIVES_UP: Person = { name: '이포기', phone: '01040000002' };
const LAPSES: Person = { name: '박경과', phone: '01040000003' };
const CALLED_FOR: Person = { name: '최자리', phone: '01040000004' };
const RESERVE_1: Person = { name: '한예일', phone: '01040000005' };
const RESERVE_2: Person = { name: '윤예이', phone: '01040000006' };
const RESERVE_3: Person = { name: '조예삼', phone: '01040000007' };
const EVERYONE = [INELIGIBLE, GIVES_UP, LAPSES, CALLED_FOR, RESERVE_1, RESERVE_2, RESERVE_3];

const DEADLINE = new Date('2026-05-10T23:59:59.999+09:00').toISOString();

for (const engine of engines()) {
  describe(`moves after the draw on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    const ids = new Map<Person, number>();
    const auth = bearer(adminToken());
    const id = (person: Person) => ids.get(person)!;
    const admin = (method: 'get' | 'put' | 'post', path: string) =>
      request(ctx.app)[method](path).set('Authorization', auth);

    const eventsOf = async (person: Person) =>
      ctx.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicantId, id(person)))
        .orderBy(asc(applicationEvents.id));
    const amendments = async () =>
      ctx.database.db
        .select()
        .from(winningAmendments)
        .where(eq(winningAmendments.roundId, roundId))
        .orderBy(asc(winningAmendments.id));
    const audits = async () => ctx.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const counts = async () => ({
      events: (await ctx.database.db.select().from(applicationEvents)).length,
      audits: (await audits()).length,
      amendments: (await amendments()).length,
    });
    // read from the table: the review screen would record an access in the audit log
    const receipt = async (person: Person) =>
      (
        await ctx.database.db
          .select({ receiptNumber: applicants.receiptNumber })
          .from(applicants)
          .where(eq(applicants.id, id(person)))
      )[0]!.receiptNumber;
    const history = async (person: Person) =>
      (await admin('get', `/portal/admin/review/${id(person)}/history`).expect(200))
        .body as ApplicationHistory;

    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await admin('post', '/portal/admin/subscription')
          .send({
            title: '이동 회차',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-04-01T09:00:00+09:00',
            endTs: '2026-04-30T18:00:00+09:00',
            supply: { 'GENERAL-15': { winners: 4, reserves: 3 } },
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-10T10:00:00+09:00'));
      for (const person of EVERYONE)
        ids.set(person, await applyAs(ctx.app, roundId, person, ctx.clock.now()));
      ctx.clock.set(new Date('2026-05-02T10:00:00+09:00'));
      // the results as the draw left them, then the draw marked as run with its plan
      await saveWinningStates(ctx.app, roundId, [
        ...[INELIGIBLE, GIVES_UP, LAPSES, CALLED_FOR].map((person) => ({
          applicantId: id(person),
          winningState: '당첨',
        })),
        { applicantId: id(RESERVE_1), winningState: '예비 1' },
        { applicantId: id(RESERVE_2), winningState: '예비 2' },
        { applicantId: id(RESERVE_3), winningState: '예비 3' },
      ]);
      await saveDraw(ctx.database.db, roundId, {
        drawnAt: ctx.clock.now(),
        supply: { 'GENERAL-15': { winners: 4, reserves: 3 } },
      });
      await admin('put', `/portal/admin/subscription/${roundId}/after-draw`)
        .send({ documentsDeadline: DEADLINE, contract: null })
        .expect(200);
    });
    after(() => ctx.close());

    test('부적격 writes its event, its audit entry and a public entry with a fixed reason, together', async () => {
      await admin('put', `/portal/admin/review/${id(INELIGIBLE)}/decision`)
        .send({
          eligible: false,
          reason: '소득 기준 초과(배우자 근로소득 포함)',
          urgentReason: '소득 초과가 공적 자료로 확인되었습니다.',
        })
        .expect(200);
      const [event, ...more] = await eventsOf(INELIGIBLE);
      assert.equal(more.length, 0);
      assert.equal(event!.move, 'declaredIneligible');
      assert.equal(event!.actor, TEST_ADMIN);
      assert.equal(event!.reason, '소득 기준 초과(배우자 근로소득 포함)');
      const audit = (await audits()).find((row) => row.id === event!.auditId)!;
      assert.equal(audit.action, 'decide');
      assert.equal(audit.target, await receipt(INELIGIBLE));
      const [entry] = await amendments();
      assert.deepEqual(
        {
          receiptNumber: entry!.receiptNumber,
          move: entry!.move,
          from: entry!.oldState,
          to: entry!.newState,
          reason: entry!.reason,
        },
        {
          receiptNumber: await receipt(INELIGIBLE),
          move: 'declaredIneligible',
          from: '당첨',
          to: '부적격',
          reason: '서류 심사 결과 부적격',
        },
      );
      assert.ok(entry!.hash, 'the entry is chained');
    });

    test('a move whose transaction fails after it leaves no event, no audit entry and no public entry', async () => {
      const before = await counts();
      const applicant = { id: id(GIVES_UP), roundId, receiptNumber: await receipt(GIVES_UP) };
      await assert.rejects(
        auditedWrite(ctx.database.db, async (tx) => {
          await recordMove(tx, {
            applicant,
            move: 'gaveUp',
            actor: '(신청자)',
            at: ctx.clock.now(),
            audit: { kind: 'review', action: 'giveUp', after: { contract: 'givenUp' } },
            public: { from: '당첨', to: '포기', reason: '당첨자 포기' },
          });
          assert.equal((await tx.select().from(applicationEvents)).length, before.events + 1);
          // what the use case did next refused the change: the move goes with it
          throw conflict('다른 관리자가 방금 바꾸었습니다.');
        }),
        /다른 관리자가/,
      );
      assert.deepEqual(await counts(), before);
    });

    test('포기 is a public move with a fixed reason', async () => {
      await request(ctx.app)
        .post(`/user/applications/${id(GIVES_UP)}/give-up`)
        .set(VERIFICATION_HEADER, verificationToken(GIVES_UP.name, GIVES_UP.phone, ctx.clock.now()))
        .expect(200);
      const [event] = await eventsOf(GIVES_UP);
      assert.equal(event!.move, 'gaveUp');
      assert.equal(event!.actor, '(신청자)');
      const last = (await amendments()).at(-1)!;
      assert.deepEqual(
        [last.receiptNumber, last.move, last.oldState, last.newState, last.reason],
        [await receipt(GIVES_UP), 'gaveUp', '당첨', '포기', '당첨자 포기'],
      );
    });

    test('a deadline moved earlier is refused and nothing is written', async () => {
      const before = await counts();
      const refused = await admin('put', `/portal/admin/review/${id(LAPSES)}/deadline`)
        .send({ deadline: '2026-05-08T23:59:59+09:00' })
        .expect(409);
      assert.equal(refused.body.message, changeMessages.deadlineNotLater(DEADLINE));
      assert.deepEqual(await counts(), before);
      assert.deepEqual(await eventsOf(LAPSES), []);
    });

    test('a reserve called for a lapsed place writes its 기한 경과 first, then the call with the place', async () => {
      ctx.clock.set(new Date('2026-05-11T09:00:00+09:00'));
      await admin('post', `/portal/admin/subscription/${roundId}/reserve-calls`)
        .send({ vacancyApplicantId: id(CALLED_FOR) })
        .expect(201);
      const [lapsed] = await eventsOf(CALLED_FOR);
      assert.equal(lapsed!.move, 'lapsed');
      assert.equal(lapsed!.actor, SYSTEM_ACTOR);
      assert.deepEqual(lapsed!.detail, { deadline: DEADLINE });
      const [called] = await eventsOf(RESERVE_1);
      assert.equal(called!.move, 'reserveCalled');
      assert.equal(called!.detail.place, await receipt(CALLED_FOR));
      const [lapse, call] = (await amendments()).slice(-2);
      assert.deepEqual(
        [lapse!.receiptNumber, lapse!.move, lapse!.oldState, lapse!.newState, lapse!.reason],
        [await receipt(CALLED_FOR), 'lapsed', '당첨', '기한 경과', '서류 제출 기한 경과'],
      );
      assert.deepEqual(
        [call!.receiptNumber, call!.move, call!.oldState, call!.newState, call!.place],
        [await receipt(RESERVE_1), 'reserveCalled', '예비 1', '당첨(추가)', await receipt(CALLED_FOR)],
      );
      assert.equal(call!.reason, '당첨자 서류 제출 기한 경과에 따른 예비 입주자 추가 당첨');
    });

    test('the lapse sweep writes each lapse once, and not the one a call already wrote', async () => {
      assert.equal(await recordLapses(ctx.database.db, ctx.clock.now()), 1);
      const [event] = await eventsOf(LAPSES);
      assert.deepEqual(
        [event!.move, event!.actor, event!.detail],
        ['lapsed', SYSTEM_ACTOR, { deadline: DEADLINE }],
      );
      assert.equal((await amendments()).at(-1)!.receiptNumber, await receipt(LAPSES));
      const before = await counts();
      assert.equal(await recordLapses(ctx.database.db, ctx.clock.now()), 0);
      assert.deepEqual(await counts(), before);
      assert.equal((await eventsOf(CALLED_FOR)).length, 1);
    });

    test('a later deadline brings a lapsed winner back, and a lapse of that deadline is a new move', async () => {
      const later = new Date('2026-05-15T23:59:59.999+09:00').toISOString();
      await admin('put', `/portal/admin/review/${id(LAPSES)}/deadline`)
        .send({ deadline: later })
        .expect(200);
      // the public file takes the 기한 경과 back, with why
      const withdrawn = (await amendments()).at(-1)!;
      assert.deepEqual(
        [withdrawn.receiptNumber, withdrawn.move, withdrawn.oldState, withdrawn.newState, withdrawn.reason],
        [await receipt(LAPSES), 'lapseWithdrawn', '기한 경과', '당첨', '제출 기한 연장으로 기한 경과 취소'],
      );
      assert.equal(await recordLapses(ctx.database.db, ctx.clock.now()), 0);
      ctx.clock.set(new Date('2026-05-16T09:00:00+09:00'));
      assert.equal(await recordLapses(ctx.database.db, ctx.clock.now()), 1);
      assert.deepEqual(
        (await eventsOf(LAPSES)).map((event) => [event.move, event.detail.deadline]),
        [
          ['lapsed', DEADLINE],
          ['deadlineExtended', later],
          ['lapseWithdrawn', DEADLINE],
          ['lapsed', later],
        ],
      );
      // the called reserve's own deadline (7 days from the call) has not passed: nothing for them
      assert.deepEqual(
        (await eventsOf(RESERVE_1)).map((event) => event.move),
        ['reserveCalled'],
      );
    });

    test('the old editor refuses a jump over the waiting reserves and writes nothing', async () => {
      const before = await counts();
      const jump = await admin('put', '/portal/admin/subscriptionApplicants')
        .send({
          subscriptionId: roundId,
          statusUpdates: [{ applicantId: id(RESERVE_3), winningState: '당첨' }],
          reason: '담당자 판단',
        })
        .expect(409);
      assert.equal(jump.body.message, changeMessages.skipReserve(2));
      assert.deepEqual(await counts(), before);
    });

    test('the history lists the moves oldest first, in Korean, for admins only', async () => {
      const lapses = await history(LAPSES);
      assert.deepEqual(
        lapses.map(({ move, label, actor }) => [move, label, actor]),
        [
          ['lapsed', '기한 경과', SYSTEM_ACTOR],
          ['deadlineExtended', '기한 연장', TEST_ADMIN],
          ['lapseWithdrawn', '기한 경과 취소', TEST_ADMIN],
          ['lapsed', '기한 경과', SYSTEM_ACTOR],
        ],
      );
      assert.equal(lapses[0]!.reason, '서류 제출 기한 경과');
      assert.ok(lapses.every((event, i) => i === 0 || event.at >= lapses[i - 1]!.at));
      const ineligible = await history(INELIGIBLE);
      assert.deepEqual(
        ineligible.map(({ label, reason }) => [label, reason]),
        [[MOVE_RULES.declaredIneligible.label, '소득 기준 초과(배우자 근로소득 포함)']],
      );
      assert.deepEqual(
        (await history(RESERVE_1)).map((event) => event.label),
        ['예비 호출'],
      );
      const anonymous = await request(ctx.app)
        .get(`/portal/admin/review/${id(LAPSES)}/history`)
        .expect(401);
      assert.equal(typeof anonymous.body.message, 'string');
      await admin('get', '/portal/admin/review/999999/history').expect(404);
      await admin('get', '/portal/admin/review/abc/history').expect(400);
    });
  });
}

const BACK: Person = { name: '오복귀', phone: '01040000011' };
const FILLED: Person = { name: '유채움', phone: '01040000012' };
const TAKES_PLACE: Person = { name: '임예비', phone: '01040000013' };

for (const engine of engines()) {
  describe(`a later round deadline on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    const ids = new Map<Person, number>();
    const auth = bearer(adminToken());
    const admin = (method: 'get' | 'put' | 'post', path: string) =>
      request(ctx.app)[method](path).set('Authorization', auth);
    const amendments = async () =>
      ctx.database.db
        .select()
        .from(winningAmendments)
        .where(eq(winningAmendments.roundId, roundId))
        .orderBy(asc(winningAmendments.id));

    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await admin('post', '/portal/admin/subscription')
          .send({
            title: '기한 회차',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-04-01T09:00:00+09:00',
            endTs: '2026-04-30T18:00:00+09:00',
            supply: { 'GENERAL-15': { winners: 2, reserves: 1 } },
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-10T10:00:00+09:00'));
      for (const person of [BACK, FILLED, TAKES_PLACE])
        ids.set(person, await applyAs(ctx.app, roundId, person, ctx.clock.now()));
      ctx.clock.set(new Date('2026-05-02T10:00:00+09:00'));
      await saveWinningStates(ctx.app, roundId, [
        { applicantId: ids.get(BACK)!, winningState: '당첨' },
        { applicantId: ids.get(FILLED)!, winningState: '당첨' },
        { applicantId: ids.get(TAKES_PLACE)!, winningState: '예비 1' },
      ]);
      await saveDraw(ctx.database.db, roundId, {
        drawnAt: ctx.clock.now(),
        supply: { 'GENERAL-15': { winners: 2, reserves: 1 } },
      });
      await admin('put', `/portal/admin/subscription/${roundId}/after-draw`)
        .send({ documentsDeadline: DEADLINE, contract: null })
        .expect(200);
    });
    after(() => ctx.close());

    test('brings back in public a lapsed winner whose place is free, never one whose place a reserve took', async () => {
      ctx.clock.set(new Date('2026-05-11T09:00:00+09:00'));
      await admin('post', `/portal/admin/subscription/${roundId}/reserve-calls`)
        .send({ vacancyApplicantId: ids.get(FILLED)! })
        .expect(201);
      // the sweep has not run: the other lapse is written by the deadline's change, then withdrawn
      await admin('put', `/portal/admin/subscription/${roundId}/after-draw`)
        .send({ documentsDeadline: new Date('2026-05-20T23:59:59+09:00').toISOString(), contract: null })
        .expect(200);
      const receiptOf = async (person: Person) =>
        (
          await ctx.database.db
            .select({ receiptNumber: applicants.receiptNumber })
            .from(applicants)
            .where(eq(applicants.id, ids.get(person)!))
        )[0]!.receiptNumber;
      assert.deepEqual(
        (await amendments()).map((row) => [row.receiptNumber, row.move, row.oldState, row.newState]),
        [
          [await receiptOf(FILLED), 'lapsed', '당첨', '기한 경과'],
          [await receiptOf(TAKES_PLACE), 'reserveCalled', '예비 1', '당첨(추가)'],
          [await receiptOf(BACK), 'lapsed', '당첨', '기한 경과'],
          [await receiptOf(BACK), 'lapseWithdrawn', '기한 경과', '당첨'],
        ],
      );
      assert.equal((await amendments()).at(-1)!.reason, '제출 기한 연장으로 기한 경과 취소');
    });
  });
}
