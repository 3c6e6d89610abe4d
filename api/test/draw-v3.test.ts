// draw/v3 through the API: witnesses commit before the close and reveal before the beacon's time, and
// nothing an admin can type after the freeze changes the seed. Legacy draw/v2 rounds in flight keep their
// witnessed number, refused once the beacon is public and voided by 마감 해제.
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  drawMessages,
  type DrawRunSummary,
  type RoundDrawInfo,
} from '@portal/shared-types/draw/draw-api.schema';
import {
  drawFileTextV3,
  drawSeedV3,
  verifyDrawFileV3,
  witnessCommitment,
  type CommitmentV3,
  type DrawFileV3,
} from '@portal/shared-types/draw/draw-v3';
import { sha256Hex } from '@portal/shared-types/draw/frozen-list';
import { beaconRoundTime, OPERATOR_CHOICE_WARNING } from '@portal/shared-types/draw/draw-plan';
import { insertApplicant } from '../src/applicants/applicants-repository';
import { adminUsers, auditLog } from '../src/db/schema';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken } from './support/tokens';
import { generalApplication } from './support/applications';
import { setLegacyPlan } from './support/legacy-plan';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from './support/drand-relay';

const REPO = path.resolve(import.meta.dirname, '..', '..');
const PLACE = '관리사무소 1층 회의실, 생중계 https://example.org/live';

/** A witness's secret as their browser makes it, and the commitment it sends. */
function witness(value: string) {
  const salt = randomBytes(16).toString('hex');
  return { value, salt, commitment: witnessCommitment(salt, value) };
}

/** The round's body; each round of the file has its own period (open rounds may not overlap). */
const roundBody = (month: string, drawPlan?: object) => ({
  title: `2026년 ${month}월 모집`,
  description: '',
  subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
  startTs: `2026-${month}-01T09:00:00+09:00`,
  endTs: `2026-${month}-10T18:00:00+09:00`,
  supply: { 'GENERAL-15': { winners: 2, reserves: 1 }, 'SPECIAL-15': { winners: 1, reserves: 1 } },
  ...(drawPlan ? { drawPlan } : {}),
});

