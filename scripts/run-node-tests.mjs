// Runs the *.test.ts files under the given folders with node's test runner (through tsx), TEST_JOBS files
// at a time (2 by default: the machines have 2 cores), printing the spec report and writing the counts to
// $TEST_COUNTS_FILE when set. Each file's output is held until the file ends and then printed whole, with
// its time, so that the log reads file by file.
//
// `--only-with <text>` keeps only the files whose source contains the text (the PostgreSQL run of the API
// tests takes the files that ask for engines(): the others have nothing to run on the server).
//
// TEST_RUNS (JSON) runs the files more than once, each time as another run: a label, the node binary, the
// environment it adds and its own `onlyWith`. All runs' files share one queue of TEST_JOBS slots, so that
// the cores stay busy to the end (two runs side by side, one slot each, left one core idle once the
// shorter ended). The counts file then holds each run's counts too.
//
// Each file has a time limit (TEST_FILE_TIMEOUT_S, 600 s by default; the slowest file takes about a
// minute). A file that hangs is stopped there instead of holding CI until its own limit, and is run
// once more on its own at the end: a hang is reported by name either way, and a second hang fails the run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './packages.mjs';
import { runLimited } from './run.mjs';

/**
 * Files that run with no other file beside them, after the rest. Keep this short: each one leaves a
 * core idle while it runs.
 */
const runAlone = new Set([
  // deploys mf-board anew: its webpack build rewrites mf-board/dist, which scripts/test/remote-contract
  // reads, and takes both cores for a while, which the browser tests beside it felt as stalls
  'e2e/redeploy.test.ts',
]);

function testFiles(dir) {
  if (!statSync(dir).isDirectory()) return [dir]; // one file named on the command line
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const args = process.argv.slice(2);
const onlyWithAt = args.indexOf('--only-with');
const onlyWith = onlyWithAt >= 0 ? args.splice(onlyWithAt, 2)[1] : undefined;
const files = args.flatMap((dir) => testFiles(path.resolve(repoRoot, dir))).sort();

/**
 * @typedef {{ label: string, node: string, env: Record<string, string>, onlyWith?: string }} Run
 * @type {Run[]}
 */
const runs = process.env.TEST_RUNS
  ? JSON.parse(process.env.TEST_RUNS).map((run) => ({ node: process.execPath, env: {}, ...run }))
  : [{ label: '', node: process.execPath, env: {}, onlyWith }];
const holds = (file, text) => text === undefined || readFileSync(file, 'utf8').includes(text);
/** every (file, run) pair to run: each file's runs one after another, so every run moves from the start */
const pairs = files.flatMap((file) =>
  runs.filter((run) => holds(file, run.onlyWith)).map((run) => ({ file, run })),
);

/** The support/preload.ts of the folder holding a test file, or of a folder above it, if there is one. */
function preloadOf(file) {
  for (let dir = path.dirname(file); dir.startsWith(repoRoot); dir = path.dirname(dir)) {
    const preload = path.join(dir, 'support', 'preload.ts');
    if (existsSync(preload)) return preload;
    if (dir === repoRoot) break;
  }
  return null;
}

const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 1);
const fileLimitMs = Number(process.env.TEST_FILE_TIMEOUT_S ?? 600) * 1000;
const scratch = mkdtempSync(path.join(tmpdir(), 'portal-node-tests-'));

/** Runs a command with its stdout and stderr held together; resolves with them, its exit code and time. */
function runHeld(command, commandArgs, env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => resolve({ code, output: Buffer.concat(chunks), ms: Date.now() - started });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
  });
}

/**
 * The first lines of the error in a failed test's TAP block (the text after its "not ok" line), or null
 * for a test that failed only because a subtest did.
 */
function errorOf(block, indent) {
  const lines = block.split('\n').slice(1);
  const end = lines.findIndex((line) => line.trim() === '...');
  const yaml = lines.slice(0, end < 0 ? lines.length : end);
  if (yaml.some((line) => line.includes("failureType: 'subtestsFailed'"))) return null;
  const at = yaml.findIndex((line) => line.startsWith(`${indent}  error:`));
  if (at < 0) return null;
  const first = yaml[at].slice(`${indent}  error:`.length).trim();
  const next = yaml.findIndex((line, i) => i > at && !line.startsWith(`${indent}    `));
  const rest = yaml.slice(at + 1, next < 0 ? yaml.length : next);
  const shown = [first.replace(/^[|>]-?$/, ''), ...rest.map((line) => line.trim())].filter(Boolean);
  return shown.slice(0, 4).map((line) => line.slice(0, 300));
}

