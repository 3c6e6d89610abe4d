// The written method docs/draw-method-v2.md against the code: its worked example is what the server's
// functions compute, and a second implementation written from the text alone (Python's standard
// library, scripts/draw-method/draw_v2.py) reproduces that example and a 1,000-applicant round drawn
// by the server through its HTTP API.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import request from 'supertest';
import { applicantKey } from '@portal/shared-types/draw/draw';
import {
  commitmentDigest,
  commitmentText,
  drawSeedV2,
  listTextV2,
  runDrawV2,
  verifyDrawFileV2,
  type Commitment,
  type DrawFileV2,
} from '@portal/shared-types/draw/draw-v2';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { beaconRoundTime } from '@portal/shared-types/draw/draw-plan';
import { sha256Hex, type FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { formatWinningState } from '@portal/shared-types/applicants/winning-state-rules';
import { insertApplicant } from '../src/applicants/applicants-repository';
import { adminUsers } from '../src/db/schema';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken } from './support/tokens';
import { generalApplication } from './support/applications';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from './support/drand-relay';

const repo = path.resolve(import.meta.dirname, '..', '..');
const DOCUMENT = path.join(repo, 'docs', 'draw-method-v2.md');
const PYTHON = path.join(repo, 'scripts', 'draw-method', 'draw_v2.py');

/** The first code block under each `### ` heading of the document, by the heading's text. */
function exampleBlocks(): Map<string, string> {
  const text = readFileSync(DOCUMENT, 'utf8');
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/^### (.+)\n\n```\n([\s\S]*?)\n```/gm)) blocks.set(match[1]!, match[2]!);
  return blocks;
}

interface ExampleInput {
  list: FrozenRow[];
  supply: Commitment['supply'];
  beacon: Commitment['beacon'];
  witnessedDigits: number | null;
  beaconRandomness: string;
  witnessedNumber: string;
}

interface PythonDraw {
  listText: string;
  listDigest: string;
  commitmentText: string;
  commitmentDigest: string;
  seedText: string;
  seed: string;
  keys: string;
  ranks: string;
  results: DrawFileV2['results'];
}

function python(args: string[], input?: string): Promise<PythonDraw> {
  return new Promise((resolve, reject) => {
    const child = execFile('python3', [PYTHON, ...args], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as PythonDraw),
    );
    child.stdin?.end(input ?? '');
  });
}

const tier = (value: number | null) => (value === null ? 'null' : String(value));

/** Every intermediate value of the method for one round, in the document's formats. */
function computed(input: ExampleInput) {
  const listText = listTextV2(input.list);
  const commitment: Commitment = {
    method: 'draw/v2',
    listDigest: sha256Hex(listText),
    supply: input.supply,
    beacon: input.beacon,
    witnessedDigits: input.witnessedDigits,
  };
  const digest = commitmentDigest(commitment);
  const randomness = { beaconRandomness: input.beaconRandomness, witnessedNumber: input.witnessedNumber };
  const { seed, ranking } = runDrawV2(commitment, input.list, randomness);
  const sorted = JSON.parse(listText) as FrozenRow[];
  return {
    '명단 텍스트': listText,
    '명단 요약값': commitment.listDigest,
    '약속 텍스트': commitmentText(commitment),
    '약속 요약값': digest,
    '시드를 만드는 텍스트 (줄바꿈 3개, 끝에는 줄바꿈 없음)': [
      'draw/v2',
      digest,
      randomness.beaconRandomness,
      randomness.witnessedNumber,
    ].join('\n'),
    시드: drawSeedV2(digest, randomness),
    '신청자 키 (공급유형, 접수번호, 키)': sorted
      .map(
        (row) =>
          `${row.supplyType} ${row.receiptNumber} ${applicantKey(seed, row.supplyType, row.receiptNumber)}`,
      )
      .join('\n'),
    '순위와 결과 (공급유형, 순위, 접수번호, 소득 순위, 지역 순위, 결과)': Object.entries(ranking)
      .flatMap(([type, rows]) =>
        rows.map(
          (row) =>
            `${type} ${row.rank} ${row.receiptNumber} ${tier(row.incomeTier)} ${tier(row.regionalTier)} ${formatWinningState(row.result)}`,
        ),
      )
      .join('\n'),
  };
}

const pythonBlocks = (out: PythonDraw) => ({
  '명단 텍스트': out.listText,
  '명단 요약값': out.listDigest,
  '약속 텍스트': out.commitmentText,
  '약속 요약값': out.commitmentDigest,
  '시드를 만드는 텍스트 (줄바꿈 3개, 끝에는 줄바꿈 없음)': out.seedText,
  시드: out.seed,
  '신청자 키 (공급유형, 접수번호, 키)': out.keys,
  '순위와 결과 (공급유형, 순위, 접수번호, 소득 순위, 지역 순위, 결과)': out.ranks,
});

