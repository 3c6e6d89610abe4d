// The round's amendments file (amendments.json) through the API, on each database engine: a drawn round,
// a 포기 and its reserve call and a 부적격; the file is served in its exact text, chained, and the
// published verifier checks it with draw.json. A file with an entry removed or edited, a row edited in the
// database, or a correctly chained reserve call that jumps over 예비 1 is NOT verified.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import {
  amendmentsChainError,
  amendmentsFileText,
  chainEntry,
  type AmendmentsFile,
  type UnhashedEntry,
} from '@portal/shared-types/draw/amendments-file';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { beaconRoundTime } from '@portal/shared-types/draw/draw-plan';
import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { insertApplicant } from '../src/applicants/applicants-repository';
import { createPublicCache } from '../src/cache/public-cache';
import { winningAmendments } from '../src/db/schema';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from './support/drand-relay';
import { generalApplication, type Person } from './support/applications';
import { publishedVerifierForTests } from './support/published-verifier';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

const published = publishedVerifierForTests('portal-amendments-');
const write = (text: string) => published.write(text);
const verify = (...args: string[]) => published.run(...args);

const people: Person[] = Array.from({ length: 5 }, (_, i) => ({
  name: `신청${i}`,
  phone: `0103000000${i}`,
}));
const seoulEnd = (day: string) => new Date(`${day}T23:59:59.999+09:00`).toISOString();

