// The published verifier (api/build.mjs bundles src/draw/verifier.ts into one file) run with plain node
// against the server's draw functions: same ranking, what it used, `verified`; a forged file: NOT
// verified with the reason, exit 1. A draw/v1 file published before draw/v2 still verifies.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { publishedResults } from '@portal/shared-types/draw/draw';
import { listTextV2, runDrawV2, type Commitment, type DrawFileV2 } from '@portal/shared-types/draw/draw-v2';
import { sha256Hex, type FrozenRow } from '@portal/shared-types/draw/frozen-list';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');
const V1_FIXTURE = path.join(import.meta.dirname, 'fixtures', 'draw-v1-round.json');
let dir: string;
let verifier: string;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portal-draw-'));
  await run(process.execPath, ['build.mjs'], { cwd: apiDir });
  verifier = path.join(apiDir, 'dist/public/draw-verifier.mjs');
});
after(() => rmSync(dir, { recursive: true, force: true }));

const types = ['SPECIAL-15', 'GENERAL-15', 'GENERAL-30'];
const rows: FrozenRow[] = Array.from({ length: 10_000 }, (_, i) => ({
  receiptNumber: `2026A-${i.toString(32).toUpperCase().padStart(4, '0')}-Q9`,
  supplyType: types[i % 3]!,
  incomeTier: i % 3 === 0 ? (i % 7) % 3 || null : null,
  regionalTier: i % 3 === 0 ? (i % 11) % 4 || null : null,
}));
const supply = {
  'SPECIAL-15': { winners: 34, reserves: 10 },
  'GENERAL-15': { winners: 82, reserves: 20 },
  'GENERAL-30': { winners: 54, reserves: 15 },
};
const beacon = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  round: 4_200_000,
};
const randomness = {
  beaconRound: beacon.round,
  beaconRandomness: 'c0ffee'.repeat(10) + 'beef',
  beaconSignature: 'ab'.repeat(48),
  witnessedNumber: '',
};

