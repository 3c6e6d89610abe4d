// After the draw: documents online, the eligibility review, reserves called in order, and the
// applicant's status, through the HTTP calls, on each database engine.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { documentMessages } from '@portal/shared-types/after-draw/documents';
import { ACCESS_REASON_HEADER, encodeAccessReason } from '@portal/shared-types/audit/access-reason';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { reviewMessages } from '@portal/shared-types/after-draw/status-rules';
import { changeMessages } from '@portal/shared-types/after-draw/change-rules';
import { objectionMessages } from '@portal/shared-types/after-draw/objection-rules';
import {
  type ApplicationStatus,
  type ApplicantReview,
  type ReviewQueue,
  type Vacancies,
} from '@portal/shared-types/after-draw/after-draw.schema';
import { applicants, auditLog, outboxMessages, reserveCalls, winningAmendments } from '../src/db/schema';
import { saveDraw } from '../src/draw/draw-repository';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { applyAs, generalApplication, type Person } from './support/applications';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);

const WINNER_A: Person = { name: '김가람', phone: '01020000001' };
const WINNER_B: Person = { name: '이나래', phone: '01020000002' };
const RESERVE_1: Person = { name: '박다온', phone: '01020000003' };
const RESERVE_2: Person = { name: '최라온', phone: '01020000004' };
const NOT_WON: Person = { name: '정마루', phone: '01020000005' };
const SPECIAL_RESERVE: Person = { name: '한바다', phone: '01020000006' };
// a second round whose draw ran: one winner, reserves 1 and 2 (its plan has 2), one not won
const DRAWN_WINNER: Person = { name: '서추첨', phone: '01020000011' };
const DRAWN_RESERVE_1: Person = { name: '문예일', phone: '01020000012' };
const DRAWN_RESERVE_2: Person = { name: '배예이', phone: '01020000013' };
const DRAWN_NOT_WON: Person = { name: '곽순위', phone: '01020000014' };
const DRAWN_ROUND = [DRAWN_WINNER, DRAWN_RESERVE_1, DRAWN_RESERVE_2, DRAWN_NOT_WON];

/** end of a Seoul day */
const seoulEnd = (day: string) => new Date(`${day}T23:59:59.999+09:00`).toISOString();