/** Runs one file; prints its output whole; answers its counts and whether it was stopped at the time limit. */
async function runFile({ file, run }, attempt) {
  const name = path.relative(repoRoot, file);
  const shown = run.label ? `${name} [${run.label}]` : name;
  const tap = path.join(scratch, `${runs.indexOf(run)}.${name.replaceAll('/', '__')}.${attempt}.tap`);
  // a test folder's support/preload.ts runs first in the test process (the API tests hold every
  // answer against the HTTP contract that way)
  const preload = preloadOf(file);
  const result = await runHeld(
    run.node,
    [
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
    ],
    run.env,
  );
  times.set(shown, (times.get(shown) ?? 0) + result.ms);
  process.stdout.write(`\n--- ${shown} (${(result.ms / 1000).toFixed(0)} s) ---\n`);
  process.stdout.write(result.output);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  // the failing tests by name (TAP's "not ok" lines, subtests indented), so the summary can name them,
  // each with the first lines of its error: the file's own output may be far from the log's tail
  const names = [...text.matchAll(/^(\s*)not ok \d+ - (.*)$/gm)].map((match) => {
    const error = errorOf(text.slice(match.index + match[0].length), match[1]);
    return error ? `${match[2]}\n      ${error.join('\n      ')}` : match[2];
  });
  return {
    shown,
    names: names.length > 0 || result.code === 0 ? names : ['(the file ended without a test report)'],
    passed: count('pass'),
    // a process that failed without reporting a failed test still counts as one failure
    failed: failed || (result.code === 0 ? 0 : 1),
    hung: /failureType: 'testTimeoutFailure'/.test(text),
  };
}

const totals = { passed: 0, failed: 0 };
/** each run's counts, by label */
const runTotals = new Map(runs.map((run) => [run.label, { passed: 0, failed: 0 }]));
const hangs = [];
/** "file › test" for every failure, printed again at the end so that the log's tail names them */
const failures = [];
/** each file's wall time, so that a slow file shows itself in CI's log */
const times = new Map();

async function runCounted(pair, attempt) {
  const counts = await runFile(pair, attempt);
  if (counts.hung && attempt === 1) {
    const name = path.relative(repoRoot, pair.file);
    hangs.push(pair);
    console.log(`\n!! ${name} did not finish within ${fileLimitMs / 1000} s: it runs once more at the end\n`);
    return;
  }
  for (const sum of [totals, runTotals.get(pair.run.label)]) {
    sum.passed += counts.passed;
    sum.failed += counts.failed;
  }
  if (counts.failed > 0) failures.push(...counts.names.map((name) => `${counts.shown} › ${name}`));
}

function alone(file) {
  return runAlone.has(path.relative(repoRoot, file));
}

await runLimited(
  pairs.filter((pair) => !alone(pair.file)).map((pair) => () => runCounted(pair, 1)),
  jobs,
);
for (const pair of pairs.filter((pair) => alone(pair.file))) await runCounted(pair, 1);
// a file that hung runs again with nothing beside it
for (const pair of [...hangs]) await runCounted(pair, 2);
rmSync(scratch, { recursive: true, force: true });

const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, 10);
console.log(
  `\nSlowest files: ${slowest.map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)} s`).join(', ')}`,
);
if (hangs.length > 0) {
  const names = hangs.map(({ file }) => path.relative(repoRoot, file));
  console.log(`\nFiles stopped at the time limit and run again: ${names.join(', ')}`);
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
for (const [label, sum] of runTotals) {
  if (label) console.log(`${label}: ${sum.passed} passed, ${sum.failed} failed`);
}
console.log(
  `\n${pairs.length} ${runs.length > 1 ? 'file runs' : 'files'} (${jobs} at a time): ${totals.passed} passed, ${totals.failed} failed`,
);
if (process.env.TEST_COUNTS_FILE) {
  writeFileSync(
    process.env.TEST_COUNTS_FILE,
    JSON.stringify({ ...totals, failures, runs: Object.fromEntries(runTotals) }),
  );
}
process.exit(totals.failed === 0 ? 0 : 1);
