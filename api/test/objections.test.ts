// The 소명 (이의신청) after a 부적격, through the HTTP calls, on each database engine: filed with its text
// and a file, refused out of its window, twice or from a stranger, decided both ways, and the place a
// reserve may take only once the window closed without a 소명 or the 소명 was rejected.
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { objectionMessages } from '@portal/shared-types/after-draw/objection-rules';
import { messages } from '@portal/shared-types/common/messages';
import {
  type ApplicantReview,
  type ApplicationStatus,
  type Vacancies,
} from '@portal/shared-types/after-draw/after-draw.schema';
import { applicationEvents, auditLog, outboxMessages, winningAmendments } from '../src/db/schema';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { roundWithDocumentWinners, saveWinningStates, type Person } from './support/applications';
import { sendHostileUpload } from './support/hostile-upload';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const REQUIRED = ['idCard', 'residentRegistration', 'familyRelation', 'homelessPledge'];

const REJECTED: Person = { name: '김기각', phone: '01073000001' };
const UPHELD: Person = { name: '이인용', phone: '01073000002' };
const SILENT: Person = { name: '박침묵', phone: '01073000003' };
const RESERVE_1: Person = { name: '최예일', phone: '01073000004' };
const RESERVE_2: Person = { name: '정예이', phone: '01073000005' };
const RESERVE_3: Person = { name: '한예삼', phone: '01073000006' };
const PEOPLE = [REJECTED, UPHELD, SILENT, RESERVE_1, RESERVE_2, RESERVE_3];

// 부적격 on 2026-05-04: the window runs to the end of 2026-05-11 in Seoul
const DECIDED_AT = new Date('2026-05-04T10:00:00+09:00');
const WINDOW_END = new Date('2026-05-11T23:59:59.999+09:00').toISOString();
const TEXT = '소득 증빙 서류에 배우자의 소득이 잘못 합산되었습니다. 정정된 서류를 첨부합니다.';