for (const engine of engines()) {
  describe(`after the draw on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    let drawnRoundId: number;
    const ids = new Map<Person, number>();
    const auth = bearer(adminToken());
    const token = (person: Person) => verificationToken(person.name, person.phone, ctx.clock.now());
    const id = (person: Person) => ids.get(person)!;

    const statusOf = async (person: Person): Promise<ApplicationStatus> => {
      const res = await request(ctx.app)
        .post('/user/applications/status')
        .set(VERIFICATION_HEADER, token(person))
        .expect(200);
      const list = res.body as ApplicationStatus[];
      return list.find((status) => status.roundId === roundId)!;
    };
    const upload = (person: Person, item: string, files: { name: string; bytes: Buffer }[], of = person) => {
      const req = request(ctx.app)
        .post(`/user/applications/${id(of)}/documents/${item}`)
        .set(VERIFICATION_HEADER, token(person));
      for (const file of files) void req.attach('files', file.bytes, file.name);
      return req;
    };
    const submit = (person: Person) =>
      request(ctx.app)
        .post(`/user/applications/${id(person)}/documents/submit`)
        .set(VERIFICATION_HEADER, token(person));
    const giveUp = (person: Person) =>
      request(ctx.app)
        .post(`/user/applications/${id(person)}/give-up`)
        .set(VERIFICATION_HEADER, token(person));
    const admin = {
      settings: (body: object) =>
        request(ctx.app)
          .put(`/portal/admin/subscription/${roundId}/after-draw`)
          .set('Authorization', auth)
          .send(body),
      queue: async () =>
        (
          await request(ctx.app)
            .get(`/portal/admin/subscription/${roundId}/review`)
            .set('Authorization', auth)
            .expect(200)
        ).body as ReviewQueue,
      review: async (person: Person) =>
        (
          await request(ctx.app)
            .get(`/portal/admin/review/${id(person)}`)
            .set('Authorization', auth)
            .expect(200)
        ).body as ApplicantReview,
      mark: (fileId: number, body: object) =>
        request(ctx.app).put(`/portal/admin/review/files/${fileId}`).set('Authorization', auth).send(body),
      decide: (person: Person, body: object) =>
        request(ctx.app)
          .put(`/portal/admin/review/${id(person)}/decision`)
          .set('Authorization', auth)
          .send(body),
      extend: (person: Person, deadline: string) =>
        request(ctx.app)
          .put(`/portal/admin/review/${id(person)}/deadline`)
          .set('Authorization', auth)
          .send({ deadline }),
      contractDone: (person: Person) =>
        request(ctx.app)
          .put(`/portal/admin/review/${id(person)}/contract`)
          .set('Authorization', auth),
      vacancies: async () =>
        (
          await request(ctx.app)
            .get(`/portal/admin/subscription/${roundId}/reserve-calls`)
            .set('Authorization', auth)
            .expect(200)
        ).body as Vacancies,
      call: (vacancy: Person) =>
        request(ctx.app)
          .post(`/portal/admin/subscription/${roundId}/reserve-calls`)
          .set('Authorization', auth)
          .send({ vacancyApplicantId: id(vacancy) }),
    };
    const messagesOf = async (person: Person, event: string) =>
      ctx.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.applicantId, id(person)), eq(outboxMessages.event, event)));
    const auditOf = (action: string) =>
      ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));

    before(async () => {
      ctx = await createTestApp(engine);
      // the drawn round's period ends before the other's begins (periods may not overlap)
      ctx.clock.set(new Date('2026-02-20T10:00:00+09:00'));
      drawnRoundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title: '추첨 회차',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-03-01T09:00:00+09:00',
            endTs: '2026-03-15T18:00:00+09:00',
            supply: { 'GENERAL-15': { winners: 1, reserves: 2 } },
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-03-05T10:00:00+09:00'));
      for (const person of DRAWN_ROUND)
        ids.set(person, await applyAs(ctx.app, drawnRoundId, person, ctx.clock.now()));
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title: '서류 심사 회차',
            description: '',
            subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
            startTs: '2026-04-01T09:00:00+09:00',
            endTs: '2026-04-30T18:00:00+09:00',
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-10T10:00:00+09:00'));
      for (const person of [WINNER_A, WINNER_B, RESERVE_1, RESERVE_2, NOT_WON]) {
        const res = await request(ctx.app)
          .post('/user/subscriptionApplicants')
          .set(VERIFICATION_HEADER, token(person))
          .send(generalApplication(roundId, person))
          .expect(201);
        ids.set(person, res.body.id as number);
      }
      const special = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token(SPECIAL_RESERVE))
        .send({
          ...generalApplication(roundId, SPECIAL_RESERVE, 'SPECIAL-15'),
          income: 1,
          regional: 1,
          car: false,
          assetBasis: true,
        })
        .expect(201);
      ids.set(SPECIAL_RESERVE, special.body.id as number);
    });
    after(() => ctx.close());

    test('when results are not in yet, then the status says 미발표 and nothing is asked', async () => {
      const status = await statusOf(WINNER_A);
      assert.equal(status.result.label, '미발표');
      assert.equal(status.roundClosed, false);
      assert.equal(status.documents.stage, 'notRequired');
      assert.deepEqual(status.documents.checklist, []);
      assert.equal(status.canGiveUp, false);
      assert.deepEqual(
        status.timeline.map((step) => step.state),
        ['done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
      );
    });

    test('when the status is asked without a verification, then 401 and nothing else', async () => {
      const res = await request(ctx.app).post('/user/applications/status').expect(401);
      assert.equal(typeof res.body.message, 'string');
    });

    test('when the results are saved, then each applicant reads their own result and a reserve their place', async () => {
      ctx.clock.set(new Date('2026-05-02T10:00:00+09:00'));
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: roundId,
          statusUpdates: [
            { applicantId: id(WINNER_A), winningState: '당첨' },
            { applicantId: id(WINNER_B), winningState: '당첨' },
            // numbers need not start at 1 nor be contiguous: the place counts the waiting ones
            { applicantId: id(RESERVE_1), winningState: '예비 2' },
            { applicantId: id(RESERVE_2), winningState: '예비 5' },
            { applicantId: id(NOT_WON), winningState: '미당첨' },
            { applicantId: id(SPECIAL_RESERVE), winningState: '예비 1' },
          ],
        })
        .expect(200);
      const winner = await statusOf(WINNER_A);
      assert.equal(winner.result.label, '당첨');
      assert.equal(winner.roundClosed, true);
      assert.equal(winner.drawPagePath, null, 'no draw ran in this round');
      // no deadline yet: nothing to hand in
      assert.equal(winner.documents.stage, 'notRequired');
      assert.equal(winner.canGiveUp, true);
      const reserve1 = await statusOf(RESERVE_1);
      assert.equal(reserve1.result.label, '예비 2');
      assert.equal(reserve1.reservePosition, 1);
      const reserve2 = await statusOf(RESERVE_2);
      assert.equal(reserve2.reservePosition, 2);
      assert.equal((await statusOf(SPECIAL_RESERVE)).reservePosition, 1, 'each supply type has its own line');
      const notWon = await statusOf(NOT_WON);
      assert.equal(notWon.result.label, '미당첨');
      assert.equal(notWon.reservePosition, null);
      assert.deepEqual(
        notWon.timeline.slice(3).map((step) => step.state),
        ['skipped', 'skipped', 'skipped'],
      );
    });

    test('when a winner uploads before any deadline is set, then 409', async () => {
      const res = await upload(WINNER_A, 'idCard', [{ name: '신분증.pdf', bytes: PDF }]).expect(409);
      assert.equal(res.body.message, documentMessages.notOpen);
    });

    test('when the admin sets the deadline, then every winner is told and the change is audited', async () => {
      const res = await admin
        .settings({ documentsDeadline: seoulEnd('2026-05-10'), contract: null })
        .expect(200);
      assert.equal(res.body.documentsDeadline, seoulEnd('2026-05-10'));
      for (const person of [WINNER_A, WINNER_B]) {
        const [message] = await messagesOf(person, 'documentsRequested');
        assert.equal(message!.template, 'DOCUMENTS_REQUESTED_V1');
        assert.ok(!message!.body.includes(person.name));
      }
      assert.equal((await messagesOf(RESERVE_1, 'documentsRequested')).length, 0);
      assert.equal((await auditOf('settings')).length, 1);
      const got = await request(ctx.app)
        .get(`/portal/admin/subscription/${roundId}/after-draw`)
        .set('Authorization', auth)
        .expect(200);
      assert.deepEqual(got.body, res.body);
      const status = await statusOf(WINNER_A);
      assert.equal(status.documents.stage, 'requested');
      assert.equal(status.documents.deadline, seoulEnd('2026-05-10'));
      assert.equal(status.documents.checklist.filter((item) => item.required).length, 4);
    });

    test('when a file is not what its name says, or not a PDF, JPG or PNG, then 415 naming it and nothing is stored', async () => {
      const before = (await ctx.storedFiles()).length;
      const disguised = await upload(WINNER_A, 'idCard', [{ name: '신분증.pdf', bytes: PNG }]).expect(415);
      assert.equal(disguised.body.message, '신분증.pdf은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.');
      const renamed = await upload(WINNER_A, 'idCard', [
        { name: '사진.png', bytes: Buffer.from('<html>') },
      ]).expect(415);
      assert.equal(renamed.body.message, '사진.png은(는) PDF, JPG, PNG 파일만 올릴 수 있습니다.');
      const hwp = await upload(WINNER_A, 'idCard', [{ name: '등본.hwp', bytes: PDF }]).expect(415);
      // a 한글 file is refused with how to make a PDF of it
      assert.equal(
        hwp.body.message,
        '등본.hwp은(는) 한글(HWP) 문서라 올릴 수 없습니다. PDF, JPG, PNG 파일만 올릴 수 있습니다. 한글에서 파일 > PDF로 저장하기로 PDF를 만들어 올려 주세요.',
      );
      assert.equal((await ctx.storedFiles()).length, before);
    });

    test("when someone else's verification asks for a winner's application, then 404 as if it did not exist", async () => {
      const res = await upload(WINNER_B, 'idCard', [{ name: '신분증.pdf', bytes: PDF }], WINNER_A).expect(
        404,
      );
      assert.equal(typeof res.body.message, 'string');
      await request(ctx.app)
        .post(`/user/applications/${id(WINNER_A)}/documents/submit`)
        .set(VERIFICATION_HEADER, token(WINNER_B))
        .expect(404);
      await request(ctx.app)
        .post(`/user/applications/${id(WINNER_A)}/give-up`)
        .set(VERIFICATION_HEADER, token(WINNER_B))
        .expect(404);
      // the status lists only the token's own applications
      const theirs = await request(ctx.app)
        .post('/user/applications/status')
        .set(VERIFICATION_HEADER, token(WINNER_B))
        .expect(200);
      assert.deepEqual(
        (theirs.body as ApplicationStatus[]).map((status) => status.applicantId),
        [id(WINNER_B)],
      );
    });

    test('when someone who did not win uploads, then 403; an item not on their checklist is 404', async () => {
      const res = await upload(NOT_WON, 'idCard', [{ name: '신분증.pdf', bytes: PDF }]).expect(403);
      assert.equal(res.body.message, documentMessages.notRequired);
      await upload(RESERVE_1, 'idCard', [{ name: '신분증.pdf', bytes: PDF }]).expect(403);
      const item = await upload(WINNER_A, 'marriageProof', [{ name: 'a.pdf', bytes: PDF }]).expect(404);
      assert.equal(item.body.message, documentMessages.unknownItem);
      await upload(WINNER_A, 'nonsense', [{ name: 'a.pdf', bytes: PDF }]).expect(400);
    });

    let idCardFileId = 0;
    let familyFileId = 0;

    test('when a winner uploads, then the files are listed under their item and the upload is audited', async () => {
      const res = await upload(WINNER_A, 'idCard', [
        { name: '신분증 앞.jpg', bytes: JPEG },
        { name: '신분증.pdf', bytes: PDF },
      ]).expect(201);
      assert.equal(res.body.item, 'idCard');
      assert.deepEqual(
        res.body.files.map((file: { name: string; contentType: string; state: string }) => [
          file.name,
          file.contentType,
          file.state,
        ]),
        [
          ['신분증 앞.jpg', 'image/jpeg', 'uploaded'],
          ['신분증.pdf', 'application/pdf', 'uploaded'],
        ],
      );
      idCardFileId = res.body.files[1].id;
      const [entry] = await auditOf('uploadDocument');
      assert.equal(entry!.kind, 'review');
      assert.equal(entry!.actor, '(신청자)');
    });

    test('when required items are missing, then submit answers 409 naming each of them', async () => {
      const res = await submit(WINNER_A).expect(409);
      assert.deepEqual(
        res.body.missing.map((item: { item: string }) => item.item),
        ['residentRegistration', 'familyRelation', 'homelessPledge'],
      );
      assert.equal(
        res.body.message,
        '제출하지 않은 필수 서류가 있습니다: 주민등록표 등본, 가족관계증명서, 무주택 서약서',
      );
      assert.equal((await statusOf(WINNER_A)).documents.stage, 'requested');
    });

    test('when a winner removes a file and downloads another, then only their own file leaves, never cached', async () => {
      const first = (await statusOf(WINNER_A)).documents.checklist[0]!.files[0]!;
      await request(ctx.app)
        .delete(`/user/applications/${id(WINNER_A)}/documents/files/${first.id}`)
        .set(VERIFICATION_HEADER, token(WINNER_A))
        .expect(204);
      assert.deepEqual(
        (await statusOf(WINNER_A)).documents.checklist[0]!.files.map((file) => file.id),
        [idCardFileId],
      );
      const res = await request(ctx.app)
        .get(`/user/applications/${id(WINNER_A)}/documents/files/${idCardFileId}`)
        .set(VERIFICATION_HEADER, token(WINNER_A))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      assert.deepEqual(res.body, PDF);
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(
        res.headers['content-disposition']!,
        /^attachment; filename="___\.pdf"; filename\*=UTF-8''/,
      );
      await request(ctx.app)
        .get(`/user/applications/${id(WINNER_A)}/documents/files/${idCardFileId}`)
        .set(VERIFICATION_HEADER, token(WINNER_B))
        .expect(404);
      // B's own application does not lead to A's file either
      await request(ctx.app)
        .get(`/user/applications/${id(WINNER_B)}/documents/files/${idCardFileId}`)
        .set(VERIFICATION_HEADER, token(WINNER_B))
        .expect(404);
    });

    test('when every required item holds a file, then submit gives 제출 완료 and uploads stop', async () => {
      await upload(WINNER_A, 'residentRegistration', [{ name: '등본.pdf', bytes: PDF }]).expect(201);
      familyFileId = (
        await upload(WINNER_A, 'familyRelation', [{ name: '가족.png', bytes: PNG }]).expect(201)
      ).body.files[0].id;
      await upload(WINNER_A, 'homelessPledge', [{ name: '서약서.pdf', bytes: PDF }]).expect(201);
      const res = await submit(WINNER_A).expect(200);
      assert.equal((res.body as ApplicationStatus).documents.stage, 'submitted');
      assert.equal((res.body as ApplicationStatus).documents.canChange, false);
      const late = await upload(WINNER_A, 'other', [{ name: '기타.pdf', bytes: PDF }]).expect(409);
      assert.equal(late.body.message, documentMessages.alreadySubmitted);
    });

    test('when the admin opens the queue, then each winner has a stage and the list is recorded as an access', async () => {
      const queue = await admin.queue();
      assert.deepEqual(
        queue.entries.map((entry) => [entry.receiptNumber.length > 0, entry.name, entry.stage, entry.late]),
        [
          [true, WINNER_A.name, 'submitted', false],
          [true, WINNER_B.name, 'requested', false],
        ],
      );
      assert.equal(queue.counts.total, 2);
      assert.equal(queue.counts.submitted, 1);
      const [access] = await auditOf('reviewQueue');
      assert.equal(access!.kind, 'accessList');
      assert.equal(access!.actor, TEST_ADMIN);
    });

    test('when an admin opens a document, then it comes inline with its own type and the read is recorded', async () => {
      const review = await admin.review(WINNER_A);
      assert.equal(review.stage, 'submitted');
      const res = await request(ctx.app)
        .get(`/portal/admin/review/files/${familyFileId}`)
        .set('Authorization', auth)
        .expect(200);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.match(res.headers['content-disposition']!, /^inline; /);
      assert.deepEqual(res.body, PNG);
      const downloads = await auditOf('download');
      assert.equal(downloads.length, 1);
      assert.equal(downloads[0]!.kind, 'accessDocument');
      assert.equal(downloads[0]!.actor, TEST_ADMIN);
      assert.equal(downloads[0]!.target, review.receiptNumber);
      assert.equal((downloads[0]!.after as { fileId: number }).fileId, familyFileId);
      await request(ctx.app).get(`/portal/admin/review/files/${familyFileId}`).expect(401);
      assert.equal((await auditOf('download')).length, 1, 'a refused read records nothing');
    });

    test("when an admin opens an applicant and a document with the task's reason, then each record holds it; without one, none", async () => {
      const reason = encodeAccessReason('적격 심사');
      await request(ctx.app)
        .get(`/portal/admin/review/${id(WINNER_A)}`)
        .set('Authorization', auth)
        .set(ACCESS_REASON_HEADER, reason)
        .expect(200);
      await request(ctx.app)
        .get(`/portal/admin/review/files/${familyFileId}`)
        .set('Authorization', auth)
        .set(ACCESS_REASON_HEADER, reason)
        .expect(200);
      const reasons = async (action: string) =>
        (await auditOf(action)).map((entry) => (entry.after as { reason?: unknown }).reason);
      assert.deepEqual(await reasons('download'), [null, '적격 심사']);
      assert.equal((await reasons('review')).at(-1), '적격 심사');
      const refused = await request(ctx.app)
        .get(`/portal/admin/review/files/${familyFileId}`)
        .set('Authorization', auth)
        .set(ACCESS_REASON_HEADER, encodeURIComponent('사유\r\n위조'))
        .expect(400);
      assert.equal(refused.body.message, apiMessages.accessReasonInvalid);
      assert.equal((await auditOf('download')).length, 2, 'a refused read records nothing');
    });

    test('when a file is sent back, then the applicant reads the reason and a new deadline, and may upload again', async () => {
      const noReason = await admin.mark(familyFileId, { state: 'supplement' }).expect(400);
      assert.equal(noReason.body.message, '보완 요청 사유를 입력해 주세요.');
      await admin
        .mark(familyFileId, {
          state: 'supplement',
          reason: '발급일이 3개월 지났습니다.',
          deadline: seoulEnd('2026-05-15'),
        })
        .expect(200);
      const [message] = await messagesOf(WINNER_A, 'supplementRequested');
      assert.equal(message!.body.includes('발급일'), false, 'the reason stays on the page');
      const status = await statusOf(WINNER_A);
      assert.equal(status.documents.stage, 'supplement');
      assert.equal(status.documents.reason, '발급일이 3개월 지났습니다.');
      assert.equal(status.documents.deadline, seoulEnd('2026-05-15'));
      const sentBack = status.documents.checklist.find((item) => item.item === 'familyRelation')!.files[0]!;
      assert.deepEqual([sentBack.state, sentBack.reason], ['supplement', '발급일이 3개월 지났습니다.']);
      // the sent-back file no longer counts
      assert.deepEqual(
        (await submit(WINNER_A).expect(409)).body.missing.map((item: { item: string }) => item.item),
        ['familyRelation'],
      );
      await upload(WINNER_A, 'familyRelation', [{ name: '가족 새.pdf', bytes: PDF }]).expect(201);
      await request(ctx.app)
        .delete(`/user/applications/${id(WINNER_A)}/documents/files/${familyFileId}`)
        .set(VERIFICATION_HEADER, token(WINNER_A))
        .expect(204);
      assert.equal((await submit(WINNER_A).expect(200)).body.documents.stage, 'submitted');
    });

    test('when the review starts, then the applicant can no longer change files until a 보완 요청', async () => {
      await admin.mark(idCardFileId, { state: 'accepted' }).expect(200);
      assert.equal((await admin.review(WINNER_A)).stage, 'inReview');
      const res = await upload(WINNER_A, 'other', [{ name: '추가.pdf', bytes: PDF }]).expect(409);
      assert.equal(res.body.message, documentMessages.underReview);
      await request(ctx.app)
        .delete(`/user/applications/${id(WINNER_A)}/documents/files/${idCardFileId}`)
        .set(VERIFICATION_HEADER, token(WINNER_A))
        .expect(409);
    });

    test("when the deadline passes, then uploads are refused until the applicant's own extended deadline", async () => {
      ctx.clock.set(new Date('2026-05-11T09:00:00+09:00'));
      const late = await upload(WINNER_B, 'idCard', [{ name: '신분증.pdf', bytes: PDF }]).expect(409);
      assert.equal(late.body.message, documentMessages.deadlinePassed);
      const entry = (await admin.queue()).entries.find((one) => one.name === WINNER_B.name)!;
      assert.equal(entry.late, true);
      assert.equal((await statusOf(WINNER_B)).documents.late, true);
      // into the past, even later than the lapsed deadline, cuts nobody loose: refused, nothing changed
      const past = await admin.extend(WINNER_B, '2026-05-11T08:00:00+09:00').expect(409);
      assert.equal(past.body.message, changeMessages.deadlineInPast(ctx.clock.now()));
      const extended = await admin.extend(WINNER_B, seoulEnd('2026-05-20')).expect(200);
      assert.equal((extended.body as ApplicantReview).deadline, seoulEnd('2026-05-20'));
      // a real extension tells the applicant, with the message of the documents' request
      assert.equal((await messagesOf(WINNER_B, 'documentsRequested')).length, 2);
      await upload(WINNER_B, 'idCard', [{ name: '신분증.pdf', bytes: PDF }]).expect(201);
      assert.equal((await auditOf('extendDeadline')).length, 1);
    });

    test('when a deadline is moved earlier, then 409 says it cannot be, and nothing changes nor is sent', async () => {
      const earlier = await admin.extend(WINNER_B, seoulEnd('2026-05-15')).expect(409);
      assert.equal(earlier.body.message, changeMessages.deadlineNotLater(seoulEnd('2026-05-20')));
      assert.equal(
        earlier.body.message,
        '기한은 앞당길 수 없습니다. 지금 기한(2026-05-20 오후 11:59)보다 뒤의 시각을 고르세요.',
      );
      const review = await admin.review(WINNER_B);
      assert.deepEqual(
        [review.deadline, review.ownDeadline],
        [seoulEnd('2026-05-20'), seoulEnd('2026-05-20')],
      );
      assert.equal((await auditOf('extendDeadline')).length, 1);
      assert.equal((await messagesOf(WINNER_B, 'documentsRequested')).length, 2);
    });

    test('when the admin decides 부적격, then the reason is required and shown to the applicant, who can no longer give up', async () => {
      const noReason = await admin.decide(WINNER_A, { eligible: false }).expect(400);
      assert.equal(noReason.body.message, '부적격 사유를 입력해 주세요.');
      const res = await admin
        .decide(WINNER_A, { eligible: false, reason: '무주택 요건을 충족하지 않습니다.' })
        .expect(200);
      assert.equal((res.body as ApplicantReview).decision!.eligible, false);
      const status = await statusOf(WINNER_A);
      assert.equal(status.documents.stage, 'ineligible');
      assert.equal(status.documents.reason, '무주택 요건을 충족하지 않습니다.');
      assert.equal(status.canGiveUp, false);
      assert.ok(status.timeline.some((step) => step.step === 'review' && step.state === 'stopped'));
      assert.equal((await messagesOf(WINNER_A, 'eligibilityDecided')).length, 1);
      const again = await admin.decide(WINNER_A, { eligible: true }).expect(409);
      assert.equal(again.body.message, reviewMessages.alreadyDecided);
      assert.equal((await giveUp(WINNER_A).expect(409)).body.message, reviewMessages.ineligible);
    });

    test('when two admins call a reserve for the same place at once, then exactly one reserve is called and the other gets 409', async () => {
      const before = await admin.vacancies();
      assert.deepEqual(
        before.open.map((place) => [place.vacancyApplicantId, place.reason, place.nextReserve?.applicantId]),
        [[id(WINNER_A), 'ineligible', id(RESERVE_1)]],
      );
      // the place waits for the 소명 the applicant may file; once it is rejected the place opens
      assert.equal(before.open[0]!.waiting, objectionMessages.waitingWindow(seoulEnd('2026-05-18')));
      await request(ctx.app)
        .post(`/user/applications/${id(WINNER_A)}/objection`)
        .set(VERIFICATION_HEADER, token(WINNER_A))
        .field('text', '무주택 요건을 충족합니다. 등본을 다시 확인해 주세요.')
        .expect(201);
      assert.equal((await admin.vacancies()).open[0]!.waiting, objectionMessages.waitingReview);
      await request(ctx.app)
        .put(`/portal/admin/review/${id(WINNER_A)}/objection`)
        .set('Authorization', auth)
        .send({ upheld: false, reason: '등본상 주택 소유가 확인됩니다.' })
        .expect(200);
      const answers = await Promise.all([admin.call(WINNER_A), admin.call(WINNER_A)]);
      assert.deepEqual(
        answers.map((answer) => answer.status).sort(),
        [201, 409],
        answers.map((answer) => JSON.stringify(answer.body)).join(' / '),
      );
      const refused = answers.find((answer) => answer.status === 409)!;
      assert.ok(
        [reviewMessages.vacancyFilled, reviewMessages.callRaced].includes(refused.body.message),
        refused.body.message,
      );
      const calls = await ctx.database.db
        .select()
        .from(reserveCalls)
        .where(eq(reserveCalls.roundId, roundId));
      assert.equal(calls.length, 1);
      assert.equal(calls[0]!.calledApplicantId, id(RESERVE_1));
      assert.equal(calls[0]!.reserveNumber, 2);
      const after = await admin.vacancies();
      assert.deepEqual(after.open, []);
      assert.equal(after.calls.length, 1);
    });

    test('when a reserve is called, then they read 예비 n → 당첨(추가), the draw page shows the amendment, and the audit log and their message exist', async () => {
      const called = await statusOf(RESERVE_1);
      assert.equal(called.result.kind, 'won');
      assert.equal(called.result.label, '예비 2 → 당첨(추가)');
      assert.equal(called.reservePosition, null);
      assert.equal(called.documents.stage, 'requested');
      // 7 days from the call (2026-05-11), to the end of that Seoul day
      assert.equal(called.documents.deadline, seoulEnd('2026-05-18'));
      assert.equal((await statusOf(RESERVE_2)).reservePosition, 1, 'the next reserve moved up');
      const amendments = await ctx.database.db
        .select()
        .from(winningAmendments)
        .where(eq(winningAmendments.roundId, roundId))
        .orderBy(asc(winningAmendments.id));
      // every public move in the order made: the lapse the extension found and took back, the 부적격,
      // then the call
      assert.deepEqual(
        amendments.map((row) => [row.oldState, row.newState, row.reason]),
        [
          ['당첨', '기한 경과', '서류 제출 기한 경과'],
          ['기한 경과', '당첨', '제출 기한 연장으로 기한 경과 취소'],
          ['당첨', '부적격', '서류 심사 결과 부적격'],
          ['예비 2', '당첨(추가)', '당첨자 부적격에 따른 예비 입주자 추가 당첨'],
        ],
      );
      const page = await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200);
      assert.equal(page.body.amendments.length, 4);
      assert.equal(page.body.amendments[3].newState, '당첨(추가)');
      const stateChange = (await auditOf('update'))
        .filter((row) => row.kind === 'winningState' && row.target === called.receiptNumber)
        .at(-1);
      assert.deepEqual(stateChange!.before, { winningState: '예비 2' });
      assert.equal((await auditOf('call')).length, 1);
      assert.equal((await messagesOf(RESERVE_1, 'reserveCalled')).length, 1);
      // the called reserve hands in documents like any winner
      await upload(RESERVE_1, 'idCard', [{ name: '신분증.pdf', bytes: PDF }]).expect(201);
    });

    test('when the place is already filled, then another call answers 409 and calls nobody', async () => {
      const res = await admin.call(WINNER_A).expect(409);
      assert.equal(res.body.message, reviewMessages.vacancyFilled);
      assert.equal((await admin.call(WINNER_B).expect(409)).body.message, reviewMessages.vacancyNotOpen);
    });

    test('when an eligible winner gets the 계약 안내 and the contract is done, then 포기 is refused', async () => {
      await upload(WINNER_B, 'residentRegistration', [{ name: '등본.pdf', bytes: PDF }]).expect(201);
      await upload(WINNER_B, 'familyRelation', [{ name: '가족.pdf', bytes: PDF }]).expect(201);
      await upload(WINNER_B, 'homelessPledge', [{ name: '서약.pdf', bytes: PDF }]).expect(201);
      await submit(WINNER_B).expect(200);
      await admin.contractDone(WINNER_B).expect(409);
      await admin.decide(WINNER_B, { eligible: true }).expect(200);
      const contract = {
        date: '2026-06-01',
        time: '10:00-17:00',
        place: '관리사무소 1층',
        bring: '신분증, 도장',
      };
      await admin.settings({ documentsDeadline: seoulEnd('2026-05-10'), contract }).expect(200);
      assert.equal((await messagesOf(WINNER_B, 'contractNotice')).length, 1);
      assert.equal((await messagesOf(WINNER_A, 'contractNotice')).length, 0, 'only the eligible hear of it');
      // the round's deadline did not move: nobody is told again (the two are the request and the extension)
      assert.equal((await messagesOf(WINNER_B, 'documentsRequested')).length, 2);
      const notice = await statusOf(WINNER_B);
      assert.equal(notice.contract.state, 'notice');
      assert.deepEqual(notice.contract.notice, contract);
      assert.equal(notice.canGiveUp, true);
      await admin.contractDone(WINNER_B).expect(200);
      const done = await statusOf(WINNER_B);
      assert.equal(done.contract.state, 'done');
      assert.equal(done.canGiveUp, false);
      assert.equal(done.timeline.at(-1)!.state, 'done');
      const res = await giveUp(WINNER_B).expect(409);
      assert.equal(res.body.message, reviewMessages.contractDone);
    });

    test('when someone who did not win or a waiting reserve gives up, then 409', async () => {
      assert.equal((await giveUp(NOT_WON).expect(409)).body.message, reviewMessages.notWinner);
      await giveUp(SPECIAL_RESERVE).expect(409);
    });

    test('when a called reserve gives up, then their place opens and the next reserve of the type is the one called', async () => {
      const res = await giveUp(RESERVE_1).expect(200);
      assert.equal((res.body as ApplicationStatus).contract.state, 'givenUp');
      assert.equal((res.body as ApplicationStatus).canGiveUp, false);
      await giveUp(RESERVE_1).expect(409);
      await upload(RESERVE_1, 'other', [{ name: 'a.pdf', bytes: PDF }]).expect(409);
      const places = await admin.vacancies();
      assert.deepEqual(
        places.open.map((place) => [
          place.vacancyApplicantId,
          place.reason,
          place.nextReserve?.reserveNumber,
        ]),
        [[id(RESERVE_1), 'givenUp', 5]],
      );
      const call = await admin.call(RESERVE_1).expect(201);
      assert.equal(call.body.calledApplicantId, id(RESERVE_2));
      assert.equal((await statusOf(RESERVE_2)).result.label, '예비 5 → 당첨(추가)');
      // no reserve of the type is left for the next place
      // called today, they may upload for a week: 부적격 now must say why it cannot wait
      const early = await admin
        .decide(RESERVE_2, { eligible: false, reason: '소득 기준을 넘습니다.' })
        .expect(409);
      assert.equal(early.body.message, changeMessages.urgentReasonRequired(seoulEnd('2026-05-18')));
      assert.equal((await admin.review(RESERVE_2)).stage, 'requested');
      assert.equal((await messagesOf(RESERVE_2, 'eligibilityDecided')).length, 0);
      const tooShort = await admin
        .decide(RESERVE_2, { eligible: false, reason: '소득 기준을 넘습니다.', urgentReason: '급함' })
        .expect(400);
      assert.equal(tooShort.body.message, '기다릴 수 없는 이유는 5자 이상 300자 이내로 입력해 주세요.');
      const urgentReason = '본인이 소득 초과를 서면으로 확인해 서류를 내지 않겠다고 했습니다.';
      const decided = await admin
        .decide(RESERVE_2, { eligible: false, reason: '소득 기준을 넘습니다.', urgentReason })
        .expect(200);
      assert.equal((decided.body as ApplicantReview).decision!.urgentReason, urgentReason);
      const entry = (await auditOf('decide')).at(-1)!;
      assert.equal((entry.after as { urgentReason?: string }).urgentReason, urgentReason);
      const none = await admin.vacancies();
      assert.equal(none.open[0]!.nextReserve, null);
      assert.equal((await admin.call(RESERVE_2).expect(409)).body.message, reviewMessages.noReserveLeft);
      assert.equal((await statusOf(SPECIAL_RESERVE)).result.label, '예비 1', 'another type is never called');
    });

    test('when the winning-state editor saves after call-ups, then it still works and writes its history', async () => {
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: roundId,
          statusUpdates: [{ applicantId: id(NOT_WON), winningState: '예비 9' }],
        })
        .expect(200);
      assert.equal((await statusOf(NOT_WON)).result.label, '예비 9');
      const [last] = (await auditOf('update')).filter((row) => row.target !== null).slice(-1);
      assert.deepEqual(last!.after, { winningState: '예비 9' });
    });

    /** A save in the drawn round's editor, with the reason every change after a draw needs. */
    const saveDrawn = (person: Person, winningState: string) =>
      request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: drawnRoundId,
          statusUpdates: [{ applicantId: id(person), winningState }],
          reason: '담당자 판단',
        });
    const drawnStates = async () =>
      (
        await ctx.database.db
          .select({ id: applicants.id, state: applicants.winningState })
          .from(applicants)
          .where(eq(applicants.roundId, drawnRoundId))
          .orderBy(asc(applicants.id))
      ).map((row) => row.state);

    test("when the drawn round's editor jumps over waiting reserves, numbers one beyond the plan or held, or drops a winner, then 409 and nothing changes", async () => {
      // the results as the draw left them (typed here), then the draw marked as run with its plan
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: drawnRoundId,
          statusUpdates: [
            { applicantId: id(DRAWN_WINNER), winningState: '당첨' },
            { applicantId: id(DRAWN_RESERVE_1), winningState: '예비 1' },
            { applicantId: id(DRAWN_RESERVE_2), winningState: '예비 2' },
            { applicantId: id(DRAWN_NOT_WON), winningState: '미당첨' },
          ],
        })
        .expect(200);
      await saveDraw(ctx.database.db, drawnRoundId, {
        drawnAt: ctx.clock.now(),
        supply: { 'GENERAL-15': { winners: 1, reserves: 2 } },
      });
      const states = await drawnStates();
      const audits = (await auditOf('update')).length;
      const messages = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.roundId, drawnRoundId));

      const jump = await saveDrawn(DRAWN_NOT_WON, '당첨').expect(409);
      assert.equal(jump.body.message, changeMessages.skipReserve(1));
      assert.match(jump.body.message, /^예비 순번을 건너뛸 수 없습니다\. .*'예비 호출'/);
      const later = await saveDrawn(DRAWN_RESERVE_2, '당첨').expect(409);
      assert.equal(later.body.message, changeMessages.skipReserve(1));
      const beyond = await saveDrawn(DRAWN_NOT_WON, '예비 3').expect(409);
      assert.equal(beyond.body.message, changeMessages.beyondPlan(3, 'GENERAL-15', 2));
      const held = await saveDrawn(DRAWN_NOT_WON, '예비 2').expect(409);
      assert.equal(held.body.message, changeMessages.reserveHeld(2));
      const out = await saveDrawn(DRAWN_WINNER, '미당첨').expect(409);
      assert.equal(out.body.message, changeMessages.winnerOut);
      assert.match(out.body.message, /부적격 또는 포기/);

      assert.deepEqual(await drawnStates(), states);
      assert.equal((await auditOf('update')).length, audits);
      const amendments = await ctx.database.db
        .select()
        .from(winningAmendments)
        .where(eq(winningAmendments.roundId, drawnRoundId));
      assert.deepEqual(amendments, []);
      assert.equal(
        (await ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.roundId, drawnRoundId)))
          .length,
        messages.length,
      );
      // saving what is already saved still goes through
      await saveDrawn(DRAWN_RESERVE_1, '예비 1').expect(200);
    });

    test('when an admin call names an unknown round, applicant or file, then 404', async () => {
      await request(ctx.app)
        .get('/portal/admin/subscription/999999/review')
        .set('Authorization', auth)
        .expect(404);
      await request(ctx.app).get('/portal/admin/review/999999').set('Authorization', auth).expect(404);
      await request(ctx.app).get('/portal/admin/review/files/999999').set('Authorization', auth).expect(404);
      await admin.mark(999999, { state: 'accepted' }).expect(404);
      await request(ctx.app)
        .post('/portal/admin/subscription/999999/reserve-calls')
        .set('Authorization', auth)
        .send({ vacancyApplicantId: 1 })
        .expect(404);
    });
  });
}
