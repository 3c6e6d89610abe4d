import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { drawMessages, type RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { changeMessages } from '@portal/shared-types/after-draw/change-rules';
import { canonicalListJson, sha256Hex } from '@portal/shared-types/draw/frozen-list';
import { verifyDrawFile, type DrawFile } from '@portal/shared-types/draw/draw';
import { listTextV2, verifyDrawFileV2, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import { drawFileTextV3, verifyDrawFileV3, type DrawFileV3 } from '@portal/shared-types/draw/draw-v3';
import { adminUsers } from '../src/db/schema';
import { beaconRoundTime } from '@portal/shared-types/draw/draw-plan';
import { insertApplicant } from '../src/applicants/applicants-repository';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken } from './support/tokens';
import { generalApplication } from './support/applications';
import { setLegacyPlan } from './support/legacy-plan';
import { RECORDED, relayEnv, signingChain, startDrandRelay, type DrandRelay } from './support/drand-relay';

const OPEN = { startTs: '2026-04-01T09:00:00+09:00', endTs: '2026-04-30T18:00:00+09:00' };
const AFTER_END = new Date('2026-05-01T10:00:00+09:00');

const roundBody = (extra: object = {}) => ({
  title: '2026년 1차 입주자 모집',
  description: '',
  subscriptionType: ['GENERAL-15', 'SPECIAL-15'],
  ...OPEN,
  supply: { 'GENERAL-15': { winners: 3, reserves: 2 }, 'SPECIAL-15': { winners: 2, reserves: 1 } },
  drawPlan: { delayHours: 1, witnesses: 0 },
  ...extra,
});

/** 10 general and 10 special applications, the special ones with income and regional tiers. */
async function apply(ctx: TestContext, roundId: number) {
  const at = new Date('2026-04-10T10:00:00+09:00');
  for (let i = 0; i < 10; i += 1) {
    await insertApplicant(
      ctx.database.db,
      generalApplication(roundId, { name: `일반${i}`, phone: `010-1000-${String(i).padStart(4, '0')}` }),
      at,
    );
    await insertApplicant(
      ctx.database.db,
      {
        ...generalApplication(
          roundId,
          { name: `특별${i}`, phone: `010-2000-${String(i).padStart(4, '0')}` },
          'SPECIAL-15',
        ),
        income: (i % 3) + 1,
        regional: (i % 2) + 1,
        car: false,
        assetBasis: true,
      },
      at,
    );
  }
}

for (const engine of engines()) {
  describe(`the draw on ${engine}`, () => {
    const source = signingChain(Date.parse('2026-01-01T00:00:00Z') / 1000);
    let relay: DrandRelay;
    let ctx: TestContext;
    let auth: string;
    let roundId: number;
    const info = async () =>
      (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200)).body as RoundDrawInfo;
    const close = (isClosed: boolean) =>
      request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/close`)
        .set('Authorization', auth)
        .send({ isClosed });
    const draw = () =>
      request(ctx.app).post(`/portal/admin/subscription/${roundId}/draw`).set('Authorization', auth);

    before(async () => {
      relay = await startDrandRelay(source);
      ctx = await createTestApp(engine, relayEnv(relay, source));
      auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      const created = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send(roundBody())
        .expect(201);
      roundId = created.body.id;
      await setLegacyPlan(ctx, roundId, {
        beacon: { chainHash: source.chain.chainHash, delayHours: 1 },
        witnessedDigits: 6,
      });
    });
    after(async () => {
      await ctx.close();
      await relay.close();
    });

    test('when a draw/v2 round is in flight, then its draw page states the plan and supply, and the plan cannot change; a new plan needs a beacon', async () => {
      const page = await info();
      assert.deepEqual(page.plan, {
        beacon: { chainHash: source.chain.chainHash, delayHours: 1 },
        witnessedDigits: 6,
      });
      assert.match(page.planText, /1시간 뒤.*drand quicknet.*6자리 숫자/);
      assert.equal(page.method, 'draw/v2');
      assert.equal(page.planWarning, null, 'the beacon is there: the operator cannot choose');
      assert.deepEqual(page.supply['GENERAL-15'], { winners: 3, reserves: 2 });
      assert.equal(page.frozen, null);
      assert.deepEqual(page.competition, []);
      const changed = await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}`)
        .set('Authorization', auth)
        .send(roundBody({ drawPlan: { delayHours: 1, witnesses: 0 } }))
        .expect(409);
      assert.equal(changed.body.message, drawMessages.planFixed, 'a v3 plan is not the v2 plan it had');
      const create = (drawPlan: object) =>
        request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send(roundBody({ drawPlan }));
      const bad = await create({ delayHours: null, witnesses: 2 }).expect(400);
      assert.equal(bad.body.message, drawMessages.planNeedsBeacon);
      for (const witnesses of [-1, 6, 1.5, '2'])
        assert.equal(
          (await create({ delayHours: 1, witnesses }).expect(400)).body.message,
          drawMessages.witnessesInvalid,
        );
    });

    test('when the round closes, then its pseudonymous list and digest are public, with 경쟁률, and reopening keeps the history', async () => {
      ctx.clock.set(new Date('2026-04-10T11:00:00+09:00'));
      await apply(ctx, roundId);
      const refused = await draw().expect(409);
      assert.equal(refused.body.message, drawMessages.notFrozen);
      ctx.clock.set(AFTER_END);
      await close(true).expect(200);
      const first = await info();
      assert.equal(first.frozen?.list.length, 20);
      assert.equal(first.frozen?.listDigest, sha256Hex(listTextV2(first.frozen!.list)));
      assert.doesNotMatch(JSON.stringify(first), /일반|특별|010-/, 'no name or phone on the public page');
      assert.deepEqual(
        first.competition.map((row) => [row.supplyType, row.applicants, row.rate]),
        [
          ['GENERAL-15', 10, '3.33 : 1'],
          ['SPECIAL-15', 10, '5.00 : 1'],
        ],
      );
      // the page says whether applications are still taken: the round's period comes with it
      assert.equal(Date.parse(first.startTs), Date.parse(OPEN.startTs));
      assert.equal(Date.parse(first.endTs), Date.parse(OPEN.endTs));
      const supply = await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}`)
        .set('Authorization', auth)
        .send(roundBody({ supply: { 'GENERAL-15': { winners: 4, reserves: 2 } }, drawPlan: undefined }))
        .expect(409);
      assert.equal(supply.body.message, drawMessages.supplyFixed);
      await close(false).expect(200);
      await close(true).expect(200);
      const again = await info();
      assert.deepEqual(
        again.history.map((event) => event.kind),
        ['freeze', 'reopen', 'freeze'],
      );
      assert.equal(again.history[2]!.listDigest, first.frozen?.listDigest, 'the same list, the same digest');
      const edit = await request(ctx.app)
        .delete(`/user/subscriptionApplicants/1`)
        .set(VERIFICATION_HEADER, 'x')
        .expect((res) => assert.ok(res.status >= 400 && res.status < 500));
      assert.ok(edit.body.message);
    });

    test('when the round is frozen, then its list and commitment download in exactly the bytes of the published digests, before any randomness', async () => {
      const page = await info();
      assert.equal(page.method, 'draw/v2');
      assert.equal(page.draw, null);
      assert.equal(page.beacon?.randomness, null, 'the randomness does not exist yet');
      // the bytes as sent, not parsed: they are what the digests hash
      const rawText = (path: string) =>
        request(ctx.app)
          .get(`/portal/subscription/${roundId}/${path}`)
          .buffer(true)
          .parse((res, done) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => done(null, text));
          })
          .expect(200);
      const list = await rawText('list.json');
      assert.equal(sha256Hex(list.body as string), page.frozen!.listDigest);
      assert.match(list.headers['content-disposition'] ?? '', /attachment/);
      assert.deepEqual(JSON.parse(list.body as string).length, 20, 'just the list, not the page');
      const commitment = await rawText('commitment.json');
      const text = commitment.body as string;
      assert.equal(text, page.frozen!.commitment);
      assert.equal(sha256Hex(text), page.frozen!.commitmentDigest);
      assert.equal(page.history.at(-1)!.commitmentDigest, page.frozen!.commitmentDigest);
      assert.deepEqual(JSON.parse(text), {
        beacon: { chainHash: source.chain.chainHash, round: page.beacon!.round },
        listDigest: page.frozen!.listDigest,
        method: 'draw/v2',
        supply: {
          'GENERAL-15': { reserves: 2, winners: 3 },
          'SPECIAL-15': { reserves: 1, winners: 2 },
        },
        witnessedDigits: 6,
      });
    });

    test('when one admin enters the witnessed number, it counts only once a second admin enters the same number', async () => {
      assert.equal((await draw().expect(409)).body.message, drawMessages.witnessedMissing);
      await ctx.database.db
        .insert(adminUsers)
        .values({ username: 'second-admin', passwordHash: 'none', roles: [...ADMIN_ROLES] });
      const second = bearer(await sessionToken(ctx.database.db, 'second-admin'));
      const place = '관리사무소 1층 회의실, 유튜브 생중계 https://example.org/live';
      const witness = (number: string, as = auth, where = place) =>
        request(ctx.app)
          .put(`/portal/admin/subscription/${roundId}/draw/witness`)
          .set('Authorization', as)
          .send({ number, place: where });
      assert.equal((await witness('12345').expect(400)).body.message, drawMessages.witnessedNumber(6));
      assert.equal((await witness('12a456').expect(400)).body.message, drawMessages.witnessedNumber(6));
      await witness('093172', auth, '').expect(400);
      const waiting = (await witness('093172').expect(200)).body as RoundDrawInfo;
      assert.equal(waiting.witnessed, null, 'one entry does not count');
      assert.equal(waiting.witnessPending?.by, 'test-admin');
      assert.doesNotMatch(JSON.stringify(await info()), /093172/, 'the waiting number is not shown');
      assert.equal((await witness('093172').expect(409)).body.message, drawMessages.witnessSameAdmin);
      assert.equal((await info()).witnessed, null, 'the same admin twice does not count');
      assert.equal((await witness('555555', second).expect(409)).body.message, drawMessages.witnessMismatch);
      assert.equal((await info()).witnessPending, null, 'a different number clears the entry');
      await witness('093172', second).expect(200);
      assert.equal((await info()).witnessed, null);
      const counted = (await witness('093172').expect(200)).body as RoundDrawInfo;
      assert.equal(counted.witnessed?.number, '093172');
      assert.deepEqual(counted.witnessed?.by, ['second-admin', 'test-admin']);
      assert.equal(counted.witnessed?.place, place);
      assert.equal(counted.witnessPending, null);
      assert.equal((await witness('111111').expect(409)).body.message, drawMessages.witnessedTwice);
      const early = await draw().expect(409);
      assert.match(early.body.message, /drand \d+회차 난수는 .*에 공개됩니다/);
      assert.equal((await close(false).expect(409)).body.message, drawMessages.reopenAfterRandomness);
      const states = await ctx.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from applicants where round_id = ${roundId} and winning_state <> ''`,
      );
      assert.equal(Number((states as unknown as { rows: { n: number }[] }).rows[0]!.n), 0);
    });

    test('when the relay is down or lies, then the round waits and says why; when it answers, the server finishes the draw itself', async () => {
      const page = await info();
      ctx.clock.set(new Date(beaconRoundTime(source.chain, page.beacon!.round) + 1000));
      relay.mode = 'down';
      const down = await draw().expect(409);
      assert.match(down.body.message, /drand 공개 난수를 받지 못했습니다.*다시 시도/);
      assert.match((await info()).beacon?.error ?? '', /503/);
      relay.mode = 'tampered';
      assert.match((await draw().expect(409)).body.message, /not valid/);
      assert.equal((await info()).draw, null);
      relay.mode = 'honest';
      await ctx.jobs.run['draw-retry']();
      const drawn = await info();
      assert.ok(drawn.draw, 'drawn by the retry');
      assert.equal(drawn.beacon?.randomness, source.beacon(drawn.beacon!.round)!.randomness);
      const { inputs } = drawn.draw;
      assert.ok('method' in inputs && inputs.method === 'draw/v2');
      assert.equal(inputs.witnessedNumber, '093172');
      assert.equal((await draw().expect(409)).body.message, drawMessages.drawnTwice);
    });

    test('when the draw has run, then its file verifies, states follow the ranking, and later changes are refused in the editor, go through 부적격 and the reserve call, and are public', async () => {
      const file = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw.json`).expect(200))
        .body as DrawFileV2;
      assert.equal(file.version, 'draw/v2');
      assert.deepEqual(verifyDrawFileV2(file, (await info()).frozen!.commitmentDigest!), []);
      // after the draw the supply is refused with the draw's reason, not a reopening that cannot be
      const supply = await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}`)
        .set('Authorization', auth)
        .send(roundBody({ supply: { 'GENERAL-15': { winners: 4, reserves: 2 } }, drawPlan: undefined }))
        .expect(409);
      assert.equal(supply.body.message, drawMessages.supplyDrawn);
      const applicants = (
        await request(ctx.app)
          .get(`/portal/admin/subscriptionApplicants/${roundId}?size=100`)
          .set('Authorization', auth)
          .expect(200)
      ).body.items as { id: number; receiptNumber: string; winningState: string; subscriptionType: string }[];
      const stateOf = new Map(applicants.map((row) => [row.receiptNumber, row.winningState]));
      for (const row of file.results['GENERAL-15']!) {
        const expected = row.rank <= 3 ? '당첨' : row.rank <= 5 ? `예비 ${row.rank - 3}` : '미당첨';
        assert.equal(stateOf.get(row.receiptNumber), expected);
      }
      const special = file.results['SPECIAL-15']!;
      const tiers = special.map((row) => file.list.find((item) => item.receiptNumber === row.receiptNumber)!);
      assert.ok(
        tiers.every((row, i) => i === 0 || tiers[i - 1]!.incomeTier! <= row.incomeTier!),
        'income tier first',
      );
      const winner = applicants.find(
        (row) => row.winningState === '당첨' && row.subscriptionType === 'GENERAL-15',
      )!;
      const reserve = applicants.find(
        (row) => row.winningState === '예비 1' && row.subscriptionType === 'GENERAL-15',
      )!;
      const save = (winningState: string, reason?: string) =>
        request(ctx.app)
          .put('/portal/admin/subscriptionApplicants')
          .set('Authorization', auth)
          .send({
            subscriptionId: roundId,
            statusUpdates: [{ applicantId: winner.id, winningState }],
            ...(reason === undefined ? {} : { reason }),
          });
      assert.equal((await save('당첨').expect(400)).body.message, drawMessages.amendmentReason);
      // the editor changes no drawn result: a winner leaves by 부적격 (or 포기) and the next reserve is called
      const refused = await save('미당첨', '소득 기준 초과로 부적격 판정').expect(409);
      assert.equal(refused.body.message, changeMessages.winnerOut);
      // 부적격 is decided once documents are asked for; before their deadline only with why it cannot wait
      await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/after-draw`)
        .set('Authorization', auth)
        .send({
          documentsDeadline: new Date(ctx.clock.now().getTime() + 10 * 86_400_000).toISOString(),
          contract: null,
        })
        .expect(200);
      await request(ctx.app)
        .put(`/portal/admin/review/${winner.id}/decision`)
        .set('Authorization', auth)
        .send({
          eligible: false,
          reason: '소득 기준 초과로 부적격 판정',
          urgentReason: '소득 초과가 공적 자료로 확인되었습니다.',
        })
        .expect(200);
      // the place opens once the winner's 소명 window (7 days) closed without a 소명
      ctx.clock.set(new Date(ctx.clock.now().getTime() + 8 * 24 * 3600 * 1000));
      await request(ctx.app)
        .post(`/portal/admin/subscription/${roundId}/reserve-calls`)
        .set('Authorization', auth)
        .send({ vacancyApplicantId: winner.id })
        .expect(201);
      const page = await info();
      // the drawn result stays, and beside it the state now, linked to its amendment
      assert.deepEqual(page.draw!.results, file.results, 'the drawn result is intact');
      assert.deepEqual(page.changed, {
        [winner.receiptNumber]: { state: '부적격', amendment: 1 },
        [reserve.receiptNumber]: { state: '당첨(추가)', amendment: 2 },
      });
      assert.equal(page.amendments[0]!.number, 1);
      assert.deepEqual(
        verifyDrawFileV2(
          (await request(ctx.app).get(`/portal/subscription/${roundId}/draw.json`).expect(200))
            .body as DrawFileV2,
        ),
        [],
        'the draw still verifies after the amendment',
      );
      assert.deepEqual(
        page.amendments.map(({ receiptNumber, oldState, newState, reason }) => ({
          receiptNumber,
          oldState,
          newState,
          reason,
        })),
        [
          {
            receiptNumber: winner.receiptNumber,
            oldState: '당첨',
            newState: '부적격',
            reason: '서류 심사 결과 부적격',
          },
          {
            receiptNumber: reserve.receiptNumber,
            oldState: '예비 1',
            newState: '당첨(추가)',
            reason: '당첨자 부적격에 따른 예비 입주자 추가 당첨',
          },
        ],
      );
    });

    test('when an admin reads the audit log, then the round, the draw and every state change are there, and the table refuses change', async () => {
      await request(ctx.app)
        .post('/portal/admin/auditLog/export')
        .set('Authorization', auth)
        .send({ roundId, search: '', reason: '당첨자 계약 안내' })
        .expect(200);
      const log = (
        await request(ctx.app)
          .get(`/portal/admin/auditLog?roundId=${roundId}`)
          .set('Authorization', auth)
          .expect(200)
      ).body as { kind: string; action: string; actor: string }[];
      const seen = new Set(log.map((entry) => `${entry.kind}:${entry.action}`));
      for (const expected of [
        'round:create',
        'round:close',
        'round:reopen',
        'draw:witness-entry',
        'draw:witness-mismatch',
        'draw:witness',
        'draw:draw',
        'winningState:update',
        'accessExport:excel',
      ])
        assert.ok(seen.has(expected), expected);
      assert.ok(log.every((entry) => ['test-admin', 'second-admin'].includes(entry.actor)));
      const drawEntry = (log as unknown as { action: string; after: { states?: unknown[] } }[]).find(
        (entry) => entry.action === 'draw',
      );
      assert.equal(drawEntry?.after.states?.length, 20, 'the draw entry holds every state it set');
      assert.doesNotMatch(JSON.stringify(log), /홍길동/, 'no search text, which may be a name, in the log');
      const drawOnly = (
        await request(ctx.app).get('/portal/admin/auditLog?kind=draw').set('Authorization', auth).expect(200)
      ).body as { kind: string }[];
      assert.ok(drawOnly.length >= 2 && drawOnly.every((entry) => entry.kind === 'draw'));
      await request(ctx.app)
        .get('/portal/admin/auditLog?kind=nothing')
        .set('Authorization', auth)
        .expect(400);
      await request(ctx.app).get('/portal/admin/auditLog').expect(401);
      const refused = (error: Error & { cause?: Error }) =>
        /append-only/.test(error.cause?.message ?? error.message);
      await assert.rejects(
        ctx.database.db.execute(sql`update audit_log set actor = 'someone else'`),
        refused,
      );
      await assert.rejects(ctx.database.db.execute(sql`delete from audit_log`), refused);
      await assert.rejects(ctx.database.db.execute(sql`truncate audit_log`), refused);
    });
  });

  describe(`a list frozen before draw/v2 on ${engine}`, () => {
    test('when it is drawn now, then it is drawn and published under draw/v1, and its file verifies', async () => {
      const ctx = await createTestApp(engine);
      try {
        const auth = bearer(adminToken());
        ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
        const round = await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send(roundBody())
          .expect(201);
        const roundId = round.body.id as number;
        await setLegacyPlan(ctx, roundId, { beacon: null, witnessedDigits: 4 });
        ctx.clock.set(new Date('2026-04-10T11:00:00+09:00'));
        await apply(ctx, roundId);
        ctx.clock.set(AFTER_END);
        await request(ctx.app)
          .put(`/portal/admin/subscription/${roundId}/close`)
          .set('Authorization', auth)
          .send({ isClosed: true })
          .expect(200);
        // the freeze as draw/v1 wrote it: no commitment, the digest of the v1 list text
        const page = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200))
          .body as RoundDrawInfo;
        const v1Digest = sha256Hex(canonicalListJson(page.frozen!.list));
        await ctx.database.db.execute(
          sql`update round_freezes set commitment = null, commitment_digest = null, list_digest = ${v1Digest} where round_id = ${roundId}`,
        );
        const list = await request(ctx.app).get(`/portal/subscription/${roundId}/list.json`).expect(200);
        assert.equal(sha256Hex(list.text), v1Digest, 'its list downloads in the v1 bytes of its digest');
        await request(ctx.app).get(`/portal/subscription/${roundId}/commitment.json`).expect(404);
        // and by its number, as every freeze stays downloadable
        const numbered = await request(ctx.app).get(`/portal/subscription/${roundId}/freezes/1/list.json`);
        assert.equal(sha256Hex(numbered.text), v1Digest);
        const none = await request(ctx.app)
          .get(`/portal/subscription/${roundId}/freezes/1/commitment.json`)
          .expect(404);
        assert.match(none.body.message, /draw\/v1.*약속/);
        await ctx.database.db
          .insert(adminUsers)
          .values({ username: 'second-admin', passwordHash: 'none', roles: [...ADMIN_ROLES] });
        const second = bearer(await sessionToken(ctx.database.db, 'second-admin'));
        for (const token of [auth, second])
          await request(ctx.app)
            .put(`/portal/admin/subscription/${roundId}/draw/witness`)
            .set('Authorization', token)
            .send({ number: '0420', place: '관리사무소' })
            .expect(200);
        await request(ctx.app)
          .post(`/portal/admin/subscription/${roundId}/draw`)
          .set('Authorization', auth)
          .expect(200);
        const drawn = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200))
          .body as RoundDrawInfo;
        assert.equal(drawn.method, 'draw/v1');
        const file = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw.json`).expect(200))
          .body as DrawFile;
        assert.equal(file.version, 'draw/v1');
        assert.equal(file.inputs.listDigest, v1Digest);
        assert.deepEqual(verifyDrawFile(file), []);
      } finally {
        await ctx.close();
      }
    });
  });

  describe(`a draw on a recorded drand beacon on ${engine}`, () => {
    test('when a draw/v3 round waits for a genuinely signed beacon, then the draw uses exactly its randomness and draw.json is its canonical text', async () => {
      const relay = await startDrandRelay(RECORDED);
      const ctx = await createTestApp(engine, relayEnv(relay, RECORDED));
      try {
        const auth = bearer(adminToken());
        const { chain } = RECORDED;
        // the list freezes at the recorded round's time: with no delay, that round is the one
        const freezeAt = beaconRoundTime(chain, RECORDED.round);
        ctx.clock.set(new Date(freezeAt - 3 * 24 * 3600 * 1000));
        const round = await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            ...roundBody({ drawPlan: { delayHours: 0 } }),
            startTs: new Date(freezeAt - 2 * 24 * 3600 * 1000).toISOString(),
            endTs: new Date(freezeAt - 24 * 3600 * 1000).toISOString(),
          })
          .expect(201);
        ctx.clock.set(new Date(freezeAt));
        await request(ctx.app)
          .put(`/portal/admin/subscription/${round.body.id}/close`)
          .set('Authorization', auth)
          .send({ isClosed: true })
          .expect(200);
        await request(ctx.app)
          .post(`/portal/admin/subscription/${round.body.id}/draw`)
          .set('Authorization', auth)
          .expect(200);
        const answer = await request(ctx.app)
          .get(`/portal/subscription/${round.body.id}/draw.json`)
          .expect('Content-Type', /application\/json/)
          .expect(200);
        const file = answer.body as DrawFileV3;
        assert.equal(file.version, 'draw/v3');
        assert.equal(answer.text, drawFileTextV3(file), 'the bytes are the canonical text');
        assert.equal(file.commitment.beacon.round, RECORDED.round);
        assert.equal(file.commitment.beacon.publicKey, RECORDED.chain.publicKey);
        assert.deepEqual(file.randomness.reveals, []);
        assert.equal(file.randomness.beaconRound, RECORDED.round);
        assert.equal(file.randomness.beaconRandomness, RECORDED.beacon(RECORDED.round)!.randomness);
        assert.equal(file.randomness.beaconSignature, RECORDED.beacon(RECORDED.round)!.signature);
        assert.deepEqual(verifyDrawFileV3(file), []);
        assert.deepEqual(relay.asked, [RECORDED.round]);
      } finally {
        await ctx.close();
        await relay.close();
      }
    });
  });
}
