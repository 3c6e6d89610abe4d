// The published verifier (api/build.mjs bundles src/draw/verifier.ts into one file), copied alone into an
// empty folder and run there with plain node: it must carry everything it needs. Genuine files of every
// version verify whatever their key order, spacing or BOM; a forged beacon, a witness value without its
// commitment, a key given twice, a field that is not the method's, randomness the plan does not have, or
// a file relabelled with another version's name gives NOT verified with a plain reason, never a
// JavaScript error. Files are made here with the server's own functions and a test drand chain.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { beaconRoundTime, QUICKNET } from '@portal/shared-types/draw/draw-plan';
import { publishedResults } from '@portal/shared-types/draw/draw';
import { listTextV2, runDrawV2, type Commitment, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import {
  drawFileTextV3,
  publishedResultsV3,
  runDrawV3,
  witnessCommitment,
  type CommitmentV3,
  type DrawFileV3,
  type RandomnessV3,
} from '@portal/shared-types/draw/draw-v3';
import { sha256Hex, type FrozenRow } from '@portal/shared-types/draw/frozen-list';
import { RECORDED, signingChain } from './support/drand-relay';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const V1_FIXTURE = path.join(FIXTURES, 'draw-v1-round.json');
const V2_FIXTURE = path.join(FIXTURES, 'verifier', 'draw-v2-recorded-beacon.json');
let dir: string;
let verifier: string;

before(async () => {
  // alone in an empty folder: no node_modules anywhere it could look
  dir = mkdtempSync(path.join(tmpdir(), 'portal-draw-verifier-'));
  // built into a folder of its own: another test file may be building at the same time
  const built = path.join(dir, 'build');
  await run(process.execPath, ['build.mjs', '--outdir', built], { cwd: apiDir });
  mkdirSync(path.join(dir, 'bin'));
  verifier = path.join(dir, 'bin', 'draw-verifier.mjs');
  copyFileSync(path.join(built, 'public/draw-verifier.mjs'), verifier);
  rmSync(built, { recursive: true, force: true });
});
after(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
/** Writes a file's text (an object is written as the server writes JSON) and answers its path. */
function write(content: unknown): string {
  const target = path.join(dir, `draw-${(written += 1)}.json`);
  writeFileSync(
    target,
    typeof content === 'string' || content instanceof Buffer ? content : JSON.stringify(content),
  );
  return target;
}

/**
 * The tests' chain is none the verifier knows, so a reader names its key with --public-key, as the verifier
 * asks (one test checks the refusal without it): added to every run on a draw/v3 file of that chain.
 */
function withTestChainKey(args: string[]): string[] {
  const [file] = args;
  if (!file || args.includes('--public-key') || args.includes('--no-key')) {
    return args.filter((arg) => arg !== '--no-key');
  }
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return args;
  }
  return text.includes('draw/v3') && text.includes(chain.chain.chainHash)
    ? [...args, '--public-key', chain.chain.publicKey]
    : args;
}

/** Runs the copied verifier with plain node in its empty folder: its output and exit code. */
async function verifyInNode(...given: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = withTestChainKey(given);
  try {
    const { stdout, stderr } = await run(process.execPath, [verifier, ...args], {
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let runs = 0;
/**
 * The same copied file run inside this process, many times faster than a new node each time: importing
 * it under a new URL runs it afresh with the arguments in process.argv, as `node draw-verifier.mjs` does.
 */
async function verify(...given: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const args = withTestChainKey(given);
  const { argv, exitCode } = process;
  const { log, error } = console;
  let stdout = '';
  let stderr = '';
  process.argv = [argv[0]!, verifier, ...args];
  console.log = (...parts: unknown[]) => void (stdout += `${parts.join(' ')}\n`);
  console.error = (...parts: unknown[]) => void (stderr += `${parts.join(' ')}\n`);
  try {
    await import(`${pathToFileURL(verifier).href}?run=${(runs += 1)}`);
    return { code: Number(process.exitCode ?? 0), stdout, stderr };
  } finally {
    Object.assign(process, { argv, exitCode });
    Object.assign(console, { log, error });
  }
}

const refused = (stdout: string, reason: string | RegExp) => {
  assert.match(stdout, /NOT verified:/);
  if (typeof reason === 'string') assert.ok(stdout.includes(reason), `expected "${reason}" in:\n${stdout}`);
  else assert.match(stdout, reason);
  assert.doesNotMatch(stdout, /\nverified\n/);
};

// ---- files made with the server's functions ----

const types = ['SPECIAL-15', 'GENERAL-15', 'GENERAL-30'];
const applicants = (n: number): FrozenRow[] =>
  Array.from({ length: n }, (_, i) => ({
    receiptNumber: `2026-3-${i.toString(32).toUpperCase().padStart(4, '0')}-Q9`,
    supplyType: types[i % 3]!,
    incomeTier: i % 3 === 0 ? (i % 7) % 3 || null : null,
    regionalTier: i % 3 === 0 ? (i % 11) % 4 || null : null,
  }));
const rows = applicants(90);
// SPECIAL-30 has places and no applicants: its results are []
const supply = {
  'SPECIAL-15': { winners: 5, reserves: 3 },
  'GENERAL-15': { winners: 8, reserves: 4 },
  'GENERAL-30': { winners: 6, reserves: 2 },
  'SPECIAL-30': { winners: 2, reserves: 1 },
};

const chain = signingChain(1_700_000_000);
const otherChain = signingChain(1_700_000_000, 3, 8);
const ROUND = 4_200_000;
const beacon = chain.beacon(ROUND)!;
const witnesses = [
  { salt: '1f'.repeat(16), value: '042917' },
  { salt: 'a0'.repeat(16), value: '730015' },
].map((witness) => ({ ...witness, commitment: witnessCommitment(witness.salt, witness.value) }));
const [revealed, silent] = witnesses as [(typeof witnesses)[0], (typeof witnesses)[0]];

const commitmentV3 = (list: FrozenRow[]): CommitmentV3 => ({
  method: 'draw/v3',
  listDigest: sha256Hex(listTextV2(list)),
  supply,
  beacon: { chainHash: chain.chain.chainHash, publicKey: chain.chain.publicKey, round: ROUND },
  witnesses: witnesses.map((witness) => witness.commitment).sort(),
});
const randomnessV3 = (): RandomnessV3 => ({
  beaconRound: ROUND,
  beaconRandomness: beacon.randomness,
  beaconSignature: beacon.signature,
  // one reveal per committed witness in the commitment's order; the silent one counts as ''
  reveals: witnesses
    .map((witness) =>
      witness === revealed
        ? { commitment: witness.commitment, value: witness.value, salt: witness.salt }
        : { commitment: witness.commitment, value: null, salt: null },
    )
    .sort((a, b) => (a.commitment < b.commitment ? -1 : 1)),
});

/** A v3 file consistent with whatever it is given: digest, seed and results recomputed. */
function sealV3(commitment: CommitmentV3, list: FrozenRow[], randomness: RandomnessV3): DrawFileV3 {
  const { digest, seed, ranking } = runDrawV3(commitment, list, randomness);
  const results = publishedResultsV3(ranking);
  return { version: 'draw/v3', commitmentDigest: digest, commitment, list, randomness, seed, results };
}
const genuineV3 = sealV3(commitmentV3(rows), rows, randomnessV3());

/** A v2 file as the server built it, consistent with whatever it is given. */
function sealV2(commitment: Commitment, list: FrozenRow[], randomness: DrawFileV2['randomness']): DrawFileV2 {
  const { digest, seed, ranking } = runDrawV2(commitment, list, randomness);
  return {
    version: 'draw/v2',
    commitmentDigest: digest,
    commitment,
    list,
    randomness,
    seed,
    results: publishedResults(ranking),
  };
}
const quicknetV2 = (randomness: Partial<DrawFileV2['randomness']>) =>
  sealV2(
    {
      method: 'draw/v2',
      listDigest: sha256Hex(listTextV2(rows)),
      supply,
      beacon: { chainHash: QUICKNET.chainHash, round: ROUND },
      witnessedDigits: null,
    },
    rows,
    { beaconRound: ROUND, beaconRandomness: '', beaconSignature: '', witnessedNumber: '', ...randomness },
  );

const fixture = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const v2Fixture = () => fixture(V2_FIXTURE) as unknown as DrawFileV2;

/** The same values, every object's keys sorted and two-space indented, as `jq -S .` writes them. */
function sortedPretty(value: unknown): string {
  const sort = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(sort)
      : item && typeof item === 'object'
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, sort((item as Record<string, unknown>)[key])]),
          )
        : item;
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

// ---- genuine draw/v3 ----

test('when the verifier reads a genuine draw/v3 file with two witnesses, one revealed, then it prints what it used and verified', async () => {
  const file = write(drawFileTextV3(genuineV3));
  // plain node, in a folder with no node_modules anywhere above it
  const { code, stdout } = await verifyInNode(file);
  assert.equal(code, 0, stdout);
  const { commitmentDigest: digest, commitment } = genuineV3;
  const key = chain.chain.publicKey;
  const lines = stdout.trim().split('\n');
  assert.deepEqual(lines.slice(0, 10), [
    'method draw/v3',
    `commitment ${digest}`,
    `list ${commitment.listDigest} (90 rows)`,
    `plan beacon ${chain.chain.chainHash} round ${ROUND}, public key ${key}; witnesses 2`,
    'supply GENERAL-15 winners 8 reserves 4; GENERAL-30 winners 6 reserves 2; SPECIAL-15 winners 5 reserves 3; SPECIAL-30 winners 2 reserves 1',
    ...commitment.witnesses.map(
      (hash) => `witness ${hash} → ${hash === revealed.commitment ? revealed.value : 'not revealed'}`,
    ),
    `randomness beacon ${beacon.randomness}`,
    `signature checked against ${key} (given with --public-key)`,
    `seed ${genuineV3.seed}`,
  ]);
  assert.equal(lines.at(-1), 'verified');
  const printed = lines.filter((line) => /^\s+\d+\s/.test(line)).map((line) => line.trim().split(/\s+/)[1]);
  assert.deepEqual(
    printed,
    Object.values(genuineV3.results).flatMap((typeRows) => typeRows.map((row) => row.receiptNumber)),
  );
  assert.deepEqual(genuineV3.results['SPECIAL-30'], []);
  assert.match(stdout, /\nSPECIAL-30\n {4}no applicants\n/);
  // without the key named by the reader, a chain the verifier does not know proves nothing: whoever holds
  // a key of their own can sign any randomness
  const unnamed = await verify(file, '--no-key');
  assert.equal(unnamed.code, 1);
  refused(
    unnamed.stdout,
    /chain [0-9a-f]{64} is not one this verifier knows, so the key the commitment names/,
  );
});

test('when the published digest is given, even with spaces, capitals or split over arguments, then the draw/v3 file verifies against it', async () => {
  const file = write(drawFileTextV3(genuineV3));
  const digest = genuineV3.commitmentDigest;
  const exact = await verify(file, '--commitment', digest);
  assert.equal(exact.code, 0);
  assert.match(exact.stdout, new RegExp(`^commitment ${digest} \\(published ${digest}\\)$`, 'm'));
  const groups = digest.toUpperCase().match(/.{8}/g)!;
  const pasted = await verify(file, `--commitment=${groups.join(' ')}`);
  assert.equal(pasted.code, 0, pasted.stdout);
  assert.match(
    pasted.stdout,
    new RegExp(
      `^note: the digest given with --commitment had spaces and capital letters; it is read as ${digest}$`,
      'm',
    ),
  );
  const unquoted = await verify(file, '--commitment', ...groups.map((group) => group.toLowerCase()));
  assert.equal(unquoted.code, 0, unquoted.stdout);
  assert.match(unquoted.stdout, /\nverified\n$/);
  const other = await verify(file, '--commitment', 'ab'.repeat(32));
  assert.equal(other.code, 1);
  refused(other.stdout, `the commitment's digest is ${digest}, the published one is ${'ab'.repeat(32)}`);
  const short = await verify(file, '--commitment', digest.slice(1));
  assert.equal(short.code, 1);
  refused(
    short.stdout,
    'NOT verified: the digest given with --commitment is not 64 hex digits: it has 63 characters',
  );
});

test('when one applicant looks up their receipt number, then the verifier shows their row, and says so when it is not in the list', async () => {
  const file = write(drawFileTextV3(genuineV3));
  const mine = genuineV3.results['GENERAL-15']![0]!;
  const own = await verify(file, mine.receiptNumber.toLowerCase());
  assert.equal(own.code, 0);
  assert.match(own.stdout, new RegExp(`\\n    1  ${mine.receiptNumber}  당첨\\n`));
  const absent = await verifyInNode(file, '2026-3-ZZZZ-ZZ');
  assert.equal(absent.code, 3);
  assert.match(absent.stdout, /receipt number 2026-3-ZZZZ-ZZ is not in the list/);
  assert.match(absent.stdout, /\nverified\n/, 'the file itself still verifies');
});

test('when a draw/v3 round of 10,000 applicants is verified, then it gives the server ranking', async () => {
  const many = applicants(10_000);
  const big = sealV3(commitmentV3(many), many, randomnessV3());
  const { code, stdout } = await verify(write(drawFileTextV3(big)), '--commitment', big.commitmentDigest);
  assert.equal(code, 0);
  const printed = stdout
    .split('\n')
    .filter((line) => /^\s+\d+\s/.test(line))
    .map((line) => line.trim().split(/\s+/)[1]);
  assert.deepEqual(
    printed,
    Object.values(big.results).flatMap((typeRows) => typeRows.map((row) => row.receiptNumber)),
  );
});

// ---- the beacon ----

test('when the beacon is zero randomness and "not-a-signature", with seed and results recomputed, then draw/v3 and draw/v2 on quicknet are NOT verified', async () => {
  const zero = '0'.repeat(64);
  const v3 = sealV3(commitmentV3(rows), rows, {
    ...randomnessV3(),
    beaconRandomness: zero,
    beaconSignature: 'not-a-signature',
  });
  const forgedV3 = await verifyInNode(write(drawFileTextV3(v3)));
  assert.equal(forgedV3.code, 1);
  refused(
    forgedV3.stdout,
    'randomness.beaconSignature must be lowercase hex digits, not text "not-a-signature"',
  );
  const v2 = quicknetV2({ beaconRandomness: zero, beaconSignature: 'not-a-signature' });
  const forgedV2 = await verify(write(v2));
  assert.equal(forgedV2.code, 1);
  refused(forgedV2.stdout, 'randomness.beaconSignature must be "" or lowercase hex digits');
  // hex that is no point of the curve
  const garbage = quicknetV2({ beaconRandomness: zero, beaconSignature: 'ab'.repeat(48) });
  const notAPoint = await verify(write(garbage));
  refused(
    notAPoint.stdout,
    'the beacon signature is not a BLS12-381 G1 signature, so no drand chain made it',
  );
  const v3Garbage = sealV3(commitmentV3(rows), rows, {
    ...randomnessV3(),
    beaconRandomness: zero,
    beaconSignature: 'ab'.repeat(48),
  });
  refused((await verify(write(drawFileTextV3(v3Garbage)))).stdout, 'is not a BLS12-381 G1 signature');
  // the signature kept, the randomness changed
  const v3Randomness = sealV3(commitmentV3(rows), rows, { ...randomnessV3(), beaconRandomness: zero });
  refused(
    (await verify(write(drawFileTextV3(v3Randomness)))).stdout,
    `the beacon randomness is ${zero}, but the SHA-256 of its signature is ${beacon.randomness}`,
  );
});

test('when the signature is a valid one from another key or of another round, then the verifier says it is not the chain’s', async () => {
  const foreign = otherChain.beacon(ROUND)!;
  const signedByOther = {
    ...randomnessV3(),
    beaconRandomness: foreign.randomness,
    beaconSignature: foreign.signature,
  };
  const v3 = await verify(write(drawFileTextV3(sealV3(commitmentV3(rows), rows, signedByOther))));
  assert.equal(v3.code, 1);
  refused(
    v3.stdout,
    `the beacon signature is not the chain's signature of round ${ROUND} under the public key ${chain.chain.publicKey}`,
  );
  assert.match(v3.stdout, /^signature does NOT verify against /m);
  const nextRound = chain.beacon(ROUND + 1)!;
  const replayed = {
    ...randomnessV3(),
    beaconRandomness: nextRound.randomness,
    beaconSignature: nextRound.signature,
  };
  refused(
    (await verify(write(drawFileTextV3(sealV3(commitmentV3(rows), rows, replayed))))).stdout,
    `not the chain's signature of round ${ROUND}`,
  );
  // draw/v2 naming quicknet: checked against quicknet's own key, whatever the file or the user brings
  const v2 = quicknetV2({ beaconRandomness: foreign.randomness, beaconSignature: foreign.signature });
  const quicknet = await verify(write(v2));
  refused(quicknet.stdout, `under the public key ${QUICKNET.publicKey}`);
  // a known chain's round has a time: the reader compares it with the close
  const emitted = new Date(beaconRoundTime(QUICKNET, ROUND)).toISOString().replace('.000Z', 'Z');
  assert.match(
    quicknet.stdout,
    new RegExp(
      `^round ${ROUND} of drand quicknet was emitted at ${emitted}: the close the draw page gives must come before it$`,
      'm',
    ),
  );
  const ownKey = await verify(write(v2), '--public-key', otherChain.chain.publicKey);
  refused(ownKey.stdout, "the public key given with --public-key is not drand quicknet's");
  // draw/v3: a commitment naming quicknet's chain must carry quicknet's key
  const posing = commitmentV3(rows);
  posing.beacon = { ...posing.beacon, chainHash: QUICKNET.chainHash };
  refused(
    (await verify(write(drawFileTextV3(sealV3(posing, rows, randomnessV3()))))).stdout,
    "the commitment names drand quicknet's chain but not its public key",
  );
  const mismatch = await verify(write(drawFileTextV3(genuineV3)), '--public-key', otherChain.chain.publicKey);
  refused(
    mismatch.stdout,
    `the commitment's public key is ${chain.chain.publicKey}, not the one given with --public-key`,
  );
});

// ---- the witnesses ----

test('when a witness value is changed without its commitment, or a salt is changed, with seed and results recomputed, then NOT verified', async () => {
  const withReveal = (change: { value?: string; salt?: string }) => ({
    ...randomnessV3(),
    reveals: randomnessV3().reveals.map((reveal) =>
      reveal.commitment === revealed.commitment ? { ...reveal, ...change } : reveal,
    ),
  });
  const value = sealV3(commitmentV3(rows), rows, withReveal({ value: '042918' }));
  assert.notEqual(value.seed, genuineV3.seed);
  refused(
    (await verify(write(drawFileTextV3(value)))).stdout,
    `the reveal of ${revealed.commitment} does not match its commitment`,
  );
  const salt = sealV3(commitmentV3(rows), rows, withReveal({ salt: '2f'.repeat(16) }));
  refused(
    (await verify(write(drawFileTextV3(salt)))).stdout,
    `the reveal of ${revealed.commitment} does not match its commitment`,
  );
  // the silent witness "revealed" afterwards, with a value of someone's choosing
  const late = sealV3(commitmentV3(rows), rows, {
    ...randomnessV3(),
    reveals: randomnessV3().reveals.map((reveal) =>
      reveal.commitment === silent.commitment ? { ...reveal, value: '999999', salt: silent.salt } : reveal,
    ),
  });
  refused(
    (await verify(write(drawFileTextV3(late)))).stdout,
    `the reveal of ${silent.commitment} does not match`,
  );
  const dropped = sealV3(commitmentV3(rows), rows, {
    ...randomnessV3(),
    reveals: randomnessV3().reveals.filter((reveal) => reveal.commitment !== silent.commitment),
  });
  refused(
    (await verify(write(drawFileTextV3(dropped)))).stdout,
    'the reveals do not name the committed witnesses',
  );
});

// ---- strict reading ----

test('when a key is given twice ("results" in v3, "witnessedNumber" in v2), then the file is refused and the key named', async () => {
  const text = drawFileTextV3(genuineV3);
  const forgedResults = JSON.stringify({ ...genuineV3.results, 'GENERAL-15': [] });
  const twice = `${text.slice(0, -1)},"results":${forgedResults}}`;
  const v3 = await verify(write(twice));
  assert.equal(v3.code, 1);
  refused(
    v3.stdout,
    /NOT verified: a key appears twice in one object: "results" \(again at line 1, column \d+\)/,
  );
  const v2Text = readFileSync(V2_FIXTURE, 'utf8').replace(
    '"witnessedNumber": "093172"',
    '"witnessedNumber": "111111",\n    "witnessedNumber": "093172"',
  );
  assert.ok(v2Text.includes('"111111"'));
  const v2 = await verify(write(v2Text), '--public-key', RECORDED.chain.publicKey);
  assert.equal(v2.code, 1);
  refused(v2.stdout, /a key appears twice in one object: "witnessedNumber" \(again at line \d+, column 5\)/);
});

test('when a field that is not the method’s is added, at the top or inside a result entry or result, then NOT verified naming it', async () => {
  const top = await verify(write(drawFileTextV3({ ...genuineV3, note: 'x' } as DrawFileV3)));
  refused(top.stdout, 'NOT verified: the file has an unknown field "note"');
  const entry = structuredClone(genuineV3);
  (entry.results['GENERAL-15']![0] as Record<string, unknown>).note = 'x';
  refused(
    (await verify(write(drawFileTextV3(entry)))).stdout,
    'results["GENERAL-15"][0] has an unknown field "note"',
  );
  const result = structuredClone(genuineV3);
  (result.results['GENERAL-15']![0]!.result as Record<string, unknown>).reserveNumber = 1;
  refused(
    (await verify(write(drawFileTextV3(result)))).stdout,
    'results["GENERAL-15"][0].result has an unknown field "reserveNumber"',
  );
  const v2 = v2Fixture() as unknown as { randomness: Record<string, unknown> };
  v2.randomness.witnessedAt = '2026-11-27';
  refused(
    (await verify(write(v2), '--public-key', RECORDED.chain.publicKey)).stdout,
    'randomness has an unknown field "witnessedAt"',
  );
});

test('when a draw/v2 plan without a beacon holds a beacon round, or a plan has no randomness at all, then NOT verified', async () => {
  const noBeacon = (witnessedDigits: number | null, randomness: Partial<DrawFileV2['randomness']>) =>
    sealV2(
      {
        method: 'draw/v2',
        listDigest: sha256Hex(listTextV2(rows)),
        supply,
        beacon: null,
        witnessedDigits,
      },
      rows,
      { beaconRound: 0, beaconRandomness: '', beaconSignature: '', witnessedNumber: '', ...randomness },
    );
  const round = await verify(write(noBeacon(6, { witnessedNumber: '123456', beaconRound: ROUND })));
  assert.equal(round.code, 1);
  refused(round.stdout, `the plan has no beacon, yet the file gives beaconRound ${ROUND}`);
  const signature = await verify(
    write(noBeacon(6, { witnessedNumber: '123456', beaconSignature: beacon.signature })),
  );
  refused(signature.stdout, 'the plan has no beacon, yet the file holds a beacon signature');
  const nothing = await verify(write(noBeacon(null, {})));
  refused(nothing.stdout, 'the plan has no randomness: no drand beacon and no witnessed number');
  // such a plan with only a typed number still verifies, and says who could choose the result
  const typed = await verify(write(noBeacon(6, { witnessedNumber: '123456' })));
  assert.equal(typed.code, 0, typed.stdout);
  assert.match(
    typed.stdout,
    /^not bound: this plan had no drand beacon, so that number alone decided the result$/m,
  );
  // draw/v1: the same rules on its inputs
  const v1 = fixture(V1_FIXTURE) as { inputs: Record<string, unknown> };
  v1.inputs = { ...v1.inputs, chainHash: '', beaconRandomness: '', beaconRound: 0 };
  refused((await verify(write(v1))).stdout, 'the draw used no randomness');
});

test('when a genuine file is re-saved with sorted keys, reordered result entries, two-space indentation or a BOM, then it still verifies', async () => {
  const reordered = structuredClone(genuineV3) as unknown as {
    results: Record<string, Record<string, unknown>[]>;
  };
  for (const entries of Object.values(reordered.results)) {
    entries.forEach((entry, index) => {
      entries[index] = { result: entry.result, rank: entry.rank, receiptNumber: entry.receiptNumber };
    });
  }
  const v2 = readFileSync(V2_FIXTURE, 'utf8');
  const variants: [string, string | Buffer, string[]][] = [
    ['v3 sorted, indented', sortedPretty(genuineV3), []],
    ['v3 reordered entries, indented', JSON.stringify(reordered, null, 2), []],
    ['v2 sorted', sortedPretty(JSON.parse(v2)), ['--public-key', RECORDED.chain.publicKey]],
    ['v1 sorted', sortedPretty(fixture(V1_FIXTURE)), []],
    [
      'v3 with BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(drawFileTextV3(genuineV3))]),
      [],
    ],
  ];
  for (const [name, text, args] of variants) {
    const { code, stdout } = await verify(write(text), ...args);
    assert.equal(code, 0, `${name}:\n${stdout}`);
    assert.match(stdout, /\nverified\n$/, name);
  }
  const bom = await verify(write(`\uFEFF${drawFileTextV3(genuineV3)}`));
  assert.match(
    bom.stdout,
    /^note: the file begins with a UTF-8 byte order mark \(BOM\), which some editors add when saving; it was skipped/,
  );
  const utf16 = await verify(write(Buffer.from(`\uFEFF${drawFileTextV3(genuineV3)}`, 'utf16le')));
  refused(
    utf16.stdout,
    'NOT verified: the file is UTF-16 text (some editors save so); save it as UTF-8 and run again',
  );
});

test('when a file says another version than its content, or a version the verifier does not know, then a plain sentence says so', async () => {
  const relabelled = await verify(write({ ...v2Fixture(), version: 'draw/v1' }));
  assert.equal(relabelled.code, 1);
  assert.equal(relabelled.stdout, 'NOT verified: this file looks like draw/v2 but says draw/v1\n');
  const v3AsV2 = await verify(write({ ...genuineV3, version: 'draw/v2' }));
  refused(v3AsV2.stdout, 'NOT verified: this file looks like draw/v3 but says draw/v2');
  const v1AsV3 = await verify(write({ ...fixture(V1_FIXTURE), version: 'draw/v3' }));
  refused(v1AsV3.stdout, 'NOT verified: this file looks like draw/v1 but says draw/v3');
  const unknown = await verify(write({ ...genuineV3, version: 'draw/v9' }));
  refused(
    unknown.stdout,
    'NOT verified: the file\'s version is text "draw/v9", not one this verifier reads (draw/v1, draw/v2, draw/v3); its content looks like draw/v3',
  );
});

test('when a file is malformed in any of many ways, then each gives NOT verified with a reason, never a JavaScript error', async () => {
  const v3 = JSON.parse(drawFileTextV3(genuineV3)) as Record<string, unknown>;
  const v2 = v2Fixture() as unknown as Record<string, unknown>;
  const v1 = fixture(V1_FIXTURE);
  const cases: [string, string][] = [
    ['not JSON', 'draw'],
    ['empty', ''],
    ['a list', '[]'],
    ['null', 'null'],
    ['no version', '{}'],
    ['a bare version', '{"version":"draw/v3"}'],
    ['a trailing comma', `${drawFileTextV3(genuineV3).slice(0, -1)},}`],
    ['a comment', `// draw\n${drawFileTextV3(genuineV3)}`],
    ['two values', `${drawFileTextV3(genuineV3)} {}`],
    ['a huge number', drawFileTextV3(genuineV3).replace(`"round":${ROUND}`, '"round":1e400')],
    ['a fraction', drawFileTextV3(genuineV3).replace(`"round":${ROUND}`, `"round":${ROUND}.5`)],
    [
      'v2 witnessed digits past any plan',
      JSON.stringify({ ...v2, commitment: { ...(v2.commitment as object), witnessedDigits: 1e15 } }),
    ],
    [
      'a __proto__ supply',
      JSON.stringify({
        ...v2,
        commitment: {
          ...(v2.commitment as object),
          supply: JSON.parse('{"__proto__":{"winners":1,"reserves":0}}'),
        },
      }),
    ],
  ];
  for (const [name, base] of [
    ['v3', v3],
    ['v2', v2],
    ['v1', v1],
  ] as const) {
    for (const key of Object.keys(base).filter((field) => field !== 'version')) {
      for (const value of [undefined, null, 'x', [], {}]) {
        const broken: Record<string, unknown> = { ...base, [key]: value };
        if (value === undefined) delete broken[key];
        cases.push([`${name} ${key} ${JSON.stringify(value) ?? 'missing'}`, JSON.stringify(broken)]);
      }
    }
  }
  // values of the wrong type where the method has one: `as never` writes what no server would
  const nested: [string, (file: DrawFileV3) => void][] = [
    ['v3 beacon null', (file) => (file.commitment.beacon = null as never)],
    ['v3 reveals [null]', (file) => (file.randomness.reveals = [null as never])],
    ['v3 results type null', (file) => (file.results['GENERAL-15'] = null as never)],
    ['v3 list [1]', (file) => (file.list = [1 as never])],
    ['v3 result kind', (file) => (file.results['GENERAL-15']![0]!.result = { kind: 'lost' } as never)],
    [
      'v3 reveal of 7 digits',
      (file) => (file.randomness.reveals[0] = { ...file.randomness.reveals[0]!, value: '1234567' }),
    ],
  ];
  for (const [name, change] of nested) {
    const broken = structuredClone(genuineV3);
    change(broken);
    cases.push([name, drawFileTextV3(broken)]);
  }
  for (const [name, text] of cases) {
    const { code, stdout, stderr } = await verify(write(text));
    assert.equal(code, 1, `${name}:\n${stdout}${stderr}`);
    assert.match(stdout, /NOT verified:(?: |\n- )\S/, name);
    assert.doesNotMatch(
      `${stdout}${stderr}`,
      /TypeError|RangeError|SyntaxError|Cannot |undefined|\.mjs:\d/,
      name,
    );
  }
  const usage = await verifyInNode();
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /^usage: node draw-verifier.mjs <draw.json>/m);
  const missing = await verify(path.join(dir, 'no-such.json'));
  refused(missing.stdout, `NOT verified: there is no file ${path.join(dir, 'no-such.json')}`);
});

// ---- files from before draw/v3 ----

test('when a draw/v2 file from before is read, then its beacon needs a key, and with --public-key it verifies naming what draw/v2 did not bind', async () => {
  const unknownChain = await verify(V2_FIXTURE);
  assert.equal(unknownChain.code, 1);
  refused(
    unknownChain.stdout,
    `the beacon signature was not checked: chain ${RECORDED.chain.chainHash} is not one this verifier knows. Its public key is the "public_key" that https://api.drand.sh/${RECORDED.chain.chainHash}/info shows; run again with --public-key <that key>`,
  );
  const { code, stdout } = await verify(V2_FIXTURE, '--public-key', RECORDED.chain.publicKey.toUpperCase());
  assert.equal(code, 0, stdout);
  assert.match(stdout, /^method draw\/v2\n/m);
  assert.match(
    stdout,
    /^note: the public key given with --public-key had capital letters; it is read as [0-9a-f]{192}$/m,
  );
  assert.match(
    stdout,
    new RegExp(`^signature checked against ${RECORDED.chain.publicKey} \\(given with --public-key\\)$`, 'm'),
  );
  assert.match(
    stdout,
    /^not bound: draw\/v2 did not bind the witnessed number: it was typed after the freeze and could have been chosen by whoever typed it$/m,
  );
  assert.match(stdout, /\nverified\n$/);
  // a draw/v2 beacon whose randomness was changed, signature kept
  const changed = v2Fixture();
  const forged = sealV2(changed.commitment, changed.list, {
    ...changed.randomness,
    beaconRandomness: 'cd'.repeat(32),
  });
  refused(
    (await verify(write(forged), '--public-key', RECORDED.chain.publicKey)).stdout,
    `the beacon randomness is ${'cd'.repeat(32)}, but the SHA-256 of its signature is ${changed.randomness.beaconRandomness}`,
  );
});

test('when a draw/v1 file from before draw/v2 is read, then it verifies under its own rules, saying it bound neither the supply nor the plan', async () => {
  const { code, stdout } = await verify(V1_FIXTURE);
  assert.equal(code, 0, stdout);
  assert.match(stdout, /^method draw\/v1\n/);
  assert.match(
    stdout,
    /^signature not kept: draw\/v1 files hold no beacon signature; compare the randomness with https:\/\/api\.drand\.sh\//m,
  );
  assert.match(stdout, /^round 21650143 of drand quicknet was emitted at 2025-09-13T08:56:33Z: the close/m);
  assert.match(stdout, /^not bound: draw\/v1 did not bind the supply/m);
  assert.match(stdout, /^not bound: draw\/v1 did not bind the plan/m);
  assert.match(stdout, /\nverified\n$/);
  const typed = fixture(V1_FIXTURE) as { inputs: Record<string, unknown> };
  typed.inputs.witnessedNumber = '12345';
  const withNumber = await verify(write(typed));
  assert.match(
    withNumber.stdout,
    /^not bound: draw\/v1 did not bind the witnessed number: it was typed after the list was frozen/m,
  );
  const orphan = fixture(V1_FIXTURE) as { supply: Record<string, unknown>; results: Record<string, unknown> };
  delete orphan.supply['SPECIAL-15'];
  delete orphan.results['SPECIAL-15'];
  const refusedOrphan = await verify(write(orphan));
  assert.equal(refusedOrphan.code, 1);
  assert.match(refusedOrphan.stdout, /NOT verified:\n- .* is of supply type SPECIAL-15, which has no supply/);
});
