import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { noticeMessages, renderNotice } from '@portal/shared-types/notify/notice';
import { ACCESS_REASON_HEADER, encodeAccessReason } from '@portal/shared-types/audit/access-reason';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { maskName } from '@portal/shared-types/applicants/apply-receipt';
import { failedMessageTexts, type FailedMessages } from '@portal/shared-types/notify/failed';
import { renderMessage } from '@portal/shared-types/notify/templates';
import { applicationReviews, auditLog, outboxMessages, reserveCalls, roundAfterDraw } from '../src/db/schema';
import { devMessageProvider, type DevProvider } from '../src/notify/dev-provider';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { generalApplication } from './support/applications';
import { messageJobs } from './support/message-jobs';
import { handOver } from '../src/notify/delivery';

const auth = bearer(adminToken());

for (const engine of engines()) {
  describe(`an admin pauses a round's messages, writes a notice, and deadlines are reminded on ${engine}`, () => {
    let ctx: TestContext;
    let dev: DevProvider;
    const rounds: number[] = [];
    /** per round: the applicants' ids, in the order of STATES */
    const applicantsOf = new Map<number, number[]>();
    // the first two win, the next two are reserves, the last does not win
    const STATES = ['당첨', '당첨', '예비 1', '예비 2', '미당첨'];
    const notify = () => ctx.notify;
    const rowsOf = async (roundId: number, event?: string) =>
      ctx.database.db
        .select()
        .from(outboxMessages)
        .where(
          event
            ? and(eq(outboxMessages.roundId, roundId), eq(outboxMessages.event, event))
            : eq(outboxMessages.roundId, roundId),
        );
    const entries = (action: string) =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.kind, 'message'), eq(auditLog.action, action)));
    const pause = (roundId: number, paused: unknown) =>
      request(ctx.app)
        .put(`/portal/admin/messages/round/${roundId}/pause`)
        .set('Authorization', auth)
        .send({ paused });

    before(async () => {
      dev = devMessageProvider();
      ctx = await createTestApp(engine, {}, { messages: dev });
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      for (const [r, title] of ['중지 회차', '다른 회차'].entries()) {
        const roundId = (
          await request(ctx.app)
            .post('/portal/admin/subscription')
            .set('Authorization', auth)
            .send({
              title,
              description: '',
              subscriptionType: ['GENERAL-15'],
              // rounds may not overlap
              startTs: `2026-0${3 + r}-01T09:00:00+09:00`,
              endTs: `2026-0${3 + r}-25T18:00:00+09:00`,
            })
            .expect(201)
        ).body.id as number;
        rounds.push(roundId);
        ctx.clock.set(new Date(`2026-0${3 + r}-10T10:00:00+09:00`));
        const ids: number[] = [];
        for (let i = 0; i < STATES.length; i += 1) {
          const person = { name: `신청${r}${i}`, phone: `010555${r}${String(i).padStart(4, '0')}` };
          ids.push(
            (
              await request(ctx.app)
                .post('/user/subscriptionApplicants')
                .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()))
                .send(generalApplication(roundId, person))
                .expect(201)
            ).body.id,
          );
        }
        applicantsOf.set(roundId, ids);
        // the drawn states, as the draw writes them (a state saved by an admin would queue its own message)
        for (const [i, id] of ids.entries())
          await ctx.database.db.execute(
            sql`update applicants set winning_state = ${STATES[i]!} where id = ${id}`,
          );
      }
    });
    after(() => ctx.close());

    test('when a round is paused, then its messages stay 대기 while another round is sent, and resuming sends them (each audited)', async () => {
      const [paused, other] = rounds as [number, number];
      const answer = await pause(paused, true).expect(200);
      assert.equal(answer.body.paused.by, TEST_ADMIN);
      assert.equal(answer.body.counts.queued, STATES.length);
      await pause(paused, true).expect(200);
      assert.equal((await entries('pause')).length, 1, 'pausing a paused round writes nothing');

      assert.equal(await notify().deliver(), STATES.length, "only the other round's messages");
      assert.ok((await rowsOf(paused)).every((row) => row.state === 'queued' && row.jobId === null));
      const jobFor = new Set((await messageJobs(ctx.database.db)).map((job) => job.data.messageId));
      assert.ok(
        (await rowsOf(paused)).every((row) => !jobFor.has(row.id)),
        'no job while paused',
      );
      assert.ok((await rowsOf(other)).every((row) => row.state === 'sent'));
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 3600_000));
      assert.equal(await notify().deliver(), 0, 'still waiting an hour later');

      const counts = await request(ctx.app)
        .get(`/portal/admin/messages/round/${paused}`)
        .set('Authorization', auth)
        .expect(200);
      assert.deepEqual(counts.body.paused, answer.body.paused);

      const resumed = await pause(paused, false).expect(200);
      assert.equal(resumed.body.paused, null);
      const [entry] = await entries('resume');
      assert.equal(entry!.roundId, paused);
      assert.deepEqual(entry!.before, { paused: true });
      assert.equal(await notify().deliver(), STATES.length);
      assert.ok((await rowsOf(paused)).every((row) => row.state === 'sent'));
    });

    test('when the pause is malformed or the round unknown, then 400 or 404 and nothing changes', async () => {
      assert.equal((await pause(rounds[0]!, 'yes')).status, 400);
      assert.equal((await pause(999_999, true)).status, 404);
      assert.equal((await entries('pause')).length, 1);
    });

    test('when an admin previews a notice, then it answers the exact message and the recipients, and queues nothing', async () => {
      const roundId = rounds[0]!;
      const before = (await rowsOf(roundId)).length;
      const text =
        '  계약 장소가 관리사무소 2층으로 바뀌었습니다.\r\n자세한 내용은 공지사항을 확인해 주세요. ';
      const preview = await request(ctx.app)
        .post(`/portal/admin/messages/round/${roundId}/notice/preview`)
        .set('Authorization', auth)
        .send({ audience: 'reserves', text })
        .expect(200);
      assert.equal(preview.body.body, renderNotice(text));
      assert.equal(preview.body.recipients, 2);
      assert.equal(preview.body.fallback, 'lms');
      assert.equal((await rowsOf(roundId)).length, before);
    });

    test('when a notice is confirmed, then each winner gets it once through the outbox, a repeat queues nothing, and the audit log holds it', async () => {
      const roundId = rounds[0]!;
      const noticeId = randomUUID();
      const text = '당첨자 서류 제출 안내를 공지사항에 올렸습니다.';
      const send = () =>
        request(ctx.app)
          .post(`/portal/admin/messages/round/${roundId}/notice`)
          .set('Authorization', auth)
          .send({ audience: 'winners', text, noticeId });
      assert.deepEqual((await send().expect(200)).body, { noticeId, queued: 2 });
      assert.deepEqual((await send().expect(200)).body, { noticeId, queued: 2 }, 'confirmed twice');
      const rows = await rowsOf(roundId, 'adminNotice');
      assert.deepEqual(
        rows.map((row) => row.applicantId).sort(),
        applicantsOf.get(roundId)!.slice(0, 2).sort(),
      );
      assert.ok(rows.every((row) => row.body === renderNotice(text) && row.template === 'NOTICE_V1'));
      const logged = await entries('notice');
      assert.equal(logged.length, 1);
      assert.equal(logged[0]!.target, noticeId);
      assert.deepEqual(logged[0]!.after, { audience: 'winners', text: renderNotice(text), recipients: 2 });

      const sentBefore = dev.messages.length;
      assert.equal(await notify().deliver(), 2);
      const delivered = dev.messages.slice(sentBefore);
      assert.deepEqual(
        delivered.map((message) => message.text),
        [renderNotice(text), renderNotice(text)],
      );
      assert.equal(new Set(delivered.map((message) => message.idempotencyKey)).size, 2);
    });

    test('when a notice is too long, blank, for nobody or for an unknown round, then it is refused and nothing is queued', async () => {
      const roundId = rounds[0]!;
      const before = (await rowsOf(roundId)).length;
      const post = (body: object, round = roundId) =>
        request(ctx.app)
          .post(`/portal/admin/messages/round/${round}/notice`)
          .set('Authorization', auth)
          .send({ noticeId: randomUUID(), ...body });
      const long = await post({ audience: 'winners', text: '가'.repeat(1000) }).expect(400);
      assert.equal(long.body.message, noticeMessages.tooLong);
      assert.equal(
        (await post({ audience: 'winners', text: '   ' }).expect(400)).body.message,
        noticeMessages.empty,
      );
      await post({ audience: 'winners', text: '안내', noticeId: 'not-a-uuid' }).expect(400);
      await post({ audience: 'winners', text: '안내' }, 999_999).expect(404);
      await ctx.database.db.execute(
        sql`update applicants set winning_state = '미당첨' where round_id = ${rounds[1]!} and winning_state ~ '^예비'`,
      );
      const nobody = await post({ audience: 'reserves', text: '안내' }, rounds[1]!).expect(409);
      assert.equal(nobody.body.message, noticeMessages.noRecipients);
      assert.equal((await rowsOf(roundId)).length, before);
    });

    test('when the day before a documents deadline comes, then each winner or called reserve who has not submitted is reminded once', async () => {
      const roundId = rounds[1]!;
      const [won, wonSubmitted, reserve, , notWon] = applicantsOf.get(roundId)!;
      await ctx.database.db
        .insert(roundAfterDraw)
        .values({ roundId, documentsDeadline: new Date('2026-06-10T18:00:00+09:00') });
      await ctx.database.db
        .insert(applicationReviews)
        .values([{ applicantId: wonSubmitted!, roundId, stage: 'submitted' }]);
      // a reserve called in for a winner who gave up: its own deadline
      await ctx.database.db.insert(reserveCalls).values({
        roundId,
        vacancyApplicantId: notWon!,
        calledApplicantId: reserve!,
        supplyType: 'GENERAL-15',
        reserveNumber: 1,
        reason: 'givenUp',
        calledBy: TEST_ADMIN,
        at: new Date('2026-06-01T10:00:00+09:00'),
      });
      await ctx.database.db
        .insert(applicationReviews)
        .values({ applicantId: reserve!, roundId, ownDeadline: new Date('2026-06-12T18:00:00+09:00') });
      const reminded = async () =>
        (await rowsOf(roundId, 'deadlineReminder')).map((row) => row.applicantId).sort();

      ctx.clock.set(new Date('2026-06-08T23:59:00+09:00'));
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 0, 'two days before');
      ctx.clock.set(new Date('2026-06-09T09:00:00+09:00'));
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 1);
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 0, 'swept again the same day');
      assert.deepEqual(await reminded(), [won!]);
      const [row] = await rowsOf(roundId, 'deadlineReminder');
      assert.equal(row!.body, renderMessage('DEADLINE_REMINDER_V1'));
      assert.equal(row!.eventKey, '2026-06-10T09:00:00.000Z');

      ctx.clock.set(new Date('2026-06-10T09:00:00+09:00'));
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 0, 'on the day itself');
      ctx.clock.set(new Date('2026-06-11T08:30:00+09:00'));
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 1, "the called reserve's own deadline");
      assert.deepEqual(
        await reminded(),
        [won!, reserve!].sort((a, b) => a - b),
      );

      // the winner's deadline moved: the new one is reminded of too, under its own key
      await ctx.database.db
        .insert(applicationReviews)
        .values({ applicantId: won!, roundId, ownDeadline: new Date('2026-06-13T18:00:00+09:00') });
      ctx.clock.set(new Date('2026-06-12T10:00:00+09:00'));
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 1);
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 0);
      // one who gave up hears nothing more
      await ctx.database.db
        .update(applicationReviews)
        .set({ givenUpAt: ctx.clock.now(), ownDeadline: new Date('2026-06-14T18:00:00+09:00') })
        .where(eq(applicationReviews.applicantId, won!));
      ctx.clock.set(new Date('2026-06-13T10:00:00+09:00'));
      assert.equal(await ctx.jobs.run['deadline-reminders'](), 0);
      assert.equal((await rowsOf(roundId, 'deadlineReminder')).length, 3);
      assert.equal(await notify().deliver(), 3, 'sent like any message');
    });

    test('when a round is paused after its messages got their jobs, then the jobs give them back and resuming sends them once', async () => {
      const roundId = rounds[0]!;
      ctx.clock.set(new Date('2026-06-13T11:00:00+09:00'));
      const noticeId = randomUUID();
      await request(ctx.app)
        .post(`/portal/admin/messages/round/${roundId}/notice`)
        .set('Authorization', auth)
        .send({ audience: 'reserves', text: '예비자 안내입니다.', noticeId })
        .expect(200);
      assert.equal(await handOver(notify().delivery), 2);
      await pause(roundId, true).expect(200);
      const calls = dev.calls.length;
      assert.equal(await notify().deliver(), 0, 'nothing sent while paused');
      assert.equal(dev.calls.length, calls);
      const given = await rowsOf(roundId, 'adminNotice');
      const waiting = given.filter((row) => row.eventKey === noticeId);
      assert.ok(
        waiting.every((row) => row.state === 'queued' && row.jobId === null),
        'given back',
      );
      const ended = (await messageJobs(ctx.database.db)).filter((job) =>
        waiting.some((row) => row.id === job.data.messageId),
      );
      assert.deepEqual(
        ended.map((job) => job.state),
        ['completed', 'completed'],
      );

      await pause(roundId, false).expect(200);
      assert.equal(await notify().deliver(), 2);
      assert.equal(dev.calls.length, calls + 2, 'each sent once');
      assert.ok((await rowsOf(roundId, 'adminNotice')).every((row) => row.state === 'sent'));
    });

    test("when the vendor fails a round's messages, then the admin lists them with the vendor's reasons and sends them all again in one audited action, each delivered once", async () => {
      const roundId = rounds[0]!;
      ctx.clock.set(new Date('2026-06-15T10:00:00+09:00'));
      const notice = (audience: string, text: string) =>
        request(ctx.app)
          .post(`/portal/admin/messages/round/${roundId}/notice`)
          .set('Authorization', auth)
          .send({ audience, text, noticeId: randomUUID() })
          .expect(200);
      const listFailed = (round = roundId) =>
        request(ctx.app)
          .get(`/portal/admin/messages/round/${round}/failed`)
          .set('Authorization', auth)
          .set(ACCESS_REASON_HEADER, encodeAccessReason('발송 장애 확인'));
      const resendAll = () =>
        request(ctx.app)
          .post(`/portal/admin/messages/round/${roundId}/failed/retry`)
          .set('Authorization', auth);
      // the outage: the winners' notice meets 500s (retried later), the reserves' a refusal (dead at once)
      dev.mode = 'fail';
      await notice('winners', '장애 중 보낸 안내입니다.');
      assert.equal(await notify().deliver(), 2);
      dev.mode = 'refuse';
      await notice('reserves', '거부된 안내입니다.');
      assert.equal(await notify().deliver(), 2);

      const listed = (await listFailed().expect(200)).body as FailedMessages;
      assert.equal(listed.total, 4);
      const ids = applicantsOf.get(roundId)!;
      assert.deepEqual(
        listed.messages.map((m) => [m.applicantId, m.maskedName, m.state, m.reason, m.attempts]),
        [
          [ids[0], maskName('신청00'), 'retrying', 'HTTP 500', 1],
          [ids[1], maskName('신청01'), 'retrying', 'HTTP 500', 1],
          [ids[2], maskName('신청02'), 'dead', '수신 거부된 번호입니다. (개발용 발송기)', 1],
          [ids[3], maskName('신청03'), 'dead', '수신 거부된 번호입니다. (개발용 발송기)', 1],
        ],
      );
      assert.equal(listed.messages[0]!.maskedName, '신**0', 'the first and last letters only');
      assert.ok(
        listed.messages.every(
          (m) => m.event === 'adminNotice' && m.failedAt === ctx.clock.now().toISOString() && m.receiptNumber,
        ),
      );
      const [access] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'failedMessages'));
      assert.equal(access!.kind, 'accessList');
      assert.equal(access!.roundId, roundId);
      assert.deepEqual(
        [(access!.after as { reason: string }).reason, (access!.after as { count: number }).count],
        ['발송 장애 확인', 4],
      );
      const badReason = await listFailed().set(ACCESS_REASON_HEADER, '%').expect(400);
      assert.equal(badReason.body.message, apiMessages.accessReasonInvalid);
      await listFailed(999_999).expect(404);
      await request(ctx.app).get(`/portal/admin/messages/round/${roundId}/failed`).expect(401);

      await pause(roundId, true).expect(200);
      assert.equal((await resendAll().expect(409)).body.message, failedMessageTexts.paused);
      await pause(roundId, false).expect(200);

      // the outage is over
      dev.mode = 'ok';
      const rowsBefore = (await rowsOf(roundId)).length;
      assert.deepEqual((await resendAll().expect(200)).body, { roundId, resent: 4 });
      const [entry] = await entries('retryFailed');
      assert.equal(entry!.actor, TEST_ADMIN);
      assert.deepEqual(entry!.after, { count: 4, ids: listed.messages.map((m) => m.id) });
      assert.deepEqual((await resendAll().expect(200)).body, { roundId, resent: 0 }, 'confirmed twice');
      assert.equal((await entries('retryFailed')).length, 1);

      assert.equal(await notify().deliver(), 4);
      const rows = await rowsOf(roundId);
      assert.equal(rows.length, rowsBefore, 'no second message for the same event');
      for (const m of listed.messages) {
        const row = rows.find((r) => r.id === m.id)!;
        assert.equal(row.state, 'sent');
        assert.equal(
          dev.messages.filter((sent) => sent.idempotencyKey === row.idempotencyKey).length,
          1,
          'delivered exactly once',
        );
      }
      assert.equal(((await listFailed().expect(200)).body as FailedMessages).total, 0);
      assert.equal(await notify().deliver(), 0);
    });
  });
}
