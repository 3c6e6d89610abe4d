// One state of each application after the draw, read the same way by every surface: a drawn round walked
// through 부적격, 포기, a missed deadline, a reserve called and a contract done, and after each step the
// public draw page (and its receipt-number search), the applicant's status and lookup, the admin's queue,
// the Excel file, a notice's audience and the public amendments file, read by the published verifier with
// draw.json, checked to agree. On each database engine.
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import type {
  ApplicationStatus,
  ReviewQueue,
  Vacancies,
} from '@portal/shared-types/after-draw/after-draw.schema';
import type { Applicant } from '@portal/shared-types/applicants/applicants.schema';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { beaconRoundTime } from '@portal/shared-types/draw/draw-plan';
import type { NoticePreview } from '@portal/shared-types/notify/notice';
import { enqueueDeadlineReminders } from '../src/notify/reminders';
import { applicants, outboxMessages } from '../src/db/schema';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from './support/drand-relay';
import { publishedVerifierForTests } from './support/published-verifier';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';
import { applyAs, type Person } from './support/applications';
import { exportedFile } from './support/excel-file';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const REQUIRED = ['idCard', 'residentRegistration', 'familyRelation', 'homelessPledge'];

// eight applicants for five places and two reserves; who plays which part is decided by the draw
const EVERYONE: Person[] = [
  { name: '김신청', phone: '01030000001' },
  { name: '이신청', phone: '01030000002' },
  { name: '박신청', phone: '01030000003' },
  { name: '최신청', phone: '01030000004' },
  { name: '정신청', phone: '01030000005' },
  { name: '한신청', phone: '01030000006' },
  { name: '윤신청', phone: '01030000007' },
  { name: '조신청', phone: '01030000008' },
];
// the drawn winners by rank, the reserves by number and the one not drawn, once the draw has run
let INELIGIBLE: Person;
let GIVES_UP: Person;
let LAPSES: Person;
let CONTRACTS: Person;
let SUBMITS: Person;
let RESERVE_1: Person;
let RESERVE_2: Person;
let NOT_WON: Person;

const verifier = publishedVerifierForTests('portal-states-');

const DEADLINE = new Date('2026-05-10T23:59:59.999+09:00').toISOString();