describe('the written method draw/v2', () => {
  const blocks = exampleBlocks();
  const input = JSON.parse(blocks.get('예시 입력') ?? 'null') as ExampleInput;

  test('when the code computes the worked example, then every intermediate value is the one the document prints', () => {
    assert.ok(input, 'the document has a worked example');
    const values = computed(input);
    for (const [heading, value] of Object.entries(values)) {
      assert.equal(blocks.get(heading), value, heading);
    }
  });

  test('when the Python implementation written from the text computes the worked example, then it prints the same values', async () => {
    const out = await python(['--example', DOCUMENT]);
    for (const [heading, value] of Object.entries(pythonBlocks(out))) {
      assert.equal(value, blocks.get(heading), heading);
    }
  });
});

for (const engine of engines()) {
  describe(`a 1,000-applicant round drawn by the server on ${engine}`, () => {
    const source = signingChain(Date.parse('2026-01-01T00:00:00Z') / 1000, 3, 11);
    let relay: DrandRelay;
    let ctx: TestContext;

    before(async () => {
      relay = await startDrandRelay(source);
      ctx = await createTestApp(engine, relayEnv(relay, source));
    });
    after(async () => {
      await ctx.close();
      await relay.close();
    });

    test('when the Python implementation recomputes it from the downloads, then it agrees with the server on every row', async () => {
      const auth = bearer(adminToken());
      ctx.clock.set(new Date('2026-03-20T10:00:00+09:00'));
      const created = await request(ctx.app)
        .post('/portal/admin/subscription')
        .set('Authorization', auth)
        .send({
          title: '2026년 천 명 회차',
          description: '',
          subscriptionType: ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'],
          startTs: '2026-04-01T09:00:00+09:00',
          endTs: '2026-04-30T18:00:00+09:00',
          supply: {
            'GENERAL-15': { winners: 82, reserves: 40 },
            'SPECIAL-15': { winners: 34, reserves: 17 },
            'GENERAL-30': { winners: 54, reserves: 27 },
          },
          drawPlan: { delayHours: 0, witnessedDigits: 6 },
        })
        .expect(201);
      const roundId = created.body.id as number;
      const at = new Date('2026-04-10T10:00:00+09:00');
      const types = ['GENERAL-15', 'SPECIAL-15', 'GENERAL-30'] as const;
      for (let i = 0; i < 1000; i += 1) {
        const type = types[i % 3]!;
        const person = {
          name: `신청${i}`,
          phone: `010-3${String(i).padStart(3, '0')}-${String(i).padStart(4, '0')}`,
        };
        const application = generalApplication(roundId, person, type);
        await insertApplicant(
          ctx.database.db,
          type === 'SPECIAL-15'
            ? { ...application, income: (i % 3) + 1, regional: (i % 2) + 1, car: false, assetBasis: true }
            : application,
          at,
        );
      }
      ctx.clock.set(new Date('2026-05-01T10:00:00+09:00'));
      await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/close`)
        .set('Authorization', auth)
        .send({ isClosed: true })
        .expect(200);
      const listText = (await request(ctx.app).get(`/portal/subscription/${roundId}/list.json`).expect(200))
        .text;
      const committed = (
        await request(ctx.app).get(`/portal/subscription/${roundId}/commitment.json`).expect(200)
      ).text;
      await ctx.database.db.insert(adminUsers).values({ username: 'witness-two', passwordHash: 'none' });
      const second = bearer(await sessionToken(ctx.database.db, 'witness-two'));
      for (const token of [auth, second]) {
        await request(ctx.app)
          .put(`/portal/admin/subscription/${roundId}/draw/witness`)
          .set('Authorization', token)
          .send({ number: '407215', place: '관리사무소 회의실' })
          .expect(200);
      }
      const page = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200))
        .body as RoundDrawInfo;
      ctx.clock.set(new Date(beaconRoundTime(source.chain, page.beacon!.round) + 1000));
      await request(ctx.app)
        .post(`/portal/admin/subscription/${roundId}/draw`)
        .set('Authorization', auth)
        .expect(200);
      const file = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw.json`).expect(200))
        .body as DrawFileV2;
      assert.deepEqual(verifyDrawFileV2(file, page.frozen!.commitmentDigest!), []);
      assert.equal(file.list.length, 1000);

      const commitment = JSON.parse(committed) as Commitment;
      const out = await python(
        [],
        JSON.stringify({
          list: JSON.parse(listText) as FrozenRow[],
          supply: commitment.supply,
          beacon: commitment.beacon,
          witnessedDigits: commitment.witnessedDigits,
          beaconRandomness: file.randomness.beaconRandomness,
          witnessedNumber: file.randomness.witnessedNumber,
        }),
      );
      assert.equal(out.listText, listText, 'the list, byte for byte');
      assert.equal(out.commitmentText, committed, 'the commitment, byte for byte');
      assert.equal(out.commitmentDigest, page.frozen!.commitmentDigest);
      assert.equal(out.seed, file.seed);
      assert.deepEqual(out.results, file.results);
      assert.deepEqual(
        Object.fromEntries(Object.entries(out.results).map(([type, rows]) => [type, rows.length])),
        { 'GENERAL-15': 334, 'GENERAL-30': 333, 'SPECIAL-15': 333 },
      );
    });
  });
}
