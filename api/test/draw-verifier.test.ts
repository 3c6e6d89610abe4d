// The published verifier (api/build.mjs bundles src/draw/verifier.ts into one file) run with plain node
// against the server's draw functions: same ranking, `verified`; a tampered file: NOT verified, exit 1.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { publishedResults, runDraw, type DrawFile } from '@portal/shared-types/draw/draw';
import { listDigest, type FrozenRow } from '@portal/shared-types/draw/frozen-list';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '..');
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
const inputs = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  beaconRound: 4_200_000,
  beaconRandomness: 'c0ffee'.repeat(10) + 'beef',
  witnessedNumber: '',
  listDigest: listDigest(rows),
};

function writeDraw(name: string, file: DrawFile): string {
  const target = path.join(dir, name);
  writeFileSync(target, JSON.stringify(file));
  return target;
}

test('when the verifier reads a published draw of 10,000 applicants, then it prints the server ranking and verified', async () => {
  const { seed, ranking } = runDraw(rows, inputs, supply);
  const file = writeDraw('draw.json', {
    version: 'draw/v1',
    inputs,
    supply,
    list: rows,
    results: publishedResults(ranking),
  });
  const { stdout } = await run(process.execPath, [verifier, file], { maxBuffer: 16 * 1024 * 1024 });
  const lines = stdout.trim().split('\n');
  assert.equal(lines[0], `seed ${seed}`);
  assert.equal(lines.at(-1), 'verified');
  const printed = lines.filter((line) => /^\s+\d+\s/.test(line)).map((line) => line.trim().split(/\s+/)[1]);
  assert.deepEqual(
    printed,
    Object.values(ranking).flatMap((typeRows) => typeRows.map((row) => row.receiptNumber)),
  );
  // one applicant finds their own row
  const mine = ranking['GENERAL-15']![0]!;
  const own = await run(process.execPath, [verifier, file, mine.receiptNumber.toLowerCase()]);
  assert.match(own.stdout, new RegExp(`\\s1  ${mine.receiptNumber}  당첨\\n`));
});

test('when the list does not match its digest, then the verifier prints NOT verified and why, and exits 1', async () => {
  const { ranking } = runDraw(rows, inputs, supply);
  const tampered = rows.map((row, i) => (i === 0 ? { ...row, incomeTier: 1 } : row));
  const file = writeDraw('tampered.json', {
    version: 'draw/v1',
    inputs,
    supply,
    list: tampered,
    results: publishedResults(ranking),
  });
  const failure = await run(process.execPath, [verifier, file], { maxBuffer: 16 * 1024 * 1024 }).then(
    () => assert.fail('the verifier accepted a tampered list'),
    (error: { code: number; stdout: string }) => error,
  );
  assert.equal(failure.code, 1);
  assert.match(failure.stdout, /NOT verified:\n- the list's digest is [0-9a-f]{64}, the file states/);
});
