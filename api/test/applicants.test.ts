import { VERIFICATION_HEADER } from '@portal/shared-types/identity/identity-rules';
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { receiptNumberSchema, receiptRoundCode } from '@portal/shared-types/draw/receipt-number';
import { newReceiptNumber } from '../src/applicants/applicants-repository';
import { applicants } from '../src/db/schema';
import { generalApplication } from './support/applications';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, verificationToken } from './support/tokens';

const HONG = { name: '홍길동', phone: '01012345678' };
const submission = (roundId: number, person = HONG, extra: object = {}) => ({
  ...generalApplication(roundId, person),
  ...extra,
});

for (const engine of engines()) {
  describe(`applications on ${engine}`, () => {
    let ctx: TestContext;
    let auth: string;
    let openId: number;
    let futureId: number;
    const token = (person = HONG) => verificationToken(person.name, person.phone, ctx.clock.now());
    // the inquiry: the verified person's own lookup, name and phone in the body
    const lookup = (person: { name: string; phone: string }, uid?: number) =>
      request(ctx.app)
        .post('/user/subscriptionApplicants/lookup')
        .set(VERIFICATION_HEADER, token(person))
        .send({ ...person, ...(uid === undefined ? {} : { uid }) });
    before(async () => {
      ctx = await createTestApp(engine);
      auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-05-10T12:00:00+09:00'));
      const make = async (title: string, startTs: string, endTs: string) =>
        (
          await request(ctx.app)
            .post('/portal/admin/subscription')
            .set('Authorization', auth)
            .send({ title, subscriptionType: ['GENERAL-15', 'SPECIAL-15'], startTs, endTs })
            .expect(201)
        ).body.id as number;
      openId = await make('접수중 회차', '2026-05-01T00:00:00+09:00', '2026-05-20T00:00:00+09:00');
      futureId = await make('예정 회차', '2026-06-01T00:00:00+09:00', '2026-06-20T00:00:00+09:00');
    });
    after(() => ctx.close());

    test('when a verified person applies to the open round, then 201 with the applicant', async () => {
      const res = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token())
        .send(submission(openId))
        .expect(201);
      assert.ok(receiptNumberSchema.safeParse(res.body.receiptNumber).success, res.body.receiptNumber);
      assert.deepEqual(
        { ...res.body, id: 0, createdAt: '', receiptNumber: '' },
        {
          id: 0,
          createdAt: '',
          receiptNumber: '',
          name: '홍길동',
          phoneNumber: '01012345678',
          subscriptionType: 'GENERAL-15',
          subscriptionUid: openId,
          winningState: null,
          income: null,
          regional: null,
          car: null,
          assetBasis: null,
        },
      );
    });

    test('when the token is missing, bad or for someone else, then 401 or 403', async () => {
      const other = { name: '김철수', phone: '01099998888' };
      const missing = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .send(submission(openId, other))
        .expect(401);
      assert.equal(missing.body.message, '휴대폰 본인인증이 필요합니다.');
      await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, adminToken())
        .send(submission(openId, other))
        .expect(401);
      const mismatch = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token())
        .send(submission(openId, other))
        .expect(403);
      assert.equal(mismatch.body.message, '본인인증 정보가 신청 정보와 일치하지 않습니다.');
      const expired = verificationToken(
        other.name,
        other.phone,
        new Date(ctx.clock.now().getTime() - 31 * 60 * 1000),
      );
      await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, expired)
        .send(submission(openId, other))
        .expect(401);
    });

    test('when the round is not open, or the type is not offered, then 409 or 400', async () => {
      const res = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token())
        .send(submission(futureId))
        .expect(409);
      assert.equal(res.body.message, '접수 기간이 아니거나 마감된 청약입니다.');
      await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token())
        .send(submission(999))
        .expect(404);
      const type = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token())
        .send(submission(openId, HONG, { supplyType: 'GENERAL-30' }))
        .expect(400);
      assert.equal(type.body.message, '이 청약에서 모집하지 않는 공급유형입니다.');
    });

    test('when SPECIAL-15 lacks an answer, then 400 naming it', async () => {
      const res = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token())
        .send(submission(openId, HONG, { supplyType: 'SPECIAL-15', income: 1 }))
        .expect(400);
      assert.match(res.body.message, /regional|지역순위/);
    });

    test('when the same phone applies 200 times at once, then exactly one row is stored and 199 get 409', async () => {
      const person = { name: '동시신청', phone: '01055556666' };
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          request(ctx.app)
            .post('/user/subscriptionApplicants')
            .set(VERIFICATION_HEADER, token(person))
            .send(submission(openId, person)),
        ),
      );
      const statuses = results.map((r) => r.status);
      const other = results.find((r) => r.status !== 201 && r.status !== 409);
      assert.equal(other, undefined, `${other?.status} ${JSON.stringify(other?.body)}`);
      assert.equal(statuses.filter((s) => s === 201).length, 1);
      assert.equal(statuses.filter((s) => s === 409).length, 199);
      assert.ok(
        results.filter((r) => r.status === 409).every((r) => r.body.message === '이미 신청된 사용자입니다.'),
      );
      const stored = await request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${openId}?size=100`)
        .set('Authorization', auth)
        .expect(200);
      assert.equal(
        stored.body.items.filter((a: { phoneNumber: string }) => a.phoneNumber === person.phone).length,
        1,
      );
    });

    test('when a person looks up, then one applicant (with or without uid), 404 when none', async () => {
      const mine = await lookup(HONG).expect(200);
      assert.ok(!Array.isArray(mine.body));
      assert.equal(mine.body.subscriptionUid, openId);
      const one = await lookup(HONG, openId).expect(200);
      assert.equal(one.body.subscriptionUid, openId);
      const none = await lookup({ name: '없는사람', phone: '01000000000' }).expect(404);
      assert.equal(none.body.message, '조회된 청약 신청 내역이 없습니다.');
      await lookup(HONG, futureId).expect(404);
      const blank = await lookup({ name: '', phone: '' }).expect(400);
      assert.match(blank.body.message, /이름, 연락처를 모두 입력해 주세요/);
    });

    test('when the lookup lacks a verification, or it is of another person, then 401 or 403 and nothing is shown', async () => {
      const missing = await request(ctx.app)
        .post('/user/subscriptionApplicants/lookup')
        .send(HONG)
        .expect(401);
      assert.equal(missing.body.message, '휴대폰 본인인증이 필요합니다.');
      await request(ctx.app)
        .post('/user/subscriptionApplicants/lookup')
        .set(VERIFICATION_HEADER, adminToken())
        .send(HONG)
        .expect(401);
      for (const stranger of [
        { name: '김철수', phone: '01099998888' },
        { name: '김철수', phone: HONG.phone },
        { name: HONG.name, phone: '01099998888' },
      ]) {
        const res = await request(ctx.app)
          .post('/user/subscriptionApplicants/lookup')
          .set(VERIFICATION_HEADER, token(stranger))
          .send(HONG)
          .expect(403);
        assert.deepEqual(Object.keys(res.body), ['message']);
        assert.equal(res.body.message, '본인인증 정보가 신청 정보와 일치하지 않습니다.');
      }
    });

    test("when /apply asks after a verification, then the token's own application in the round, or null", async () => {
      const own = (person: { name: string; phone: string }, body: object) =>
        request(ctx.app)
          .post('/user/subscriptionApplicants/own')
          .set(VERIFICATION_HEADER, token(person))
          .send(body);
      const mine = await own(HONG, { uid: openId }).expect(200);
      assert.equal(mine.body.subscriptionUid, openId);
      assert.equal(mine.body.phoneNumber, HONG.phone);
      assert.ok(receiptNumberSchema.safeParse(mine.body.receiptNumber).success);
      assert.equal((await own(HONG, { uid: futureId }).expect(200)).body, null);
      // the person is the token's: a name and phone in the body change nothing
      const stranger = { name: '김철수', phone: '01099998888' };
      assert.equal((await own(stranger, { uid: openId, ...HONG }).expect(200)).body, null);
      const noToken = await request(ctx.app)
        .post('/user/subscriptionApplicants/own')
        .send({ uid: openId })
        .expect(401);
      assert.equal(noToken.body.message, '휴대폰 본인인증이 필요합니다.');
      for (const bad of [{}, { uid: 0 }, { uid: 'x' }, { uid: 2 ** 40 }])
        assert.match((await own(HONG, bad).expect(400)).body.message, /\S/);
    });

    test('when the name and phone come in the query string, then the old lookup is gone (404) and shows nothing', async () => {
      const res = await request(ctx.app).get('/user/subscriptionApplicants').query(HONG).expect(404);
      assert.deepEqual(Object.keys(res.body), ['message']);
    });

    test('when the applicant edits with a matching token while open, then it changes; a stranger gets 403', async () => {
      const mine = (await lookup(HONG)).body;
      const edited = await request(ctx.app)
        .put(`/user/subscriptionApplicants/${mine.id}`)
        .set(VERIFICATION_HEADER, token())
        .send(
          submission(openId, HONG, {
            supplyType: 'SPECIAL-15',
            income: 1,
            regional: 2,
            car: false,
            assetBasis: true,
          }),
        )
        .expect(200);
      assert.deepEqual(
        [
          edited.body.subscriptionType,
          edited.body.income,
          edited.body.regional,
          edited.body.car,
          edited.body.assetBasis,
        ],
        ['SPECIAL-15', 1, 2, false, true],
      );
      const stranger = { name: '김철수', phone: '01099998888' };
      await request(ctx.app)
        .put(`/user/subscriptionApplicants/${mine.id}`)
        .set(VERIFICATION_HEADER, token(stranger))
        .send(submission(openId, stranger))
        .expect(403);
      await request(ctx.app)
        .delete(`/user/subscriptionApplicants/${mine.id}`)
        .set(VERIFICATION_HEADER, token(stranger))
        .expect(403);
      await request(ctx.app)
        .delete('/user/subscriptionApplicants/99999')
        .set(VERIFICATION_HEADER, token())
        .expect(404);
    });

    test('when the round has ended, then edit and cancel are refused with 409', async () => {
      const mine = (await lookup(HONG)).body;
      ctx.clock.set(new Date('2026-05-21T00:00:00+09:00'));
      try {
        await request(ctx.app)
          .put(`/user/subscriptionApplicants/${mine.id}`)
          .set(VERIFICATION_HEADER, token())
          .send(submission(openId))
          .expect(409);
        await request(ctx.app)
          .delete(`/user/subscriptionApplicants/${mine.id}`)
          .set(VERIFICATION_HEADER, token())
          .expect(409);
      } finally {
        ctx.clock.set(new Date('2026-05-10T12:00:00+09:00'));
      }
    });

    test('when the admin saves winning states, then they are stored, and a duplicate reserve number is 409', async () => {
      const kim = { name: '김영희', phone: '01022223333' };
      await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token(kim))
        .send(submission(openId, kim))
        .expect(201);
      const list = (
        await request(ctx.app)
          .get(`/portal/admin/subscriptionApplicants/${openId}?size=100`)
          .set('Authorization', auth)
          .expect(200)
      ).body.items as { id: number; name: string }[];
      const [a, b, c] = list;
      const saved = await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: openId,
          statusUpdates: [
            { applicantId: a!.id, winningState: '당첨' },
            { applicantId: b!.id, winningState: '예비 1' },
          ],
        })
        .expect(200);
      assert.deepEqual(
        saved.body.map((x: { winningState: string | null }) => x.winningState),
        ['당첨', '예비 1', null],
      );
      const dup = await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({ subscriptionId: openId, statusUpdates: [{ applicantId: c!.id, winningState: '예비 1' }] })
        .expect(409);
      assert.equal(dup.body.message, '예비 순번이 중복되었습니다. 중복된 순번을 수정하세요.');
      const swap = await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: openId,
          statusUpdates: [
            { applicantId: b!.id, winningState: '미당첨' },
            { applicantId: c!.id, winningState: '예비 1' },
          ],
        })
        .expect(200);
      assert.deepEqual(
        swap.body.map((x: { winningState: string | null }) => x.winningState),
        ['당첨', '미당첨', '예비 1'],
      );
      const bad = await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({ subscriptionId: openId, statusUpdates: [{ applicantId: a!.id, winningState: '예비 0' }] })
        .expect(400);
      assert.match(bad.body.message, /당첨 상태는/);
      // the schema's pattern takes any digits, but a number past the safe integers reads back as none:
      // it is refused, never stored as a reserve without its number
      const huge = await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({
          subscriptionId: openId,
          statusUpdates: [{ applicantId: a!.id, winningState: '예비 99999999999999999999' }],
        })
        .expect(400);
      assert.equal(huge.body.message, '모든 예비 당첨자의 예비 순번을 입력하세요.');
      await request(ctx.app)
        .put('/portal/admin/subscriptionApplicants')
        .set('Authorization', auth)
        .send({ subscriptionId: futureId, statusUpdates: [{ applicantId: a!.id, winningState: '당첨' }] })
        .expect(400);
      await request(ctx.app)
        .get('/portal/admin/subscriptionApplicants/999')
        .set('Authorization', auth)
        .expect(404);
    });

    test('when the applicant cancels while open, then it is gone', async () => {
      const kim = { name: '김영희', phone: '01022223333' };
      const app = (await lookup(kim)).body;
      await request(ctx.app)
        .delete(`/user/subscriptionApplicants/${app.id}`)
        .set(VERIFICATION_HEADER, token(kim))
        .expect(204);
      await lookup(kim).expect(404);
    });

    test('when a person has applications in several rounds, then the lookup without uid answers the current round, else the newest', async () => {
      const lee = { name: '이순신', phone: '01044445555' };
      const past = (
        await request(ctx.app)
          .post('/portal/admin/subscription')
          .set('Authorization', auth)
          .send({
            title: '지난 회차',
            subscriptionType: ['GENERAL-15'],
            startTs: '2026-04-01T00:00:00+09:00',
            endTs: '2026-04-10T00:00:00+09:00',
          })
          .expect(201)
      ).body.id as number;
      const current = await request(ctx.app)
        .post('/user/subscriptionApplicants')
        .set(VERIFICATION_HEADER, token(lee))
        .send(submission(openId, lee))
        .expect(201);
      // a newer row in a past round (as if imported): newer by id, but not the current round
      const [older] = await ctx.database.db
        .insert(applicants)
        .values({
          roundId: past,
          name: lee.name,
          phoneNumber: lee.phone,
          consent: true,
          supplyType: 'GENERAL-15',
          receiptNumber: newReceiptNumber(past, new Date()),
        })
        .returning();
      assert.ok(older!.id > current.body.id);
      const found = await lookup(lee).expect(200);
      assert.equal(found.body.id, current.body.id);
      const inPast = await lookup(lee, past).expect(200);
      assert.equal(inPast.body.id, older!.id);

      await request(ctx.app)
        .delete(`/user/subscriptionApplicants/${current.body.id}`)
        .set(VERIFICATION_HEADER, token(lee))
        .expect(204);
      const newest = await lookup(lee).expect(200);
      assert.equal(newest.body.id, older!.id);
    });

    test('when people apply, then each gets its own 접수번호 of the round, kept by the lookup and the admin list', async () => {
      const people = Array.from({ length: 12 }, (_, i) => ({
        name: '접수자',
        phone: `0107000${String(i).padStart(4, '0')}`,
      }));
      const numbers = await Promise.all(
        people.map(
          async (person) =>
            (
              await request(ctx.app)
                .post('/user/subscriptionApplicants')
                .set(VERIFICATION_HEADER, token(person))
                .send(submission(openId, person))
                .expect(201)
            ).body.receiptNumber as string,
        ),
      );
      assert.equal(new Set(numbers).size, people.length, 'no two alike');
      // the year of the application in Seoul and the round, never the name or the phone
      const roundCode = receiptRoundCode(2026, openId);
      for (const number of numbers) assert.ok(number.startsWith(`${roundCode}-`), number);
      assert.ok(numbers.every((number) => !number.includes('7000')));
      assert.equal((await lookup(people[3]!).expect(200)).body.receiptNumber, numbers[3]);
      const listed = await request(ctx.app)
        .get(`/portal/admin/subscriptionApplicants/${openId}?size=100`)
        .set('Authorization', auth)
        .expect(200);
      const byPhone = new Map(
        (listed.body.items as { phoneNumber: string; receiptNumber: string }[]).map((a) => [
          a.phoneNumber,
          a.receiptNumber,
        ]),
      );
      assert.deepEqual(
        people.map((person) => byPhone.get(person.phone)),
        numbers,
      );
    });
  });
}
