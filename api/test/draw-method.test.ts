// The written methods against the code: the worked examples of docs/draw-method-v2.md and
// docs/draw-method-v3.md are what the server's functions compute, and second implementations written
// from the texts alone (Python's standard library, scripts/draw-method/draw_v2.py and draw_v3.py)
// reproduce them. A 1,000-applicant draw/v3 round drawn by the server through its HTTP API, with one
// witness who reveals and one who does not, is reproduced byte for byte by draw_v3.py and verified by
// the published verifier, bundled as api/build.mjs bundles it.
import { ADMIN_ROLES } from '@portal/shared-types/auth/admin-roles';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { bls12_381 as bls } from '@noble/curves/bls12-381';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { build } from 'esbuild';
import request from 'supertest';
import { applicantKey } from '@portal/shared-types/draw/draw';
import {
  commitmentDigest,
  commitmentText,
  drawSeedV2,
  listTextV2,
  runDrawV2,
  type Commitment,
} from '@portal/shared-types/draw/draw-v2';
import {
  commitmentTextV3,
  drawFileTextV3,
  listTextV3,
  publishedResultsV3,
  runDrawV3,
  seedTextV3,
  verifyDrawFileV3,
  witnessCommitment,
  type CommitmentV3,
  type DrawFileV3,
  type RevealV3,
} from '@portal/shared-types/draw/draw-v3';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { beaconRoundTime, targetBeaconRound } from '@portal/shared-types/draw/draw-plan';
import { sha256Hex, type FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { formatWinningState } from '@portal/shared-types/draw/winning-state';
import { insertApplicant } from '../src/applicants/applicants-repository';
import { adminUsers } from '../src/db/schema';
import { createTestApp, engines, type TestContext } from './support/test-app';
import { adminToken, bearer, sessionToken } from './support/tokens';
import { generalApplication } from './support/applications';
import { relayEnv, signingChain, startDrandRelay, type DrandRelay } from './support/drand-relay';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..', '..');
const DOCUMENT_V2 = path.join(repo, 'docs', 'draw-method-v2.md');
const DOCUMENT_V3 = path.join(repo, 'docs', 'draw-method-v3.md');
const PYTHON_V2 = path.join(repo, 'scripts', 'draw-method', 'draw_v2.py');
const PYTHON_V3 = path.join(repo, 'scripts', 'draw-method', 'draw_v3.py');

/** The first code block under each `### ` heading of a document, by the heading's text. */
function exampleBlocks(document: string): Map<string, string> {
  const text = readFileSync(document, 'utf8');
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/^### (.+)\n\n```\n([\s\S]*?)\n```/gm)) blocks.set(match[1]!, match[2]!);
  return blocks;
}

/** The one block whose heading is `start` or begins with `start` and a space. */
function blockOf(blocks: Map<string, string>, start: string): string | undefined {
  const found = [...blocks].filter(([heading]) => heading === start || heading.startsWith(`${start} `));
  assert.equal(found.length, 1, `one block under "${start}"`);
  return found[0]![1];
}

async function python<T>(script: string, args: string[], input = ''): Promise<T> {
  const child = run('python3', [script, ...args], { maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(input);
  return JSON.parse((await child).stdout) as T;
}

const tier = (value: number | null) => (value === null ? 'null' : String(value));

/** The keys and the ranking in the documents' line formats. */
function keyAndRankLines(seed: string, listText: string, ranking: ReturnType<typeof runDrawV3>['ranking']) {
  return {
    keys: (JSON.parse(listText) as FrozenRow[])
      .map(
        (row) =>
          `${row.supplyType} ${row.receiptNumber} ${applicantKey(seed, row.supplyType, row.receiptNumber)}`,
      )
      .join('\n'),
    ranks: Object.entries(ranking)
      .flatMap(([type, rows]) =>
        rows.map(
          (row) =>
            `${type} ${row.rank} ${row.receiptNumber} ${tier(row.incomeTier)} ${tier(row.regionalTier)} ${formatWinningState(row.result)}`,
        ),
      )
      .join('\n'),
  };
}

describe('the written method draw/v2', () => {
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
  }
  const blocks = exampleBlocks(DOCUMENT_V2);
  const input = JSON.parse(blocks.get('예시 입력') ?? 'null') as ExampleInput;

  /** Every intermediate value of the worked example, by the heading the document prints it under. */
  function computed(): Record<string, string> {
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
    const { keys, ranks } = keyAndRankLines(seed, listText, ranking);
    return {
      '명단 텍스트': listText,
      '명단 요약값': commitment.listDigest,
      '약속 텍스트': commitmentText(commitment),
      '약속 요약값': digest,
      '시드를 만드는 텍스트': [
        'draw/v2',
        digest,
        randomness.beaconRandomness,
        randomness.witnessedNumber,
      ].join('\n'),
      시드: drawSeedV2(digest, randomness),
      '신청자 키': keys,
      '순위와 결과': ranks,
    };
  }

  test('when the code computes the worked example, then every intermediate value is the one the document prints', () => {
    assert.ok(input, 'the document has a worked example');
    for (const [heading, value] of Object.entries(computed()))
      assert.equal(blockOf(blocks, heading), value, heading);
  });

  test('when the Python implementation written from the text computes the worked example, then it prints the same values', async () => {
    const out = await python<PythonDraw>(PYTHON_V2, ['--example', DOCUMENT_V2]);
    const printed: Record<string, string> = {
      '명단 텍스트': out.listText,
      '명단 요약값': out.listDigest,
      '약속 텍스트': out.commitmentText,
      '약속 요약값': out.commitmentDigest,
      '시드를 만드는 텍스트': out.seedText,
      시드: out.seed,
      '신청자 키': out.keys,
      '순위와 결과': out.ranks,
    };
    for (const [heading, value] of Object.entries(printed))
      assert.equal(value, blockOf(blocks, heading), heading);
  });
});

/** A draw/v3 round as draw_v3.py reads it (the document's 예시 입력 has this form). */
interface RoundV3 {
  list: FrozenRow[];
  supply: CommitmentV3['supply'];
  beacon: CommitmentV3['beacon'];
  witnesses: string[];
  beaconRandomness: string;
  beaconSignature: string;
  reveals: RevealV3[];
  schedule?: { closedAtMs: number; delayHours: number; genesisTime: number; period: number };
}

interface PythonDrawV3 {
  scheduleText: string | null;
  listText: string;
  listDigest: string;
  commitmentText: string;
  commitmentDigest: string;
  revealText: string;
  seedText: string;
  seed: string;
  keys: string;
  ranks: string;
  results: DrawFileV3['results'];
  drawJson: string;
  problems: string[];
}

/** The genesis and key of the example's test chain: signingChain(EXAMPLE_GENESIS, 3, 37). */
const EXAMPLE_GENESIS = Date.parse('2026-01-01T00:00:00Z') / 1000;

describe('the written method draw/v3', () => {
  const blocks = exampleBlocks(DOCUMENT_V3);
  const input = JSON.parse(blockOf(blocks, '예시 입력') ?? 'null') as Required<RoundV3>;

  /** Every intermediate value of the worked example, by the heading the document prints it under. */
  function computed(): Record<string, string> {
    const listText = listTextV3(input.list);
    const commitment: CommitmentV3 = {
      method: 'draw/v3',
      listDigest: sha256Hex(listText),
      supply: input.supply,
      beacon: input.beacon,
      witnesses: input.witnesses,
    };
    const randomness = {
      beaconRound: input.beacon.round,
      beaconRandomness: input.beaconRandomness,
      beaconSignature: input.beaconSignature,
      reveals: input.reveals,
    };
    const { digest, seed, ranking } = runDrawV3(commitment, input.list, randomness);
    const { closedAtMs, delayHours, genesisTime, period } = input.schedule;
    const chain = { genesisTime, period };
    const t = closedAtMs + delayHours * 3_600_000;
    const round = targetBeaconRound(chain, closedAtMs, delayHours);
    const at = beaconRoundTime(chain, round);
    const iso = (ms: number) => new Date(ms).toISOString();
    const file: DrawFileV3 = {
      version: 'draw/v3',
      commitmentDigest: digest,
      commitment,
      list: input.list,
      randomness,
      seed,
      results: publishedResultsV3(ranking),
    };
    return {
      'drand 회차': [
        `마감 시각 ${closedAtMs} ${iso(closedAtMs)}`,
        `T ${t} ${iso(t)}`,
        `회차 ${round}`,
        `공개 시각 ${at} ${iso(at)}`,
      ].join('\n'),
      '명단 텍스트': listText,
      '명단 요약값': commitment.listDigest,
      '약속 텍스트': commitmentTextV3(commitment),
      '약속 요약값': digest,
      'drand 난수': bytesToHex(sha256(hexToBytes(input.beaconSignature))),
      공개: input.reveals.map((r) => `${r.commitment} ${r.value ?? '(공개 안 함)'}`).join('\n'),
      '시드를 만드는 텍스트': seedTextV3(digest, commitment, randomness),
      시드: seed,
      ...Object.fromEntries(
        Object.entries(keyAndRankLines(seed, listText, ranking)).map(([name, text]) => [
          name === 'keys' ? '신청자 키' : '순위와 결과',
          text,
        ]),
      ),
      'draw.json': drawFileTextV3(file),
    };
  }

  test('when the code computes the worked example, then every intermediate value is the one the document prints', () => {
    assert.ok(input, 'the document has a worked example');
    for (const [heading, value] of Object.entries(computed()))
      assert.equal(blockOf(blocks, heading), value, heading);
    assert.equal(input.beaconRandomness, blockOf(blocks, 'drand 난수'));
    // each witness's commitment is the seal of the value and salt printed beside it
    for (const line of blockOf(blocks, '참관 약속')!.split('\n')) {
      const [, , value, salt, commitment] = line.split(' ');
      assert.equal(witnessCommitment(salt!, value!), commitment);
      assert.ok(input.witnesses.includes(commitment!));
    }
    assert.equal(
      blockOf(blocks, '참관 1의 약속을 만드는'),
      [
        'draw/v3 witness',
        ...blockOf(blocks, '참관 약속')!.split('\n')[0]!.split(' ').slice(2, 4).reverse(),
      ].join('\n'),
    );
  });

  test("when the example's beacon is checked as the text says, then its BLS signature is genuine for the key it names", () => {
    const source = signingChain(EXAMPLE_GENESIS, 3, 37);
    assert.equal(input.beacon.chainHash, source.chain.chainHash);
    assert.equal(input.beacon.publicKey, source.chain.publicKey);
    assert.deepEqual(source.beacon(input.beacon.round), {
      round: input.beacon.round,
      randomness: input.beaconRandomness,
      signature: input.beaconSignature,
    });
    const message = new Uint8Array(8);
    new DataView(message.buffer).setBigUint64(0, BigInt(input.beacon.round));
    // the text's own words: G1 signature, G2 key, message SHA-256 of the round as 8 bytes big-endian
    const verified = (round: number, signature: string) => {
      const bytes = new Uint8Array(8);
      new DataView(bytes.buffer).setBigUint64(0, BigInt(round));
      return bls.verifyShortSignature(signature, sha256(bytes), input.beacon.publicKey, {
        DST: 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_',
      });
    };
    assert.equal(verified(input.beacon.round, input.beaconSignature), true);
    assert.equal(verified(input.beacon.round + 1, input.beaconSignature), false);
    assert.deepEqual(
      [...message],
      [0, 0, 0, 0, 0, 0x35, 0x31, 0x32],
      'the bytes the text prints for round 3486002',
    );
  });

  test('when the Python implementation written from the text computes the worked example, then it prints the same values', async () => {
    const out = await python<PythonDrawV3>(PYTHON_V3, ['--example', DOCUMENT_V3]);
    assert.deepEqual(out.problems, []);
    const printed: Record<string, string | null> = {
      'drand 회차': out.scheduleText,
      '명단 텍스트': out.listText,
      '명단 요약값': out.listDigest,
      '약속 텍스트': out.commitmentText,
      '약속 요약값': out.commitmentDigest,
      공개: out.revealText,
      '시드를 만드는 텍스트': out.seedText,
      시드: out.seed,
      '신청자 키': out.keys,
      '순위와 결과': out.ranks,
      'draw.json': out.drawJson,
    };
    for (const [heading, value] of Object.entries(printed))
      assert.equal(value, blockOf(blocks, heading), heading);
  });

  test('when a reveal does not match its commitment or the randomness is not the signature’s hash, then the Python implementation says so', async () => {
    const forged: RoundV3 = {
      ...input,
      beaconRandomness: '0'.repeat(64),
      reveals: input.reveals.map((reveal) => (reveal.value ? { ...reveal, value: '999999' } : reveal)),
    };
    const out = await python<PythonDrawV3>(PYTHON_V3, [], JSON.stringify(forged));
    assert.equal(out.problems.length, 2, out.problems.join('\n'));
    assert.match(out.problems.join('\n'), /does not match its commitment/);
    assert.match(out.problems.join('\n'), /randomness is not the SHA-256 of the signature/);
  });
});

/** The published verifier, bundled into one file exactly as api/build.mjs bundles it. */
async function bundleVerifier(dir: string): Promise<string> {
  await build({
    absWorkingDir: path.join(repo, 'api'),
    entryPoints: { 'draw-verifier': 'src/draw/verifier.ts' },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [
      {
        name: 'bundle-shared-types',
        setup(context) {
          context.onResolve({ filter: /^@portal\/shared-types\// }, (args) => ({
            path: path.join(
              repo,
              'shared-types',
              'src',
              `${args.path.slice('@portal/shared-types/'.length)}.ts`,
            ),
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
  return path.join(dir, 'draw-verifier.mjs');
}

let dir: string;
let verifier: string;
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-draw-method-'));
  verifier = await bundleVerifier(dir);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test("when the published verifier reads the text's worked example, then it checks the signature and says verified", async () => {
  const blocks = exampleBlocks(DOCUMENT_V3);
  const file = path.join(dir, 'example-draw.json');
  writeFileSync(file, blockOf(blocks, 'draw.json')!);
  // the example's chain is none the verifier knows: the reader names its key, as the text says
  const key = (JSON.parse(blockOf(blocks, 'draw.json')!) as DrawFileV3).commitment.beacon.publicKey;
  const { stdout } = await run(process.execPath, [
    verifier,
    file,
    '--commitment',
    blockOf(blocks, '약속 요약값')!,
    '--public-key',
    key,
  ]);
  assert.match(stdout, /^signature checked against /m);
  assert.match(stdout, /\nverified\n?$/);
});

for (const engine of engines()) {
  describe(`a 1,000-applicant draw/v3 round drawn by the server on ${engine}`, () => {
    const source = signingChain(EXAMPLE_GENESIS, 3, 11);
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

    test('when draw_v3.py and the verifier recompute it from the downloads, then they agree with the server byte for byte', async () => {
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
            'GENERAL-30': { winners: 54, reserves: 0 },
          },
          drawPlan: { delayHours: 1, witnesses: 2 },
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

      // two witnesses commit before the close, each sealing a value with a salt of its own browser
      await ctx.database.db
        .insert(adminUsers)
        .values({ username: 'witness-two', passwordHash: 'none', roles: [...ADMIN_ROLES] });
      const second = bearer(await sessionToken(ctx.database.db, 'witness-two'));
      const witnesses = [
        { token: auth, value: '000417', salt: randomBytes(16).toString('hex') },
        { token: second, value: '950312', salt: randomBytes(16).toString('hex') },
      ];
      for (const { token, value, salt } of witnesses) {
        await request(ctx.app)
          .post(`/portal/admin/subscription/${roundId}/draw/witnesses`)
          .set('Authorization', token)
          .send({ commitment: witnessCommitment(salt, value), place: '관리사무소 회의실' })
          .expect(200);
      }

      ctx.clock.set(new Date('2026-05-01T10:00:00.250+09:00'));
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
      for (const [name, text] of [
        ['list.json', listText],
        ['commitment.json', committed],
      ] as const) {
        const first = await request(ctx.app)
          .get(`/portal/subscription/${roundId}/freezes/1/${name}`)
          .expect(200);
        assert.equal(first.text, text, `the first freeze's ${name} is the current one`);
      }

      // the first witness reveals before the beacon's time; the second does not, and is refused after it
      await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/draw/witnesses`)
        .set('Authorization', auth)
        .send({ value: witnesses[0]!.value, salt: witnesses[0]!.salt, place: '관리사무소 회의실' })
        .expect(200);
      const page = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw`).expect(200))
        .body as RoundDrawInfo;
      const revealUntil = Date.parse(page.revealUntil!);
      assert.equal(revealUntil, beaconRoundTime(source.chain, page.beacon!.round));
      ctx.clock.set(new Date(revealUntil));
      await request(ctx.app)
        .put(`/portal/admin/subscription/${roundId}/draw/witnesses`)
        .set('Authorization', second)
        .send({ value: witnesses[1]!.value, salt: witnesses[1]!.salt, place: '관리사무소 회의실' })
        .expect(409);
      ctx.clock.set(new Date(revealUntil + 1000));
      await request(ctx.app)
        .post(`/portal/admin/subscription/${roundId}/draw`)
        .set('Authorization', auth)
        .expect(200);
      const drawText = (await request(ctx.app).get(`/portal/subscription/${roundId}/draw.json`).expect(200))
        .text;
      const file = JSON.parse(drawText) as DrawFileV3;
      const published = page.frozen!.commitmentDigest!;
      assert.deepEqual(verifyDrawFileV3(file, published), []);
      assert.equal(file.list.length, 1000);
      assert.deepEqual(
        file.randomness.reveals.map(({ value }) => value),
        file.commitment.witnesses.map((hash) =>
          hash === witnessCommitment(witnesses[0]!.salt, witnesses[0]!.value) ? witnesses[0]!.value : null,
        ),
      );

      // draw_v3.py from the downloads alone: the list, the commitment, the beacon and the reveals
      const commitment = JSON.parse(committed) as CommitmentV3;
      const freeze = page.history.find((event) => event.kind === 'freeze')!;
      const out = await python<PythonDrawV3>(
        PYTHON_V3,
        [],
        JSON.stringify({
          list: JSON.parse(listText) as FrozenRow[],
          supply: commitment.supply,
          beacon: commitment.beacon,
          witnesses: commitment.witnesses,
          beaconRandomness: file.randomness.beaconRandomness,
          beaconSignature: file.randomness.beaconSignature,
          reveals: file.randomness.reveals,
          schedule: {
            closedAtMs: Date.parse(freeze.at),
            delayHours: page.plan.beacon!.delayHours,
            genesisTime: source.chain.genesisTime,
            period: source.chain.period,
          },
        } satisfies RoundV3),
      );
      assert.deepEqual(out.problems, []);
      assert.equal(out.listText, listText, 'the list, byte for byte');
      assert.equal(out.commitmentText, committed, 'the commitment, byte for byte');
      assert.equal(out.commitmentDigest, published);
      assert.equal(out.seed, file.seed);
      assert.equal(out.drawJson, drawText, 'draw.json, byte for byte');
      assert.deepEqual(
        Object.fromEntries(Object.entries(out.results).map(([type, rows]) => [type, rows.length])),
        { 'GENERAL-15': 334, 'GENERAL-30': 333, 'SPECIAL-15': 333 },
      );

      // the published verifier, with the digest as the draw page shows it
      const drawFile = path.join(dir, `draw-${engine}.json`);
      writeFileSync(drawFile, drawText);
      const winner = file.results['SPECIAL-15']![0]!.receiptNumber;
      const { stdout } = await run(process.execPath, [
        verifier,
        drawFile,
        winner.toLowerCase(),
        '--commitment',
        published,
        '--public-key',
        source.chain.publicKey,
      ]);
      assert.match(stdout, new RegExp(`^\\s*1\\s+${winner}\\s+당첨$`, 'm'));
      assert.match(stdout, /\nverified\n?$/);
    });
  });
}
