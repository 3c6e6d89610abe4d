import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { accessMessages } from '@portal/shared-types/audit/audit.schema';
import { ACCESS_REASON_HEADER, encodeAccessReason } from '@portal/shared-types/audit/access-reason';
import { apiMessages } from '@portal/shared-types/common/api-messages';
import { createAdmin } from '../src/auth/admin-users';
import { seoulToday } from '@portal/shared-types/common/dates';
import { auditLog } from '../src/db/schema';
import { generalApplication } from './support/applications';
import { exportedFile, zipEntries } from './support/excel-file';
import { messages } from '@portal/shared-types/common/messages';
import { createTestApp, engines, TEST_ADMIN, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken, verificationToken } from './support/tokens';

interface Entry {
  id: number;
  at: string;
  actor: string;
  kind: string;
  action: string;
  roundId: number | null;
  target: string | null;
  after: Record<string, unknown> | null;
}

const PEOPLE = [
  { name: '홍길동', phone: '01012345678' },
  { name: '김철수', phone: '01022223333' },
  { name: '홍길순', phone: '01044445555' },
];

for (const engine of engines()) {
  describe(`접속기록 of personal data on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    let roundId: number;
    const log = async (query: string, token = auth) =>
      (await request(ctx.app).get(`/portal/admin/auditLog?${query}`).set('Authorization', token).expect(200))
        .body as Entry[];

    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date('2026-05-10T12:00:00+09:00'));
      auth = bearer(adminToken(ctx.clock.now()));
      await createAdmin(ctx.database.db, 'operator', 'correct-horse-battery');
      roundId = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title: '접수중 회차',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-05-01T00:00:00+09:00',
            endTs: '2026-05-20T00:00:00+09:00',
          })
          .expect(201)
      ).body.id;
      for (const person of PEOPLE)
        await request(ctx.app)
          .post('/user/subscriptionApplicants')
          .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()))
          .send(generalApplication(roundId, person))
          .expect(201);
    });
    after(() => ctx.close());

    test('when an admin opens a round applicant list, then the account, time, address, round and count are recorded', async () => {
      await request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${roundId}`)
        .set('Authorization', auth)
        .set('User-Agent', 'access-test-browser')
        .expect(200);
      const [entry] = await log('kind=accessList');
      assert.equal(entry?.actor, TEST_ADMIN);
      assert.equal(entry?.action, 'list');
      assert.equal(entry?.roundId, roundId);
      // the database's own time of the access, not a time the app could be told
      assert.ok(Math.abs(Date.parse(entry!.at) - Date.now()) < 60_000, entry?.at);
      assert.equal(entry?.after?.count, 3);
      assert.match(String(entry?.after?.address), /127\.0\.0\.1|::1/);
      assert.equal(entry?.after?.userAgent, 'access-test-browser');
      // names and phones never land in the record
      assert.doesNotMatch(JSON.stringify(entry), /홍길동|01012345678/);
    });

    test("when an admin opens the list with the task's reason, then the reason is recorded; an unfit one is refused and nothing recorded", async () => {
      await request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${roundId}`)
        .set('Authorization', auth)
        .set(ACCESS_REASON_HEADER, encodeAccessReason('당첨자 서류 확인'))
        .expect(200);
      const [entry] = await log('kind=accessList');
      assert.equal(entry?.after?.reason, '당첨자 서류 확인');
      for (const unfit of [
        encodeURIComponent('가'),
        encodeURIComponent('사유\n위조된 줄'),
        '%E0%A4%A',
        'x'.repeat(2000),
      ]) {
        const res = await request(ctx.app)
          .get(`/portal/admin/subscriptionApplicants/${roundId}`)
          .set('Authorization', auth)
          .set(ACCESS_REASON_HEADER, unfit)
          .expect(400);
        assert.equal(res.body.message, apiMessages.accessReasonInvalid);
      }
      assert.equal((await log('kind=accessList')).length, 2);
    });

    test('when the month is reviewed, then the reads without a reason are its findings and the review keeps their count', async () => {
      const month = seoulToday(new Date()).slice(0, 7);
      const res = await request(ctx.app)
        .get(`/portal/admin/auditLog/findings?month=${month}`)
        .set('Authorization', auth)
        .expect(200);
      const without = (await log('kind=accessList')).filter((entry) => entry.after?.reason == null);
      assert.equal(without.length, 1);
      assert.equal(res.body.reads, 2);
      assert.equal(res.body.withoutReason, 1);
      assert.deepEqual(
        res.body.findings.map((entry: Entry) => entry.id),
        without.map((entry) => entry.id),
      );
      const earlier = await request(ctx.app)
        .get('/portal/admin/auditLog/findings?month=2026-04')
        .set('Authorization', auth)
        .expect(200);
      assert.deepEqual(earlier.body, { month: '2026-04', reads: 0, withoutReason: 0, findings: [] });
      await request(ctx.app)
        .get('/portal/admin/auditLog/findings?month=2026-4')
        .set('Authorization', auth)
        .expect(400);
    });

    test('when an Excel export has no reason, then 400 and nothing is recorded', async () => {
      for (const reason of [undefined, '', ' ']) {
        const res = await request(ctx.app)
          .post('/portal/admin/auditLog/export')
          .set('Authorization', auth)
          .send({ roundId, search: '', ...(reason === undefined ? {} : { reason }) })
          .expect(400);
        assert.match(res.body.message, new RegExp(accessMessages.exportReasonRequired));
      }
      assert.deepEqual(await log('kind=accessExport'), []);
    });

    test('when an admin exports with a reason and a search, then the server sends the file and records its own count, receipt numbers and the reason', async () => {
      const { headers, rows, file, sheet, answer } = await exportedFile(
        request(ctx.app)
          .post('/portal/admin/auditLog/export')
          .set('Authorization', auth)
          // a count sent by a browser is not read
          .send({ roundId, search: '홍길', reason: '계약 안내 연락', rows: 0 }),
      );
      // the spec's columns before any result, the receipt number last
      assert.deepEqual(headers, ['이름', '연락처', '공급유형', '신청일', '접수번호']);
      assert.deepEqual(rows.map((row) => row.이름).sort(), ['홍길동', '홍길순']);
      assert.equal(sheet['!autofilter']?.ref, 'A1:E3');
      assert.equal(sheet['!cols']?.length, headers.length);
      // a download named after the round and the day, kept by no cache
      assert.match(answer['content-type'] ?? '', /spreadsheetml\.sheet/);
      assert.equal(answer['cache-control'], 'no-store');
      const name = `청약신청자_접수중회차_${seoulToday(ctx.clock.now()).replace(/-/g, '')}.xlsx`;
      assert.match(answer['content-disposition'] ?? '', /^attachment;/);
      assert.ok(answer['content-disposition']?.includes(`filename*=UTF-8''${encodeURIComponent(name)}`));
      // compressed: the sheet's XML is deflated in the zip
      const entries = zipEntries(file);
      const sheetEntry = entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
      assert.equal(sheetEntry?.method, 8);
      assert.ok(sheetEntry.packed < sheetEntry.size);
      const [entry] = await log('kind=accessExport');
      assert.equal(entry?.action, 'excel');
      assert.equal(entry?.roundId, roundId);
      assert.equal(entry?.after?.rows, 2);
      assert.deepEqual(
        entry?.after?.receiptNumbers,
        rows.map((row) => row.접수번호),
      );
      assert.equal(entry?.after?.reason, '계약 안내 연락');
      assert.equal(entry?.after?.search, '(검색어 있음)');
      assert.doesNotMatch(JSON.stringify(entry), /홍길/);
    });

    test('when the search matches nobody, then 400 with the empty message and nothing is recorded', async () => {
      const before = await log('kind=accessExport');
      const res = await request(ctx.app)
        .post('/portal/admin/auditLog/export')
        .set('Authorization', auth)
        .send({ roundId, search: '없는사람', reason: '신청 현황 정리' })
        .expect(400);
      assert.equal(res.body.message, messages.exportEmpty);
      assert.equal((await log('kind=accessExport')).length, before.length);
    });

    test('when an admin without the privacy role exports, then 403 and nothing is recorded', async () => {
      const before = await log('kind=accessExport');
      await createAdmin(ctx.database.db, 'rounds-only', 'correct-horse-battery', ['rounds']);
      const roundsOnly = bearer(await sessionToken(ctx.database.db, 'rounds-only', ctx.clock.now()));
      await request(ctx.app)
        .post('/portal/admin/auditLog/export')
        .set('Authorization', roundsOnly)
        .send({ roundId, reason: '신청 현황 정리' })
        .expect(403);
      assert.equal((await log('kind=accessExport')).length, before.length);
    });

    test('when the records are filtered by admin, period and kind, then only the matching ones come back', async () => {
      const operator = bearer(await sessionToken(ctx.database.db, 'operator', ctx.clock.now()));
      await request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${roundId}`)
        .set('Authorization', operator)
        .expect(200);
      const all = await log('scope=access');
      assert.deepEqual(
        all.map((entry) => `${entry.actor}:${entry.kind}`),
        [
          'operator:accessList',
          `${TEST_ADMIN}:accessExport`,
          `${TEST_ADMIN}:accessList`,
          `${TEST_ADMIN}:accessList`,
        ],
      );
      assert.deepEqual(
        (await log('scope=access&actor=operator')).map((entry) => entry.kind),
        ['accessList'],
      );
      // an access of two years ago, as the log holds it
      await ctx.database.db.insert(auditLog).values({
        actor: 'operator',
        kind: 'accessList',
        action: 'list',
        roundId,
        at: new Date('2024-06-02T09:00:00+09:00'),
        after: { count: 1 },
      });
      const today = seoulToday(new Date());
      assert.equal((await log(`scope=access&from=${today}&to=${today}`)).length, 4);
      assert.equal((await log('scope=access&from=2024-06-02&to=2024-06-02')).length, 1);
      assert.equal((await log('scope=access&actor=operator&to=2024-12-31')).length, 1);
      assert.equal((await log('scope=access&to=2024-06-01')).length, 0);
      assert.equal((await log('kind=accessExport&actor=operator')).length, 0);
      // changes are not 접속기록
      assert.ok((await log('scope=access')).every((entry) => entry.kind.startsWith('access')));
      await request(ctx.app)
        .get('/portal/admin/auditLog?from=2026-02-30')
        .set('Authorization', auth)
        .expect(400);
    });

    test('when an admin marks a finished month reviewed, then who and when are recorded; a month not over is refused', async () => {
      const refused = await request(ctx.app)
        .post('/portal/admin/auditLog/review')
        .set('Authorization', auth)
        .send({ month: '2026-05' })
        .expect(400);
      assert.equal(refused.body.message, accessMessages.reviewFuture);
      await request(ctx.app)
        .post('/portal/admin/auditLog/review')
        .set('Authorization', auth)
        .send({ month: '2026-13' })
        .expect(400);
      await request(ctx.app)
        .post('/portal/admin/auditLog/review')
        .set('Authorization', auth)
        .send({ month: '2026-04' })
        .expect(204);
      const [review] = await log('kind=accessReview');
      assert.equal(review?.actor, TEST_ADMIN);
      assert.equal(review?.target, '2026-04');
      assert.deepEqual(review?.after, { reads: 0, withoutReason: 0 });
      assert.ok(Math.abs(Date.parse(review!.at) - Date.now()) < 60_000, review?.at);
    });
  });
}
