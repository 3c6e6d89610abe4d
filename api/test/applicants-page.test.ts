// The admin's applicants list is paged and searched by the server: a round may hold 100,000 applicants.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { filterApplicants } from '@portal/shared-types/applicants/applicant-search';
import { insertApplicant } from '../src/applicants/applicants-repository';
import { generalApplication } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer } from './support/tokens';

interface Row {
  id: number;
  name: string;
  phoneNumber: string;
  receiptNumber: string;
  subscriptionUid: number;
}
interface Page {
  items: Row[];
  total: number;
  page: number;
  size: number;
}

// 25 in the round: 신청자1..신청자23, one latin name and one with LIKE's wildcards in it
const NAMES = [...Array.from({ length: 23 }, (_, i) => `신청자${i + 1}`), 'Kim Minji', '백분율%_이름'];
const phoneOf = (i: number) => `0103000${String(i).padStart(4, '0')}`;

for (const engine of engines()) {
  describe(`the admin's applicants list, paged and searched on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    let roundId: number;
    let otherRound: number;
    let all: Row[];
    // rounds may not overlap: the other one is April's
    const makeRound = async (title: string, month = '05') =>
      (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title,
            subscriptionType: ['GENERAL-15'],
            startTs: `2026-${month}-01T00:00:00+09:00`,
            endTs: `2026-${month}-20T00:00:00+09:00`,
          })
          .expect(201)
      ).body.id as number;
    const list = (query: string, round = roundId) =>
      request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${round}${query}`)
        .set('Authorization', auth);
    const page = async (query: string, round = roundId) =>
      (await list(query, round).expect(200)).body as Page;

    before(async () => {
      ctx = await createTestApp(engine);
      ctx.clock.set(new Date('2026-05-10T12:00:00+09:00'));
      auth = bearer(adminToken(ctx.clock.now()));
      roundId = await makeRound('페이지 회차');
      otherRound = await makeRound('다른 회차', '04');
      for (const [i, name] of NAMES.entries())
        await insertApplicant(ctx.database.db, generalApplication(roundId, { name, phone: phoneOf(i) }));
      // someone of the same name in another round is never in this round's answers
      await insertApplicant(
        ctx.database.db,
        generalApplication(otherRound, { name: '신청자1', phone: phoneOf(99) }),
      );
      all = (await page('?size=100')).items;
    });
    after(() => ctx.close());

    test('when the admin opens the list, then the first page of 10 comes in application order with the total', async () => {
      const first = await page('');
      assert.equal(first.total, 25);
      assert.equal(first.page, 1);
      assert.equal(first.size, 10);
      assert.deepEqual(
        first.items.map((row) => row.name),
        NAMES.slice(0, 10),
      );
      assert.ok(first.items.every((row) => row.subscriptionUid === roundId));
      const third = await page('?page=3');
      assert.deepEqual(
        third.items.map((row) => row.name),
        NAMES.slice(20),
      );
      // past the end: nobody, and still the total (the table goes back to a page that exists)
      const beyond = await page('?page=4');
      assert.deepEqual(beyond.items, []);
      assert.equal(beyond.total, 25);
      assert.equal((await page('?page=2&size=7')).items[0]!.name, NAMES[7]);
    });

    test('when the admin searches, then the server finds the name, 접수번호 or phone in this round only, as the export does', async () => {
      const found = await page(`?search=${encodeURIComponent('신청자1')}`);
      // 신청자1 and 신청자10..19 of this round; the other round's 신청자1 is not here
      assert.equal(found.total, 11);
      assert.ok(found.items.every((row) => row.subscriptionUid === roundId));
      const receipt = all[4]!.receiptNumber;
      assert.deepEqual(
        (await page(`?search=${encodeURIComponent(receipt.toLowerCase())}`)).items.map((row) => row.id),
        [all[4]!.id],
      );
      const typedPhone = `010-3000-${phoneOf(6).slice(-4)}`;
      assert.deepEqual(
        (await page(`?search=${encodeURIComponent(typedPhone)}`)).items.map((row) => row.name),
        [NAMES[6]],
      );
      // the database's search and the rule the Excel export filters by agree, wildcards matched as typed
      for (const search of ['kim', ' 신청자2 ', '%', '_', '%_', '3000-001', 'nobody', '']) {
        const answer = await page(`?size=100&search=${encodeURIComponent(search)}`);
        assert.deepEqual(
          answer.items.map((row) => row.id),
          filterApplicants(all, search).map((row) => row.id),
          `search ${JSON.stringify(search)}`,
        );
        assert.equal(answer.total, answer.items.length);
      }
      // a search with more matches than a page: the page and the count of all
      const many = await page(`?size=5&search=${encodeURIComponent('신청자')}`);
      assert.equal(many.items.length, 5);
      assert.equal(many.total, 23);
    });

    test('when the query is not a page, then 400 with a Korean message and nothing is recorded', async () => {
      const before = (await ctx.database.db.query.auditLog.findMany()).length;
      for (const [query, message] of [
        ['?page=0', /page는 1 이상/],
        ['?page=-1', /page는 1 이상/],
        ['?page=1.5', /page는 1 이상/],
        ['?page=abc', /page는 1 이상/],
        ['?size=0', /size는 1부터 100까지/],
        ['?size=101', /size는 1부터 100까지/],
        ['?size=99999999999999999999', /size는 1부터 100까지/],
        [`?search=${'가'.repeat(51)}`, /검색어는 50자 이하/],
        ['?search=a&search=b', /검색어는 문자열/],
      ] as const) {
        const res = await list(query).expect(400);
        assert.match(res.body.message, message, query);
      }
      await list('', 999_999).expect(404);
      assert.equal((await ctx.database.db.query.auditLog.findMany()).length, before);
    });

    test('when a page is viewed, then its 접속기록 names exactly the 접수번호 of the rows sent, never the search term', async () => {
      const shown = await page(`?page=2&size=4&search=${encodeURIComponent('신청자')}`);
      const entries = (
        await request(ctx.app)
          .get('/portal/admin/auditLog?kind=accessList')
          .set('Authorization', auth)
          .expect(200)
      ).body as { roundId: number; after: Record<string, unknown> }[];
      const entry = entries[0]!;
      assert.equal(entry.roundId, roundId);
      assert.equal(entry.after.count, 4);
      assert.deepEqual(
        entry.after.receiptNumbers,
        shown.items.map((row) => row.receiptNumber),
      );
      assert.equal(entry.after.page, 2);
      assert.equal(entry.after.total, 23);
      assert.equal(entry.after.search, '(검색어 있음)');
      assert.doesNotMatch(JSON.stringify(entry), /신청자|010300/);
    });
  });
}