for (const engine of engines()) {
  describe(`draw/v3 witnesses on ${engine}`, () => {
    const source = signingChain(Date.parse('2026-01-01T00:00:00Z') / 1000);
    let relay: DrandRelay;
    let ctx: TestContext;
    const auth = bearer(adminToken());
    let second: string;
    let third: string;
    let roundId: number;
    const [a1, b1, a2, b2] = [witness('000123'), witness('987654'), witness('000123'), witness('555555')];

    const api = () => request(ctx.app);
    const info = async (id = roundId) =>
      (await api().get(`/portal/subscription/${id}/draw`).expect(200)).body as RoundDrawInfo;
    const close = (isClosed: boolean, id = roundId) =>
      api().put(`/portal/admin/subscription/${id}/close`).set('Authorization', auth).send({ isClosed });
    const commit = (as: string, commitment: string, id = roundId) =>
      api()
        .post(`/portal/admin/subscription/${id}/draw/witnesses`)
        .set('Authorization', as)
        .send({ commitment, place: PLACE });
    const reveal = (as: string, { value, salt }: { value: string; salt: string }, id = roundId) =>
      api()
        .put(`/portal/admin/subscription/${id}/draw/witnesses`)
        .set('Authorization', as)
        .send({ value, salt, place: '온라인 생중계' });
    const legacyWitness = (as: string, number: string, id = roundId) =>
      api()
        .put(`/portal/admin/subscription/${id}/draw/witness`)
        .set('Authorization', as)
        .send({ number, place: PLACE });
    const refusal = async (answer: Promise<request.Response>, status: number, message: string) => {
      const res = await answer;
      assert.equal(res.status, status, `${status} expected, got ${res.status}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.message, message);
    };
    const createRound = async (month: string, drawPlan?: object) =>
      (
        await api()
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send(roundBody(month, drawPlan))
      ).body.id as number;

    before(async () => {
      relay = await startDrandRelay(source);
      ctx = await createTestApp(engine, relayEnv(relay, source));
      for (const name of ['second-admin', 'third-admin'])
        await ctx.database.db
          .insert(adminUsers)
          .values({ username: name, passwordHash: 'none', roles: [...ADMIN_ROLES] });
      second = bearer(await sessionToken(ctx.database.db, 'second-admin'));
      third = bearer(await sessionToken(ctx.database.db, 'third-admin'));
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      roundId = await createRound('04', { delayHours: 1, witnesses: 2 });
      const at = new Date('2026-04-05T10:00:00+09:00');
      for (let i = 0; i < 4; i += 1) {
        const phone = (prefix: number) => `010-${prefix}-${String(i).padStart(4, '0')}`;
        await insertApplicant(
          ctx.database.db,
          generalApplication(roundId, { name: `일반${i}`, phone: phone(1000) }),
          at,
        );
        await insertApplicant(
          ctx.database.db,
          {
            ...generalApplication(roundId, { name: `특별${i}`, phone: phone(2000) }, 'SPECIAL-15'),
            income: (i % 2) + 1,
            regional: (i % 3) + 1,
            car: false,
            assetBasis: true,
          },
          at,
        );
      }
    });
    after(async () => {
      await ctx.close();
      await relay.close();
    });

    test('when witnesses commit before the close, then two admins count once each, and a second try, a third witness or a reused digest are refused', async () => {
      ctx.clock.set(new Date('2026-04-08T10:00:00+09:00'));
      const open = await info();
      assert.equal(open.method, 'draw/v3');
      assert.equal(open.planWarning, null);
      assert.deepEqual(open.plan, {
        beacon: { chainHash: source.chain.chainHash, delayHours: 1 },
        witnessedDigits: null,
        witnesses: 2,
      });
      const first = (await commit(auth, a1.commitment).expect(200)).body as RoundDrawInfo;
      assert.deepEqual(
        first.witnesses.map(({ commitment, by, place, reveal }) => ({ commitment, by, place, reveal })),
        [{ commitment: a1.commitment, by: 'test-admin', place: PLACE, reveal: null }],
      );
      await refusal(commit(auth, b1.commitment), 409, drawMessages.commitTwice);
      await refusal(commit(second, a1.commitment), 409, drawMessages.commitReused);
      await refusal(commit(second, 'A'.repeat(64)), 400, drawMessages.commitmentInvalid);
      await refusal(reveal(auth, a1), 409, drawMessages.revealBeforeFreeze);
      await commit(second, b1.commitment).expect(200);
      await refusal(commit(third, witness('111111').commitment), 409, drawMessages.commitFull(2));
      assert.equal((await info()).witnesses.length, 2);
      const logged = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.roundId, roundId), eq(auditLog.action, 'witness-commit')))
        .orderBy(asc(auditLog.id));
      assert.deepEqual(
        logged.map((entry) => entry.after),
        [
          { commitment: a1.commitment, place: PLACE },
          { commitment: b1.commitment, place: PLACE },
        ],
        'the log holds the commitment and the place, never a value',
      );
    });

    test('when the round closes, then the commitment binds the chain key and both commitments; reveals are refused unless they match, and once', async () => {
      ctx.clock.set(new Date('2026-04-11T10:00:00+09:00'));
      await close(true).expect(200);
      const page = await info();
      const committed = JSON.parse(page.frozen!.commitment!) as CommitmentV3;
      assert.deepEqual(committed.beacon, {
        chainHash: source.chain.chainHash,
        publicKey: source.chain.publicKey,
        round: page.beacon!.round,
      });
      assert.deepEqual(committed.witnesses, [a1.commitment, b1.commitment].sort());
      assert.equal(
        page.revealUntil,
        new Date(beaconRoundTime(source.chain, page.beacon!.round)).toISOString(),
      );
      assert.deepEqual(
        page.history.map(({ kind, freeze, method }) => [kind, freeze, method]),
        [['freeze', 1, 'draw/v3']],
      );
      await refusal(commit(third, witness('222222').commitment), 409, drawMessages.commitAfterClose);
      await refusal(reveal(auth, { value: a1.value, salt: b1.salt }), 409, drawMessages.revealMismatch);
      assert.deepEqual(
        (await info()).witnesses.map((row) => row.reveal),
        [null, null],
        'nothing changed',
      );
      // any admin may bring the value and salt: they are the proof
      const revealed = (await reveal(third, a1).expect(200)).body as RoundDrawInfo;
      assert.equal(revealed.witnesses[0]!.reveal?.value, '000123');
      assert.equal(revealed.witnesses[0]!.reveal?.by, 'third-admin');
      await refusal(reveal(auth, a1), 409, drawMessages.revealTwice);
    });

    test('when the round is reopened and closed again, then the earlier commitments and reveals count for nothing, and the earlier freeze still downloads', async () => {
      ctx.clock.set(new Date('2026-04-11T10:10:00+09:00'));
      const first = await info();
      await close(false).expect(200);
      assert.deepEqual((await info()).witnesses, [], 'a new cycle: nobody has committed in it');
      await refusal(commit(auth, a1.commitment), 409, drawMessages.commitReused);
      await commit(auth, a2.commitment).expect(200);
      await commit(second, b2.commitment).expect(200);
      ctx.clock.set(new Date('2026-04-11T10:20:00+09:00'));
      await close(true).expect(200);
      const page = await info();
      assert.deepEqual(
        page.witnesses.map((row) => row.commitment),
        [a2.commitment, b2.commitment],
      );
      assert.deepEqual(JSON.parse(page.frozen!.commitment!).witnesses, [a2.commitment, b2.commitment].sort());
      await refusal(reveal(auth, b1), 409, drawMessages.revealMismatch);
      assert.deepEqual(
        page.history.map(({ kind, freeze }) => [kind, freeze]),
        [
          ['freeze', 1],
          ['reopen', null],
          ['freeze', 2],
        ],
      );
      for (const [n, event] of [
        [1, page.history[0]!],
        [2, page.history[2]!],
      ] as const) {
        const list = await api().get(`/portal/subscription/${roundId}/freezes/${n}/list.json`).expect(200);
        assert.equal(sha256Hex(list.text), event.listDigest);
        const commitment = await api()
          .get(`/portal/subscription/${roundId}/freezes/${n}/commitment.json`)
          .expect(200);
        assert.equal(sha256Hex(commitment.text), event.commitmentDigest);
      }
      assert.equal(page.history[0]!.commitmentDigest, first.frozen!.commitmentDigest);
      const missing = await api().get(`/portal/subscription/${roundId}/freezes/3/list.json`).expect(404);
      assert.match(missing.body.message, /마감/);
      await api().get(`/portal/subscription/${roundId}/freezes/x/commitment.json`).expect(400);
    });

    test('when someone tries number after number with the list frozen, then every try is refused and only the committed values and the beacon make the seed', async () => {
      await reveal(auth, a2).expect(200);
      const digest = (await info()).frozen!.commitmentDigest;
      const statuses = new Set<number>();
      // each number through one of the three doors in turn: the legacy number, a commitment, a reveal
      const tries = [
        (as: string, number: string) => legacyWitness(as, number),
        (as: string, number: string) =>
          commit(as, witnessCommitment(randomBytes(16).toString('hex'), number)),
        (as: string, number: string) => reveal(as, { value: number, salt: randomBytes(16).toString('hex') }),
      ];
      for (let i = 0; i < 201; i += 1) {
        const number = String(i * 4999)
          .padStart(6, '0')
          .slice(-6);
        statuses.add((await tries[i % 3]!([auth, second, third][Math.floor(i / 3) % 3]!, number)).status);
      }
      assert.deepEqual([...statuses].sort(), [400, 409], 'refused every time, never a 5xx');
      const page = await info();
      assert.equal(page.frozen!.commitmentDigest, digest);
      assert.deepEqual(
        page.witnesses.map((row) => row.reveal?.value ?? null),
        ['000123', null],
      );
      ctx.clock.set(new Date(beaconRoundTime(source.chain, page.beacon!.round)));
      await refusal(reveal(second, b2), 409, drawMessages.revealAfterBeacon);
      await refusal(close(false), 409, drawMessages.reopenAfterRandomness);
      const ran = await api()
        .post(`/portal/admin/subscription/${roundId}/draw`)
        .set('Authorization', auth)
        .expect(200);
      const drawn = await info();
      const beacon = source.beacon(page.beacon!.round)!;
      // the run answers a summary, not the draw page: no list, no result of any applicant
      const summary = ran.body as DrawRunSummary;
      assert.equal(summary.seed, drawn.draw!.seed);
      assert.equal(summary.method, 'draw/v3');
      assert.equal(summary.listDigest, page.frozen!.listDigest);
      assert.equal(summary.commitmentDigest, digest);
      assert.equal(summary.beaconRound, beacon.round);
      assert.equal(summary.applicants, page.frozen!.list.length);
      assert.deepEqual(
        summary.supply.map(({ supplyType, applicants, won, reserve, notWon }) => ({
          supplyType,
          applicants,
          won,
          reserve,
          notWon,
        })),
        Object.entries(drawn.draw!.results)
          .sort(
            ([a], [b]) =>
              summary.supply.findIndex((row) => row.supplyType === a) -
              summary.supply.findIndex((row) => row.supplyType === b),
          )
          .map(([supplyType, rows]) => ({
            supplyType,
            applicants: rows.length,
            won: rows.filter((row) => row.result.kind === 'won').length,
            reserve: rows.filter((row) => row.result.kind === 'reserve').length,
            notWon: rows.filter((row) => row.result.kind === 'notWon').length,
          })),
      );
      for (const row of page.frozen!.list) assert.ok(!ran.text.includes(row.receiptNumber));
      // its size follows the supply types, not the applicants: a few hundred bytes a type
      assert.ok(ran.text.length < 400 + 300 * summary.supply.length, `${ran.text.length} bytes`);
      const expected = drawSeedV3(digest!, JSON.parse(page.frozen!.commitment!) as CommitmentV3, {
        beaconRound: beacon.round,
        beaconRandomness: beacon.randomness,
        beaconSignature: beacon.signature,
        reveals: [{ commitment: a2.commitment, value: a2.value, salt: a2.salt }],
      });
      assert.equal(drawn.draw!.seed, expected);
      const answer = await api()
        .get(`/portal/subscription/${roundId}/draw.json`)
        .expect('Content-Type', /application\/json/)
        .expect(200);
      const file = JSON.parse(answer.text) as DrawFileV3;
      assert.equal(answer.text, drawFileTextV3(file), 'the canonical bytes');
      assert.deepEqual(verifyDrawFileV3(file, digest!), []);
      assert.deepEqual(file.randomness.reveals, [
        ...[
          { commitment: a2.commitment, value: a2.value, salt: a2.salt },
          { commitment: b2.commitment, value: null, salt: null },
        ].sort((x, y) => (x.commitment < y.commitment ? -1 : 1)),
      ]);
      const reveals = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.roundId, roundId), inArray(auditLog.action, ['witness-reveal'])));
      assert.deepEqual(
        reveals.map((entry) => entry.after),
        [
          { commitment: a1.commitment, value: a1.value, salt: a1.salt, place: '온라인 생중계' },
          { commitment: a2.commitment, value: a2.value, salt: a2.salt, place: '온라인 생중계' },
        ],
      );
    });

    test('when the method is asked, then draw/v3 answers, and the draw/v2 text stays at its own address', async () => {
      const docs = (name: string) => readFileSync(path.join(REPO, 'docs', name), 'utf8');
      const method = await api().get('/portal/draw-method').expect(200);
      assert.deepEqual(method.body, { version: 'draw/v3', text: docs('draw-method-v3.md') });
      assert.equal(
        (await api().get('/portal/draw-method-v3.txt').expect(200)).text,
        docs('draw-method-v3.md'),
      );
      assert.equal(
        (await api().get('/portal/draw-method-v2.txt').expect(200)).text,
        docs('draw-method-v2.md'),
      );
    });

    test('when a draw/v2 round is in flight, then its number is refused once the beacon is public, and 마감 해제 voids an entry made before it', async () => {
      ctx.clock.set(new Date('2026-05-20T10:00:00+09:00'));
      const legacy = await createRound('06');
      await setLegacyPlan(ctx, legacy, {
        beacon: { chainHash: source.chain.chainHash, delayHours: 1 },
        witnessedDigits: 6,
      });
      const onlyNumber = await createRound('07');
      await setLegacyPlan(ctx, onlyNumber, { beacon: null, witnessedDigits: 4 });
      const warned = await info(onlyNumber);
      assert.equal(warned.method, 'draw/v2');
      assert.equal(warned.planWarning, OPERATOR_CHOICE_WARNING, 'said from the creation on');
      assert.equal((await info(legacy)).planWarning, null);
      await refusal(commit(auth, witness('123456').commitment, legacy), 409, drawMessages.commitNotPlanned);
      ctx.clock.set(new Date('2026-06-11T10:00:00+09:00'));
      await close(true, legacy).expect(200);
      assert.equal(
        (await legacyWitness(auth, '424242', legacy).expect(200)).body.witnessPending.by,
        'test-admin',
      );
      await close(false, legacy).expect(200);
      assert.equal((await info(legacy)).witnessPending, null, 'the reopening voids the waiting entry');
      await close(true, legacy).expect(200);
      const waiting = (await legacyWitness(second, '424242', legacy).expect(200)).body as RoundDrawInfo;
      assert.equal(waiting.witnessed, null, 'the entry before the reopening does not count');
      assert.equal(waiting.witnessPending?.by, 'second-admin');
      ctx.clock.set(new Date(beaconRoundTime(source.chain, waiting.beacon!.round)));
      await refusal(legacyWitness(auth, '424242', legacy), 409, drawMessages.witnessedAfterBeacon);
      assert.equal((await info(legacy)).witnessed, null);
      // without its number it can never be drawn: it may be reopened, the beacon it missed counts for nothing
      await close(false, legacy).expect(200);
    });
  });
}