for (const engine of engines()) {
  describe(`the amendments file on ${engine}`, () => {
    const source = signingChain(Date.parse('2026-01-01T00:00:00Z') / 1000);
    const cache = createPublicCache({ clock: { now: () => new Date() } });
    const auth = bearer(adminToken());
    let relay: DrandRelay;
    let ctx: TestContext;
    let roundId: number;
    /** receipt number → the person and the application id */
    const byReceipt = new Map<string, { person: Person; id: number }>();
    let winners: string[];
    let reserves: string[];

    const api = () => request(ctx.app);
    const info = async () =>
      (await api().get(`/portal/subscription/${roundId}/draw`).expect(200)).body as RoundDrawInfo;
    const download = () => api().get(`/portal/subscription/${roundId}/amendments.json`);
    const file = async () => JSON.parse((await download().expect(200)).text) as AmendmentsFile;
    const keyArgs = () => ['--public-key', source.chain.publicKey];

    before(async () => {
      relay = await startDrandRelay(source);
      ctx = await createTestApp(engine, relayEnv(relay, source), { cache });
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = (
        await api()
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title: '2026년 4월 모집',
            description: '',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-04-01T09:00:00+09:00',
            endTs: '2026-04-10T18:00:00+09:00',
            supply: { 'GENERAL-15': { winners: 2, reserves: 2 } },
            drawPlan: { delayHours: 1 },
          })
          .expect(201)
      ).body.id as number;
      for (const person of people) {
        const record = await insertApplicant(
          ctx.database.db,
          generalApplication(roundId, person),
          new Date('2026-04-05T10:00:00+09:00'),
        );
        byReceipt.set(record.receiptNumber!, { person, id: record.id });
      }
    });
    after(async () => {
      await ctx.close();
      await relay.close();
    });

    test('before the draw there is no file: 404 in Korean, and the page has no head', async () => {
      const res = await download().expect(404);
      assert.equal(res.body.message, drawMessages.noDraw);
      assert.equal((await info()).amendmentsFile, null);
    });

    test('once drawn, the file is empty, its head the genesis, and the page shows both', async () => {
      ctx.clock.set(new Date('2026-04-11T10:00:00+09:00'));
      await api()
        .put(`/portal/admin/subscription/${roundId}/close`)
        .set('Authorization', auth)
        .send({ isClosed: true })
        .expect(200);
      const frozen = await info();
      ctx.clock.set(new Date(beaconRoundTime(source.chain, frozen.beacon!.round)));
      await api().post(`/portal/admin/subscription/${roundId}/draw`).set('Authorization', auth).expect(200);
      const page = await info();
      const results = page.draw!.results['GENERAL-15']!;
      winners = results.filter((row) => row.result.kind === 'won').map((row) => row.receiptNumber);
      reserves = results
        .filter((row) => row.result.kind === 'reserve')
        .sort((a, b) => a.rank - b.rank)
        .map((row) => row.receiptNumber);
      assert.equal(winners.length, 2);
      assert.equal(reserves.length, 2);
      const res = await download().expect(200).expect('Content-Type', 'application/json; charset=utf-8');
      const empty = JSON.parse(res.text) as AmendmentsFile;
      assert.equal(res.text, amendmentsFileText(empty), 'exactly the text amendmentsFileText gives');
      assert.equal(empty.roundId, roundId);
      assert.equal(empty.listDigest, page.frozen!.listDigest);
      assert.deepEqual(empty.entries, []);
      assert.equal(empty.head, empty.genesis);
      assert.equal(amendmentsChainError(empty), null);
      assert.deepEqual(page.amendmentsFile, { count: 0, head: empty.head, genesis: empty.genesis });
    });

    test('a 포기, its reserve call and a 부적격 are chained, and the verifier replays them with draw.json', async () => {
      const [first, second] = winners as [string, string];
      const { person, id } = byReceipt.get(first)!;
      await api()
        .put(`/portal/admin/subscription/${roundId}/after-draw`)
        .set('Authorization', auth)
        .send({ documentsDeadline: seoulEnd('2026-05-10'), contract: null })
        .expect(200);
      await api()
        .post(`/user/applications/${id}/give-up`)
        .set(VERIFICATION_HEADER, verificationToken(person.name, person.phone, ctx.clock.now()))
        .expect(200);
      await api()
        .post(`/portal/admin/subscription/${roundId}/reserve-calls`)
        .set('Authorization', auth)
        .send({ vacancyApplicantId: id })
        .expect(201);
      await api()
        .put(`/portal/admin/review/${byReceipt.get(second)!.id}/decision`)
        .set('Authorization', auth)
        .send({
          eligible: false,
          reason: '무주택 요건을 충족하지 않습니다.',
          urgentReason: '본인이 요건 미충족을 서면으로 확인했습니다.',
        })
        .expect(200);

      const res = await download().expect(200);
      const served = JSON.parse(res.text) as AmendmentsFile;
      assert.equal(res.text, amendmentsFileText(served));
      assert.equal(amendmentsChainError(served), null);
      const call = served.entries.find((entry) => entry.move === 'reserveCalled')!;
      assert.deepEqual(
        { receiptNumber: call.receiptNumber, from: call.from, to: call.to, place: call.place },
        { receiptNumber: reserves[0], from: '예비 1', to: '당첨(추가)', place: first },
      );
      assert.ok(!res.text.includes(person.name), 'no name in the public file');
      const page = await info();
      assert.deepEqual(page.amendmentsFile, {
        count: served.entries.length,
        head: served.head,
        genesis: served.genesis,
      });
      assert.deepEqual(
        page.amendments.map((row) => [row.number, row.receiptNumber, row.move]),
        served.entries.map((entry) => [entry.n, entry.receiptNumber, entry.move]),
        'the page lists the same rows as the file',
      );

      const draw = write((await api().get(`/portal/subscription/${roundId}/draw.json`).expect(200)).text);
      const amendments = write(res.text);
      const verified = await verify(draw, ...keyArgs(), '--amendments', amendments);
      assert.equal(verified.code, 0, verified.stdout);
      assert.match(verified.stdout, new RegExp(`${first}  now 포기 \\(drawn 당첨\\)`));
      assert.match(verified.stdout, new RegExp(`${reserves[0]}  now 당첨\\(추가\\) \\(drawn 예비 1\\)`));
      assert.match(verified.stdout, new RegExp(`${second}  now 부적격 \\(drawn 당첨\\)`));
      assert.ok(
        verified.stdout.includes(
          `amendments verified: ${served.entries.length} entries, head ${served.head}`,
        ),
      );
      assert.match(verified.stdout, /\nverified\n$/);
    });

    test('a file with an entry removed or a reason edited is NOT verified, naming the entry', async () => {
      const served = await file();
      const draw = write((await api().get(`/portal/subscription/${roundId}/draw.json`).expect(200)).text);
      const removed = { ...served, entries: served.entries.slice(1) };
      const withoutFirst = await verify(
        draw,
        ...keyArgs(),
        '--amendments',
        write(amendmentsFileText(removed)),
      );
      assert.equal(withoutFirst.code, 1);
      assert.match(
        withoutFirst.stdout,
        /NOT verified: amendments: the chain does not hold: entry 1 is numbered 2/,
      );
      const edited = structuredClone(served);
      edited.entries[1]!.reason = '운영자 재량';
      const editedRun = await verify(draw, ...keyArgs(), '--amendments', write(amendmentsFileText(edited)));
      assert.equal(editedRun.code, 1);
      assert.match(
        editedRun.stdout,
        /NOT verified: amendments: the chain does not hold: entry 2 does not match its hash/,
      );
    });

    test('a reserve call that jumps over 예비 1 to 예비 2, correctly chained, is NOT verified, naming the jump', async () => {
      const served = await file();
      const [first] = winners as [string];
      const entries: UnhashedEntry[] = [
        {
          receiptNumber: first,
          move: 'gaveUp',
          from: '당첨',
          to: '포기',
          reason: '당첨자 계약 포기',
          place: null,
          at: '2026-04-12T01:00:00.000Z',
        },
        {
          receiptNumber: reserves[1]!,
          move: 'reserveCalled',
          from: '예비 2',
          to: '당첨(추가)',
          reason: '당첨자 계약 포기에 따른 예비 입주자 추가 당첨',
          place: first,
          at: '2026-04-12T02:00:00.000Z',
        },
      ];
      let head = served.genesis;
      const chained = entries.map((entry, index) => {
        const next = chainEntry(entry, index + 1, head);
        head = next.hash;
        return next;
      });
      const forged: AmendmentsFile = { ...served, entries: chained, head };
      assert.equal(amendmentsChainError(forged), null, 'the chain itself holds');
      const draw = write((await api().get(`/portal/subscription/${roundId}/draw.json`).expect(200)).text);
      const result = await verify(draw, ...keyArgs(), '--amendments', write(amendmentsFileText(forged)));
      assert.equal(result.code, 1);
      assert.ok(
        result.stdout.includes(
          `NOT verified: amendments entry 2: the place ${first} went to 예비 2 (${reserves[1]}), but 예비 1 (${reserves[0]}) of GENERAL-15 was still waiting`,
        ),
        result.stdout,
      );
    });

    test('a row edited in the database breaks the served chain for anyone checking', async () => {
      const [row] = await ctx.database.db
        .select()
        .from(winningAmendments)
        .where(eq(winningAmendments.roundId, roundId))
        .orderBy(winningAmendments.id)
        .limit(1);
      await cache.writing('rounds', () =>
        ctx.database.db.execute(
          sql`update winning_amendments set reason = '운영자 재량' where id = ${row!.id}`,
        ),
      );
      const served = await file();
      assert.equal(amendmentsChainError(served), 'entry 1 does not match its hash');
      const draw = write((await api().get(`/portal/subscription/${roundId}/draw.json`).expect(200)).text);
      const result = await verify(draw, ...keyArgs(), '--amendments', write(amendmentsFileText(served)));
      assert.equal(result.code, 1);
      assert.match(
        result.stdout,
        /NOT verified: amendments: the chain does not hold: entry 1 does not match its hash/,
      );
    });
  });
}