for (const engine of engines()) {
  describe(`the state now on ${engine}`, () => {
    let ctx: TestContext;
    let roundId: number;
    const ids = new Map<Person, number>();
    const receipts = new Map<Person, string>();
    const auth = bearer(adminToken());
    const token = (person: Person) => verificationToken(person.name, person.phone, ctx.clock.now());
    const id = (person: Person) => ids.get(person)!;
    const admin = (method: 'get' | 'put' | 'post', path: string) =>
      request(ctx.app)[method](path).set('Authorization', auth);

    const source = signingChain(Date.parse('2026-01-01T00:00:00Z') / 1000);
    let relay: DrandRelay;
    const drawPage = async () =>
      (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200)).body as RoundDrawInfo;

    /**
     * The published verifier's reading of draw.json and amendments.json as served now: it must verify, and
     * it prints each receipt number whose state differs from the drawn one, with its state now.
     */
    async function verifiedStates(): Promise<Map<string, string>> {
      const draw = verifier.write(
        (await request(ctx.app).get(`/portal/subscription/${roundId}/draw.json`).expect(200)).text,
      );
      const amendments = verifier.write(
        (await request(ctx.app).get(`/portal/subscription/${roundId}/amendments.json`).expect(200)).text,
      );
      const { code, stdout } = await verifier.run(
        draw,
        '--public-key',
        source.chain.publicKey,
        '--amendments',
        amendments,
      );
      assert.equal(code, 0, stdout);
      assert.match(stdout, /\nverified\n$/);
      const states = new Map<string, string>();
      for (const line of stdout.split('\n')) {
        const changed = /^(\S+) {2}now (.+) \(drawn .+\)$/.exec(line);
        if (changed) states.set(changed[1]!, changed[2]!);
      }
      return states;
    }

    /** What every surface says of each person now. */
    async function surfaces() {
      // the draw page, whose per-receipt-number state its search reads too
      const draw = await drawPage();
      const queue = (await admin('get', `/portal/admin/subscription/${roundId}/review`).expect(200))
        .body as ReviewQueue;
      const { rows: sheet } = await exportedFile(
        admin('post', '/portal/admin/auditLog/export').send({
          roundId,
          search: '',
          reason: '서류 심사 현황 정리',
        }),
      );
      const preview = async (audience: 'winners' | 'reserves') =>
        (
          await admin('post', `/portal/admin/messages/round/${roundId}/notice/preview`)
            .send({ audience, text: '안내드립니다.' })
            .expect(200)
        ).body as NoticePreview;
      const of = async (person: Person) => {
        const statuses = (
          await request(ctx.app)
            .post('/user/applications/status')
            .set(VERIFICATION_HEADER, token(person))
            .expect(200)
        ).body as ApplicationStatus[];
        const lookup = (
          await request(ctx.app)
            .post('/user/subscriptionApplicants/lookup')
            .set(VERIFICATION_HEADER, token(person))
            .send({ name: person.name, phone: person.phone, uid: roundId })
            .expect(200)
        ).body as Applicant;
        const row = sheet.find((line) => line.접수번호 === receipts.get(person))!;
        return {
          // the draw page, and its search, which reads the same map
          draw: draw.changed[receipts.get(person)!]?.state ?? null,
          // the amendments file, as the verifier replays it over draw.json
          verified: (await verifiedStates()).get(receipts.get(person)!) ?? null,
          status: statuses.find((status) => status.roundId === roundId)!,
          lookup: lookup.afterDraw?.label ?? null,
          queue: queue.entries.find((entry) => entry.applicantId === id(person))?.stateLabel ?? null,
          excel: row,
        };
      };
      return {
        of,
        queue,
        draw,
        audiences: async () => ({ winners: await preview('winners'), reserves: await preview('reserves') }),
      };
    }

    /** The same state on the status page, the lookup, the queue and the Excel row, and the draw page's word. */
    async function agree(person: Person, label: string, publicWord: string | null) {
      const seen = await (await surfaces()).of(person);
      assert.equal(seen.status.state.label, label, `${person.name}: status`);
      assert.equal(seen.lookup, label, `${person.name}: lookup`);
      assert.equal(seen.excel.현재상태, label, `${person.name}: Excel`);
      if (seen.status.result.kind === 'won') assert.equal(seen.queue, label, `${person.name}: queue`);
      assert.equal(seen.draw, publicWord, `${person.name}: draw page`);
      assert.equal(seen.verified, publicWord, `${person.name}: amendments file`);
      return seen;
    }

    /** how many of the statements read the table */
    const reads = (sent: string[], table: string) =>
      sent.filter((query) => query.startsWith('select') && query.includes(`from "${table}"`)).length;
    /** the statements a request sends to the database, while one is being counted */
    let statements: string[] | null = null;
    async function statementsOf(send: () => Promise<unknown>): Promise<string[]> {
      statements = [];
      try {
        await send();
        return statements;
      } finally {
        statements = null;
      }
    }

    const settle = () => ctx.jobs.run['draw-retry']();
    before(async () => {
      relay = await startDrandRelay(source);
      ctx = await createTestApp(engine, relayEnv(relay, source), {
        // the statements, not a transaction's own (which the node-postgres driver logs, PGlite's not)
        logQuery: (query) => {
          if (!/^(begin|commit|rollback|savepoint|release)\b/i.test(query)) statements?.push(query);
        },
      });
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await admin('post', '/portal/admin/subscription')
          .send({
            title: '상태 회차',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-04-01T09:00:00+09:00',
            endTs: '2026-04-30T18:00:00+09:00',
            supply: { 'GENERAL-15': { winners: 5, reserves: 2 } },
            drawPlan: { delayHours: 1 },
          })
          .expect(201)
      ).body.id as number;
      ctx.clock.set(new Date('2026-04-10T10:00:00+09:00'));
      for (const person of EVERYONE)
        ids.set(person, await applyAs(ctx.app, roundId, person, ctx.clock.now()));
      await settle();
    });
    after(async () => {
      await ctx.close();
      await relay.close();
    });

    test('before any result, the Excel file has no result column and nobody is 미당첨', async () => {
      const { headers, rows } = await exportedFile(
        admin('post', '/portal/admin/auditLog/export').send({
          roundId,
          search: '',
          reason: '신청 현황 정리',
        }),
      );
      for (const row of rows)
        receipts.set(
          EVERYONE.find((p) => p.name === row.이름)!,
          String(row.접수번호),
        );
      assert.equal(receipts.size, EVERYONE.length);
      assert.ok(!headers.includes('당첨상태') && !headers.includes('현재상태'));
    });

    test('with the results and a deadline, every surface says 당첨(서류 요청), 예비 n 대기 or 미당첨', async () => {
      // closed, then drawn at the beacon's time under the published method
      ctx.clock.set(new Date('2026-05-01T10:00:00+09:00'));
      await admin('put', `/portal/admin/subscription/${roundId}/close`).send({ isClosed: true }).expect(200);
      ctx.clock.set(new Date(beaconRoundTime(source.chain, (await drawPage()).beacon!.round)));
      await admin('post', `/portal/admin/subscription/${roundId}/draw`).expect(200);
      const drawn = [...(await drawPage()).draw!.results['GENERAL-15']!].sort((a, b) => a.rank - b.rank);
      const personOf = (receiptNumber: string) =>
        [...receipts].find(([, receipt]) => receipt === receiptNumber)![0];
      const of = (kind: string) =>
        drawn.filter((row) => row.result.kind === kind).map((row) => personOf(row.receiptNumber));
      [INELIGIBLE, GIVES_UP, LAPSES, CONTRACTS, SUBMITS] = of('won') as [
        Person,
        Person,
        Person,
        Person,
        Person,
      ];
      const numberOf = ({ result }: (typeof drawn)[number]) =>
        result.kind === 'reserve' ? result.reserveNumber : 0;
      const drawnReserves = drawn.filter((row) => row.result.kind === 'reserve');
      drawnReserves.sort((a, b) => numberOf(a) - numberOf(b));
      [RESERVE_1, RESERVE_2] = drawnReserves.map((row) => personOf(row.receiptNumber)) as [Person, Person];
      [NOT_WON] = of('notWon') as [Person];
      ctx.clock.set(new Date('2026-05-02T10:00:00+09:00'));
      await admin('put', `/portal/admin/subscription/${roundId}/after-draw`)
        .send({ documentsDeadline: DEADLINE, contract: null })
        .expect(200);
      await agree(INELIGIBLE, '당첨(서류 요청)', null);
      const reserve = await agree(RESERVE_2, '예비 2 대기 (2번째)', null);
      assert.equal(reserve.status.state.next, 'waitForCall');
      assert.equal(reserve.excel.현재상태, '예비 2 대기 (2번째)');
      const notWon = await agree(NOT_WON, '미당첨', null);
      assert.equal(notWon.excel.추첨결과, '미당첨');
      const { winners, reserves } = await (await surfaces()).audiences();
      assert.equal(winners.summary, '당첨자 5명: 당첨 5');
      assert.equal(reserves.summary, '예비자 2명: 예비 2');
    });

    test("the Excel file's 추첨순위 is the draw's rank: as the draw wrote it, and recomputed for a round drawn before ranks were kept", async () => {
      const drawn = (await drawPage()).draw!.results['GENERAL-15']!;
      const expected = new Map(drawn.map((row) => [row.receiptNumber, row.rank]));
      const stored = await ctx.database.db
        .select({ receiptNumber: applicants.receiptNumber, rank: applicants.drawRank })
        .from(applicants)
        .where(eq(applicants.roundId, roundId));
      assert.deepEqual(new Map(stored.map((row) => [row.receiptNumber, row.rank])), expected);
      const ranksInFile = async () => {
        const { rows } = await exportedFile(
          admin('post', '/portal/admin/auditLog/export').send({ roundId, search: '', reason: '순위 확인' }),
        );
        return new Map(rows.map((row) => [String(row.접수번호), Number(row.추첨순위)]));
      };
      assert.deepEqual(await ranksInFile(), expected);
      // a round drawn before the column existed: the ranks come from the stored draw inputs
      await ctx.database.db.update(applicants).set({ drawRank: null }).where(eq(applicants.roundId, roundId));
      try {
        assert.deepEqual(await ranksInFile(), expected);
      } finally {
        for (const [receiptNumber, rank] of expected)
          await ctx.database.db
            .update(applicants)
            .set({ drawRank: rank })
            .where(and(eq(applicants.roundId, roundId), eq(applicants.receiptNumber, receiptNumber)));
      }
    });

    test('a winner declared 부적격 reads 부적격 everywhere, the draw page included, and leaves the 당첨자', async () => {
      await admin('put', `/portal/admin/review/${id(INELIGIBLE)}/decision`)
        // before the deadline, with nothing uploaded yet: only with why it cannot wait
        .send({
          eligible: false,
          reason: '소득 기준 초과',
          urgentReason: '소득 초과가 공적 자료로 확인되었습니다.',
        })
        .expect(200);
      const seen = await agree(INELIGIBLE, '부적격', '부적격');
      assert.equal(seen.status.state.next, 'contactOffice');
      assert.equal(seen.status.documents.reason, '소득 기준 초과');
      assert.equal(seen.excel.적격, '부적격');
      assert.equal(seen.excel.서류, '온라인 제출 없음');
      // nothing was uploaded: the timeline never says 제출 완료
      assert.ok(!seen.status.timeline.some((step) => step.detail === '제출 완료'));
      const { audiences, queue } = await surfaces();
      const { winners } = await audiences();
      assert.equal(winners.summary, '당첨자 4명: 당첨 4 · 제외: 부적격 1');
      assert.equal(queue.counts.vacated, 1);
    });

    test('a winner who gives up reads 포기 everywhere and is asked for nothing more', async () => {
      await request(ctx.app)
        .post(`/user/applications/${id(GIVES_UP)}/give-up`)
        .set(VERIFICATION_HEADER, token(GIVES_UP))
        .expect(200);
      const seen = await agree(GIVES_UP, '포기', '포기');
      assert.equal(seen.status.documents.stage, 'notRequired');
      assert.deepEqual(seen.status.documents.checklist, []);
      assert.equal(seen.excel.계약, '포기');
      assert.equal(
        (await (await surfaces()).audiences()).winners.summary,
        '당첨자 3명: 당첨 3 · 제외: 부적격 1, 포기 1',
      );
    });

    test('one who misses the deadline reads 기한 경과 once it has passed', async () => {
      for (const item of REQUIRED) {
        const sent = await statementsOf(() =>
          request(ctx.app)
            .post(`/user/applications/${id(SUBMITS)}/documents/${item}`)
            .set(VERIFICATION_HEADER, token(SUBMITS))
            .attach('files', PDF, `${item}.pdf`)
            .expect(201),
        );
        // checked once before the body (5 reads) and once under the lock (the audit chain's lock, 5
        // reads, the rows and the audit entry): 18 when the use case asked the first check again
        assert.ok(sent.length <= 13, `${sent.length} statements:\n${sent.join('\n')}`);
        assert.equal(reads(sent, 'applicants'), 2);
      }
      await request(ctx.app)
        .post(`/user/applications/${id(SUBMITS)}/documents/submit`)
        .set(VERIFICATION_HEADER, token(SUBMITS))
        .expect(200);
      await admin('put', `/portal/admin/review/${id(CONTRACTS)}/decision`)
        .send({ eligible: true })
        .expect(200);
      await agree(LAPSES, '당첨(서류 요청)', null);
      ctx.clock.set(new Date('2026-05-11T09:00:00+09:00'));
      // the lapse sweep (every minute on a server) writes the 기한 경과 and refreshes the public pages
      assert.equal(await ctx.jobs.run.lapses(), 1);
      const seen = await agree(LAPSES, '기한 경과', '기한 경과');
      assert.equal(seen.status.state.next, 'contactOffice');
      assert.equal(seen.excel.서류, '미제출');
      await agree(SUBMITS, '서류 제출', null);
      await agree(CONTRACTS, '적격', null);
      const vacancies = (
        await admin('get', `/portal/admin/subscription/${roundId}/reserve-calls`).expect(200)
      ).body as Vacancies;
      const byReceipt = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
      assert.deepEqual(
        vacancies.open
          .map((place) => [place.receiptNumber, place.reason, place.nextReserve?.reserveNumber])
          .sort(byReceipt),
        [
          [receipts.get(INELIGIBLE), 'ineligible', 1],
          [receipts.get(GIVES_UP), 'givenUp', 1],
          [receipts.get(LAPSES), 'lapsed', 1],
        ].sort(byReceipt),
      );
      assert.equal(
        (await (await surfaces()).audiences()).winners.summary,
        '당첨자 2명: 당첨 2 · 제외: 부적격 1, 포기 1, 기한 경과 1',
      );
      // the queue counts nobody out as still 제출 대기
      assert.deepEqual(
        (({ requested, submitted, eligible, ineligible, late, givenUp, current, vacated }) => ({
          requested,
          submitted,
          eligible,
          ineligible,
          late,
          givenUp,
          current,
          vacated,
        }))((await surfaces()).queue.counts),
        {
          requested: 0,
          submitted: 1,
          eligible: 1,
          ineligible: 1,
          late: 1,
          givenUp: 1,
          current: 2,
          vacated: 3,
        },
      );
    });

    test('a called reserve reads 당첨(추가) everywhere and joins the 당첨자; the lapsed place can be filled too', async () => {
      const sent = await statementsOf(() =>
        admin('post', `/portal/admin/subscription/${roundId}/reserve-calls`)
          .send({ vacancyApplicantId: id(INELIGIBLE) })
          .expect(201),
      );
      // the round's applications, calls and settings read once (22 statements when the calls and the
      // settings were read again beside the statuses)
      assert.ok(sent.length <= 20, `${sent.length} statements:\n${sent.join('\n')}`);
      for (const table of ['applicants', 'reserve_calls', 'round_after_draw'])
        assert.equal(reads(sent, table), 1, table);
      const called = await agree(RESERVE_1, '당첨(추가, 서류 요청)', '당첨(추가)');
      assert.equal(called.status.result.label, '예비 1 → 당첨(추가)');
      assert.equal(called.excel.추첨결과, '예비 1 → 당첨(추가)');
      // the public moves before it were the 부적격, the 포기 and the sweep's 기한 경과: the call is the fourth
      assert.equal((await surfaces()).draw.changed[receipts.get(RESERVE_1)!]?.amendment, 4);
      assert.equal((await surfaces()).draw.changed[receipts.get(INELIGIBLE)!]?.amendment, 1);
      await agree(RESERVE_2, '예비 2 대기 (1번째)', null);
      const { winners, reserves } = await (await surfaces()).audiences();
      assert.equal(winners.summary, '당첨자 3명: 당첨 2, 당첨(추가) 1 · 제외: 부적격 1, 포기 1, 기한 경과 1');
      assert.equal(reserves.summary, '예비자 1명: 예비 1 · 제외: 호출된 예비 1');
      await admin('post', `/portal/admin/subscription/${roundId}/reserve-calls`)
        .send({ vacancyApplicantId: id(LAPSES) })
        .expect(201);
      await agree(RESERVE_2, '당첨(추가, 서류 요청)', '당첨(추가)');
      // the lapsed place's 기한 경과 was written by the sweep, before the call that fills it
      assert.deepEqual(
        (await drawPage()).amendments.map(({ number, oldState, newState }) => [number, oldState, newState]),
        [
          [1, '당첨', '부적격'],
          [2, '당첨', '포기'],
          [3, '당첨', '기한 경과'],
          [4, '예비 1', '당첨(추가)'],
          [5, '예비 2', '당첨(추가)'],
        ],
      );
      // a later deadline for the lapsed winner does not bring back a place a reserve took
      await admin('put', `/portal/admin/review/${id(LAPSES)}/deadline`)
        .send({ deadline: '2026-05-20T23:59:59+09:00' })
        .expect(200);
      await agree(LAPSES, '기한 경과', '기한 경과');
      // nor is the lapsed winner reminded of that later deadline the day before it
      const at = ctx.clock.now();
      ctx.clock.set(new Date('2026-05-19T10:00:00+09:00'));
      await enqueueDeadlineReminders(ctx.database.db, ctx.clock.now());
      ctx.clock.set(at);
      const reminded = await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.event, 'deadlineReminder'), eq(outboxMessages.applicantId, id(LAPSES))));
      assert.deepEqual(reminded, []);
    });

    test('a completed contract reads 계약 완료 in the lists, still 당첨 in public, and the notice reaches exactly the 당첨자', async () => {
      await admin('put', `/portal/admin/subscription/${roundId}/after-draw`)
        .send({
          documentsDeadline: DEADLINE,
          contract: { date: '2026-06-01', time: '10:00', place: '관리사무소', bring: '신분증' },
        })
        .expect(200);
      await admin('put', `/portal/admin/review/${id(CONTRACTS)}/contract`).expect(200);
      const seen = await agree(CONTRACTS, '계약 완료', null);
      assert.equal(seen.excel.계약, '계약 완료');
      assert.equal(seen.excel.적격, '적격');
      const { winners } = await (await surfaces()).audiences();
      assert.equal(winners.summary, '당첨자 4명: 당첨 2, 당첨(추가) 2 · 제외: 부적격 1, 포기 1, 기한 경과 1');
      const noticeId = '5b0c7c55-0d6a-4c59-9d39-0f1b8c2b6f11';
      const sent = await admin('post', `/portal/admin/messages/round/${roundId}/notice`)
        .send({ audience: 'winners', text: '계약 일정 안내입니다.', noticeId })
        .expect(200);
      assert.equal(sent.body.queued, 4);
      const got = await ctx.database.db
        .select({ applicantId: outboxMessages.applicantId })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.event, 'adminNotice'), eq(outboxMessages.eventKey, noticeId)));
      assert.deepEqual(
        got.map((row) => row.applicantId).sort((a, b) => a - b),
        [CONTRACTS, SUBMITS, RESERVE_1, RESERVE_2].map(id).sort((a, b) => a - b),
      );
    });
  });
}