/** A draw/v2 file as the server publishes it, made consistent with whatever list and supply it gets. */
function drawFile(list: FrozenRow[], supplyOf: Commitment['supply']): DrawFileV2 {
  const commitment: Commitment = {
    method: 'draw/v2',
    listDigest: sha256Hex(listTextV2(list)),
    supply: supplyOf,
    beacon,
    witnessedDigits: null,
  };
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

function writeDraw(name: string, file: unknown): string {
  const target = path.join(dir, name);
  writeFileSync(target, JSON.stringify(file));
  return target;
}

/** Runs the verifier; its output and exit code whether it succeeded or not. */
async function verify(...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(process.execPath, [verifier, ...args], { maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const honest = drawFile(rows, supply);
const published = honest.commitmentDigest;

test('when the verifier reads a published draw/v2 draw of 10,000 applicants, then it prints what it used, the server ranking and verified', async () => {
  const file = writeDraw('draw.json', honest);
  const { code, stdout } = await verify(file, '--commitment', published);
  assert.equal(code, 0);
  const lines = stdout.trim().split('\n');
  assert.equal(lines[0], 'method draw/v2');
  assert.equal(lines[1], `commitment ${published} (published ${published})`);
  assert.equal(lines[2], `list ${honest.commitment.listDigest} (10000 rows)`);
  assert.equal(lines[3], `plan beacon ${beacon.chainHash} round ${beacon.round}; witnessed digits none`);
  assert.equal(
    lines[4],
    'supply GENERAL-15 winners 82 reserves 20; GENERAL-30 winners 54 reserves 15; SPECIAL-15 winners 34 reserves 10',
  );
  assert.equal(lines[5], `randomness beacon ${randomness.beaconRandomness}; witnessed number -`);
  assert.equal(lines[6], `seed ${honest.seed}`);
  assert.equal(lines.at(-1), 'verified');
  const printed = lines.filter((line) => /^\s+\d+\s/.test(line)).map((line) => line.trim().split(/\s+/)[1]);
  assert.deepEqual(
    printed,
    Object.values(honest.results).flatMap((typeRows) => typeRows.map((row) => row.receiptNumber)),
  );
  // one applicant finds their own row
  const mine = honest.results['GENERAL-15']![0]!;
  const own = await verify(file, mine.receiptNumber.toLowerCase());
  assert.match(own.stdout, new RegExp(`\\s1  ${mine.receiptNumber}  당첨\\n`));
});

test('when asked for a receipt number that is not in the list, then the verifier says so', async () => {
  const file = writeDraw('draw.json', honest);
  const { code, stdout } = await verify(file, '2026A-ZZZZ-ZZ');
  assert.match(stdout, /receipt number 2026A-ZZZZ-ZZ is not in the list/);
  assert.match(stdout, /\nverified\n/, 'the file itself still verifies');
  assert.equal(code, 3);
});

test('when the list does not match its digest, then the verifier prints NOT verified and why, and exits 1', async () => {
  const tampered = rows.map((row, i) => (i === 0 ? { ...row, incomeTier: 1 } : row));
  const file = writeDraw('tampered.json', { ...honest, list: tampered });
  const { code, stdout } = await verify(file);
  assert.equal(code, 1);
  assert.match(stdout, /NOT verified:\n- the list's digest is [0-9a-f]{64}, the commitment states/);
});

test('when GENERAL-15 winners are raised from 6 to 7 with the results adjusted, then the verifier prints NOT verified: the commitment differs', async () => {
  const small = rows.slice(0, 300);
  const real = drawFile(small, { ...supply, 'GENERAL-15': { winners: 6, reserves: 4 } });
  const forged = drawFile(small, { ...supply, 'GENERAL-15': { winners: 7, reserves: 4 } });
  assert.notDeepEqual(forged.results['GENERAL-15'], real.results['GENERAL-15']);
  // the forger kept the digest the page shows: the recomputed commitment differs from it
  const kept = await verify(
    writeDraw('forged-kept.json', { ...forged, commitmentDigest: real.commitmentDigest }),
  );
  assert.equal(kept.code, 1);
  assert.match(kept.stdout, /supply GENERAL-15 winners 7 reserves 4/, 'it prints the supply it used');
  assert.match(
    kept.stdout,
    new RegExp(
      `NOT verified:\\n- the commitment's digest is ${forged.commitmentDigest}, the file states ${real.commitmentDigest}`,
    ),
  );
  // the forger rewrote everything consistently: the page's published digest gives it away
  const rewritten = await verify(writeDraw('forged.json', forged), '--commitment', real.commitmentDigest);
  assert.equal(rewritten.code, 1);
  assert.match(
    rewritten.stdout,
    new RegExp(
      `NOT verified:\\n- the commitment's digest is ${forged.commitmentDigest}, the published one is ${real.commitmentDigest}`,
    ),
  );
});

test('when a list row is of a supply type that has no supply, then the verifier prints NOT verified and names it', async () => {
  const extra: FrozenRow = {
    receiptNumber: '2026A-ZZZZ-Q9',
    supplyType: 'SPECIAL-30',
    incomeTier: 1,
    regionalTier: 1,
  };
  const file = writeDraw('orphan.json', drawFile([...rows.slice(0, 300), extra], supply));
  const { code, stdout } = await verify(file);
  assert.equal(code, 1);
  assert.match(stdout, /NOT verified:\n- 2026A-ZZZZ-Q9 is of supply type SPECIAL-30, which has no supply/);
});

test('when the verifier reads a draw/v1 file published before draw/v2, then it tells the method and still verifies it', async () => {
  const { code, stdout } = await verify(V1_FIXTURE);
  assert.equal(code, 0);
  assert.match(stdout, /^method draw\/v1\n/);
  assert.match(stdout, /the supply was not committed under draw\/v1/);
  assert.match(stdout, /\nverified\n$/);
  const orphan = JSON.parse(readFileSync(V1_FIXTURE, 'utf8')) as {
    supply: Record<string, unknown>;
  };
  delete orphan.supply['SPECIAL-15'];
  delete (orphan as unknown as { results: Record<string, unknown> }).results['SPECIAL-15'];
  const refused = await verify(writeDraw('v1-orphan.json', orphan));
  assert.equal(refused.code, 1);
  assert.match(refused.stdout, /NOT verified:\n- .* is of supply type SPECIAL-15, which has no supply/);
});