for (const engine of engines()) {
  describe(`소명 after a 부적격 on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    const ids = new Map<Person, number>();
    const auth = bearer(adminToken());
    const token = (person: Person) => verificationToken(person.name, person.phone, ctx.clock.now());
    const id = (person: Person) => ids.get(person)!;

    const statusOf = async (person: Person): Promise<ApplicationStatus> => {
      const res = await request(ctx.app)
        .post('/user/applications/status')
        .set(VERIFICATION_HEADER, token(person))
        .expect(200);
      return (res.body as ApplicationStatus[]).find((status) => status.roundId === roundId)!;
    };
    const fileObjection = (
      person: Person,
      text: string | null,
      files: { name: string; bytes: Buffer }[] = [],
      of = person,
    ) => {
      const req = request(ctx.app)
        .post(`/user/applications/${id(of)}/objection`)
        .set(VERIFICATION_HEADER, token(person));
      if (text !== null) void req.field('text', text);
      for (const file of files) void req.attach('files', file.bytes, file.name);
      return req;
    };
    const review = async (person: Person) =>
      (
        await request(ctx.app)
          .get(`/portal/admin/review/${id(person)}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as ApplicantReview;
    const decideObjection = (person: Person, body: object) =>
      request(ctx.app)
        .put(`/portal/admin/review/${id(person)}/objection`)
        .set('Authorization', auth)
        .send(body);
    const vacancies = async () =>
      (
        await request(ctx.app)
          .get(`/portal/admin/subscription/${roundId}/reserve-calls`)
          .set('Authorization', auth)
          .expect(200)
      ).body as Vacancies;
    const vacancyOf = async (person: Person) =>
      (await vacancies()).open.find((place) => place.vacancyApplicantId === id(person));
    const call = (vacancy: Person) =>
      request(ctx.app)
        .post(`/portal/admin/subscription/${roundId}/reserve-calls`)
        .set('Authorization', auth)
        .send({ vacancyApplicantId: id(vacancy) });
    const messagesOf = (person: Person, event: string) =>
      ctx.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.applicantId, id(person)), eq(outboxMessages.event, event)));
    const eventsOf = (person: Person) =>
      ctx.database.db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicantId, id(person)))
        .orderBy(asc(applicationEvents.id));

    before(async () => {
      ctx = await createTestApp(engine);
      const round = await roundWithDocumentWinners(ctx.app, ctx.clock, PEOPLE, '소명 회차');
      roundId = round.roundId;
      PEOPLE.forEach((person, index) => ids.set(person, round.ids[index]!));
      await saveWinningStates(ctx.app, roundId, [
        { applicantId: id(RESERVE_1), winningState: '예비 1' },
        { applicantId: id(RESERVE_2), winningState: '예비 2' },
        { applicantId: id(RESERVE_3), winningState: '예비 3' },
      ]);
      ctx.clock.set(new Date('2026-05-03T10:00:00+09:00'));
      for (const person of [REJECTED, UPHELD, SILENT]) {
        for (const item of REQUIRED)
          await request(ctx.app)
            .post(`/user/applications/${id(person)}/documents/${item}`)
            .set(VERIFICATION_HEADER, token(person))
            .attach('files', PDF, `${item}.pdf`)
            .expect(201);
        await request(ctx.app)
          .post(`/user/applications/${id(person)}/documents/submit`)
          .set(VERIFICATION_HEADER, token(person))
          .expect(200);
      }
      ctx.clock.set(DECIDED_AT);
      for (const person of [REJECTED, UPHELD, SILENT])
        await request(ctx.app)
          .put(`/portal/admin/review/${id(person)}/decision`)
          .set('Authorization', auth)
          .send({ eligible: false, reason: '소득 기준을 넘습니다.' })
          .expect(200);
      ctx.clock.set(new Date('2026-05-05T10:00:00+09:00'));
    });
    after(() => ctx.close());

    test('when 부적격 is decided, then the applicant sees the window and may file; the place waits and no reserve can be called', async () => {
      const status = await statusOf(REJECTED);
      assert.equal(status.state.state, 'ineligible');
      assert.deepEqual(status.objection, { deadline: WINDOW_END, canFile: true, filed: null });
      const place = await vacancyOf(REJECTED);
      assert.equal(place!.waiting, '소명 기간 중 (2026-05-11 오후 11:59 까지)');
      const refused = await call(REJECTED).expect(409);
      assert.equal(refused.body.message, objectionMessages.placeWaits(place!.waiting!));
      // someone who is not 부적격 has no 소명
      assert.equal((await statusOf(RESERVE_1)).objection, null);
    });

    test("when a stranger's token files for someone else's application, then 404 before the body is read", async () => {
      const res = await fileObjection(UPHELD, TEXT, [{ name: '증빙.pdf', bytes: PDF }], REJECTED).expect(404);
      assert.equal(res.body.message, messages.notFound);
      const server = ctx.app.listen(0, '127.0.0.1');
      await once(server, 'listening');
      try {
        const { port } = server.address() as AddressInfo;
        const url = `http://127.0.0.1:${port}/user/applications/${id(REJECTED)}/objection`;
        const answer = await sendHostileUpload(url, token(UPHELD));
        assert.equal(answer.status, 404);
        assert.ok(answer.sent < 50 * 1024 * 1024, `${answer.sent} bytes went out`);
      } finally {
        server.close();
      }
      assert.equal((await statusOf(REJECTED)).objection!.filed, null);
    });

    test('when a 소명 is too short or carries a file that is not what it says, then it is refused in Korean and nothing is stored', async () => {
      const before = (await ctx.storedFiles()).length;
      const short = await fileObjection(REJECTED, '짧아요').expect(400);
      assert.equal(short.body.message, 'text: 소명 내용은 10자 이상 2000자 이내로 입력해 주세요.');
      const disguised = await fileObjection(REJECTED, TEXT, [{ name: '증빙.pdf', bytes: PNG }]).expect(415);
      assert.equal(disguised.body.message, '증빙.pdf은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.');
      assert.equal((await ctx.storedFiles()).length, before);
      assert.equal((await statusOf(REJECTED)).objection!.canFile, true);
    });

    test('when the applicant files a 소명 with a PDF, then it is stored encrypted, shown to them and the admin, and a second one is refused', async () => {
      const before = (await ctx.storedFiles()).length;
      const res = await fileObjection(REJECTED, `  ${TEXT}  `, [
        { name: '정정 증빙.pdf', bytes: PDF },
      ]).expect(201);
      const status = res.body as ApplicationStatus;
      assert.equal(status.objection!.canFile, false);
      const filed = status.objection!.filed!;
      assert.equal(filed.text, TEXT);
      assert.equal(filed.outcome, null);
      assert.deepEqual(
        filed.files.map((file) => [file.name, file.contentType]),
        [['정정 증빙.pdf', 'application/pdf']],
      );
      assert.equal((await ctx.storedFiles()).length, before + 1);
      // sealed like a document: the stored bytes are not the PDF
      assert.ok(!(await ctx.storedFiles()).some((name) => name.endsWith('.pdf')));
      // never on the documents' checklist
      const checklistFiles = status.documents.checklist.flatMap((item) => item.files.map((file) => file.id));
      assert.ok(!checklistFiles.includes(filed.files[0]!.id));
      // the applicant downloads their own file
      const own = await request(ctx.app)
        .get(`/user/applications/${id(REJECTED)}/documents/files/${filed.files[0]!.id}`)
        .set(VERIFICATION_HEADER, token(REJECTED))
        .expect(200);
      assert.deepEqual(Buffer.from(own.body as Buffer), PDF);

      const adminView = await review(REJECTED);
      assert.deepEqual(adminView.objection, status.objection);
      assert.ok(
        !adminView.checklist.some((item) => item.files.some((file) => file.id === filed.files[0]!.id)),
      );
      const opened = await request(ctx.app)
        .get(`/portal/admin/review/files/${filed.files[0]!.id}`)
        .set('Authorization', auth)
        .expect(200);
      assert.equal(opened.headers['content-type'], 'application/pdf');

      const events = await eventsOf(REJECTED);
      assert.equal(events.at(-1)!.move, 'objectionFiled');
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.id, events.at(-1)!.auditId!));
      assert.equal(entry!.action, 'fileObjection');
      assert.ok(!JSON.stringify(entry!.after).includes(TEXT), 'the text stays out of the audit log');

      // its files are its record: neither the applicant nor an admin changes them
      const kept = await request(ctx.app)
        .delete(`/user/applications/${id(REJECTED)}/documents/files/${filed.files[0]!.id}`)
        .set(VERIFICATION_HEADER, token(REJECTED))
        .expect(409);
      assert.equal(kept.body.message, objectionMessages.fileKept);
      const marked = await request(ctx.app)
        .put(`/portal/admin/review/files/${filed.files[0]!.id}`)
        .set('Authorization', auth)
        .send({ state: 'accepted' })
        .expect(409);
      assert.equal(marked.body.message, objectionMessages.fileKept);

      const again = await fileObjection(REJECTED, TEXT).expect(409);
      assert.equal(again.body.message, objectionMessages.alreadyFiled);
      assert.equal((await vacancyOf(REJECTED))!.waiting, '소명 검토 중');
      assert.equal(
        (await call(REJECTED).expect(409)).body.message,
        objectionMessages.placeWaits('소명 검토 중'),
      );
    });

    test('when the admin rejects the 소명, then the 부적격 stands, the applicant reads why and the place goes to the next reserve', async () => {
      const noReason = await decideObjection(REJECTED, { upheld: false }).expect(400);
      assert.match(noReason.body.message, /결정 사유는 5자 이상 500자 이내로 입력해 주세요\./);
      const res = await decideObjection(REJECTED, {
        upheld: false,
        reason: '정정 서류로도 소득 기준을 넘습니다.',
      }).expect(200);
      assert.equal((res.body as ApplicantReview).state, 'ineligible');
      const status = await statusOf(REJECTED);
      assert.equal(status.objection!.filed!.outcome, 'rejected');
      assert.equal(status.objection!.filed!.outcomeReason, '정정 서류로도 소득 기준을 넘습니다.');
      assert.equal(status.objection!.canFile, false);
      const [message] = await messagesOf(REJECTED, 'objectionDecided');
      assert.equal(message!.template, 'OBJECTION_DECIDED_V1');
      assert.equal((await eventsOf(REJECTED)).at(-1)!.move, 'objectionRejected');
      const again = await decideObjection(REJECTED, { upheld: true, reason: '다시 검토했습니다.' }).expect(
        409,
      );
      assert.equal(again.body.message, objectionMessages.alreadyDecided);

      assert.equal((await vacancyOf(REJECTED))!.waiting, null);
      const called = await call(REJECTED).expect(201);
      assert.equal(called.body.calledApplicantId, id(RESERVE_1));
    });

    test('when the admin upholds a 소명, then the 부적격 is withdrawn in public, the review is open again and may be decided anew', async () => {
      await fileObjection(UPHELD, TEXT, []).expect(201);
      const res = await decideObjection(UPHELD, {
        upheld: true,
        reason: '정정 서류로 소득 기준 충족을 확인했습니다.',
      }).expect(200);
      const reopened = res.body as ApplicantReview;
      assert.equal(reopened.stage, 'inReview');
      assert.equal(reopened.decision, null);
      assert.equal(reopened.objection!.filed!.outcome, 'upheld');
      const status = await statusOf(UPHELD);
      assert.equal(status.state.state, 'inReview');
      assert.equal(status.objection!.filed!.outcomeReason, '정정 서류로 소득 기준 충족을 확인했습니다.');
      assert.equal((await messagesOf(UPHELD, 'objectionDecided')).length, 1);
      const [amendment] = await ctx.database.db
        .select()
        .from(winningAmendments)
        .where(and(eq(winningAmendments.roundId, roundId), eq(winningAmendments.move, 'objectionUpheld')));
      assert.equal(amendment!.oldState, '부적격');
      assert.equal(amendment!.newState, '당첨');
      assert.equal(amendment!.reason, '소명 인용에 따른 부적격 취소');
      assert.equal(await vacancyOf(UPHELD), undefined, 'no longer an open place');
      // the history keeps both the 부적격 and its withdrawal
      assert.deepEqual((await eventsOf(UPHELD)).map((event) => event.move).slice(-2), [
        'objectionFiled',
        'objectionUpheld',
      ]);
      const decided = await request(ctx.app)
        .put(`/portal/admin/review/${id(UPHELD)}/decision`)
        .set('Authorization', auth)
        .send({ eligible: true })
        .expect(200);
      assert.equal((decided.body as ApplicantReview).stage, 'eligible');
      // the decided 소명 stays in view after the new decision
      assert.equal((await statusOf(UPHELD)).objection!.filed!.outcome, 'upheld');
    });

    test('when no 소명 waits, then deciding one is refused', async () => {
      const none = await decideObjection(SILENT, { upheld: true, reason: '검토했습니다.' }).expect(409);
      assert.equal(none.body.message, objectionMessages.nothingToDecide);
      await decideObjection(RESERVE_2, { upheld: true, reason: '검토했습니다.' }).expect(409);
    });

    test('when the window has closed, then filing is refused with its end and whom to call, and the place may be called', async () => {
      ctx.clock.set(new Date('2026-05-12T00:00:00+09:00'));
      const late = await fileObjection(SILENT, TEXT).expect(409);
      assert.equal(late.body.message, objectionMessages.windowClosed(WINDOW_END));
      assert.match(
        late.body.message,
        /^소명 기간\(2026-05-11 오후 11:59까지\)이 지났습니다\. .+로 문의해 주세요\.$/,
      );
      const status = await statusOf(SILENT);
      assert.deepEqual(status.objection, { deadline: WINDOW_END, canFile: false, filed: null });
      assert.equal((await vacancyOf(SILENT))!.waiting, null);
      const called = await call(SILENT).expect(201);
      assert.equal(called.body.calledApplicantId, id(RESERVE_2));
    });
  });
}
