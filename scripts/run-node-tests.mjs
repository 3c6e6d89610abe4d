// Runs the *.test.ts files under the given folders with node's test runner (through tsx), one file at
// a time, printing the spec report and writing the counts to $TEST_COUNTS_FILE when set.
//
// Each file has a time limit (TEST_FILE_TIMEOUT_S, 600 s by default; the slowest file takes about a
// minute). A file that hangs is stopped there instead of holding CI until its own limit, and is run
// once more on its own: a hang is reported by name either way, and a second hang fails the run.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './packages.mjs';
import { run } from './run.mjs';

function testFiles(dir) {
  if (!statSync(dir).isDirectory()) return [dir]; // one file named on the command line
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = process.argv
  .slice(2)
  .flatMap((dir) => testFiles(path.resolve(repoRoot, dir)))
  .sort();

/** The support/preload.ts of the folder holding a test file, or of a folder above it, if there is one. */
function preloadOf(file) {
  for (let dir = path.dirname(file); dir.startsWith(repoRoot); dir = path.dirname(dir)) {
    const preload = path.join(dir, 'support', 'preload.ts');
    if (existsSync(preload)) return preload;
    if (dir === repoRoot) break;
  }
  return null;
}

const fileLimitMs = Number(process.env.TEST_FILE_TIMEOUT_S ?? 600) * 1000;
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-node-tests-'));

/** Runs one file; answers its counts and whether it was stopped at the time limit. */
async function runFile(file, attempt) {
  const tap = path.join(scratch, `${path.basename(file)}.${attempt}.tap`);
  // a test folder's support/preload.ts runs first in the test process (the API tests hold every
  // answer against the HTTP contract that way)
  const preload = preloadOf(file);
  const args = [
    '--import',
    'tsx',
    ...(preload ? ['--import', pathToFileURL(preload).href] : []),
    '--test',
    // node applies the limit to the file's process as a whole (and to each test inside it)
    `--test-timeout=${fileLimitMs}`,
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    file,
  ];
  const result = await run(process.execPath, args, { cwd: repoRoot });
  times.set(path.relative(repoRoot, file), (times.get(path.relative(repoRoot, file)) ?? 0) + result.ms);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  return {
    passed: count('pass'),
    // a process that failed without reporting a failed test still counts as one failure
    failed: failed || (result.code === 0 ? 0 : 1),
    hung: /failureType: 'testTimeoutFailure'/.test(text),
  };
}

const totals = { passed: 0, failed: 0 };
const hangs = [];
/** each file's wall time, so that a slow file shows itself in CI's log */
const times = new Map();
for (const file of files) {
  const name = path.relative(repoRoot, file);
  let counts = await runFile(file, 1);
  if (counts.hung) {
    hangs.push(name);
    console.log(`\n!! ${name} did not finish within ${fileLimitMs / 1000} s: running it once more\n`);
    counts = await runFile(file, 2);
  }
  totals.passed += counts.passed;
  totals.failed += counts.failed;
}
rmSync(scratch, { recursive: true, force: true });

const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, 10);
console.log(
  `\nSlowest files: ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)} s`).join(', ')}`,
);
if (hangs.length > 0) console.log(`\nFiles stopped at the time limit and run again: ${hangs.join(', ')}`);
console.log(`\n${files.length} files: ${totals.passed} passed, ${totals.failed} failed`);
if (process.env.TEST_COUNTS_FILE) writeFileSync(process.env.TEST_COUNTS_FILE, JSON.stringify(totals));
process.exit(totals.failed === 0 ? 0 : 1);
