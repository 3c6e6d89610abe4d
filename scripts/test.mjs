// npm test: typecheck, build, lint, format and unit and component tests (jest) side by side, the API
// tests, then the browser tests against the built site. Ends with one line: "N passed, N failed".
//
// The API tests run on PGlite with the machine's node. When TEST_DATABASE_URL is set they also run on that
// PostgreSQL server, as a second run sharing the first one's queue, on the newer Node LTS line
// (scripts/newer-node.mjs), which also runs the type check: CI thus runs on Node 20 and on Node 24 without
// a third pass.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newerNode } from './newer-node.mjs';
import { repoRoot } from './packages.mjs';
import { runLimited } from './run.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
const stages = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs one stage. A stage that runs beside another holds its output and prints it whole when it ends
 * (`held`), so that the log reads stage by stage; the others print as they go.
 */
function runStage(name, command, args, { env = {}, held = false } = {}) {
  const started = Date.now();
  if (!held) console.log(`\n== ${name} ==`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => {
      const ms = Date.now() - started;
      if (held) {
        process.stdout.write(`\n== ${name} (${(ms / 1000).toFixed(0)} s) ==\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ code, ms });
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
  });
}

async function check(name, command, args, options) {
  const result = await runStage(name, command, args, options);
  totals[result.code === 0 ? 'passed' : 'failed'] += 1;
  stages.push(`${name}: ${result.code === 0 ? 'ok' : 'FAILED'} (${(result.ms / 1000).toFixed(0)} s)`);
  return result.code === 0;
}

async function suite(name, command, args, countsOf, { env = {}, held = false } = {}) {
  const result = await runStage(name, command, args, {
    env: { ...env, TEST_COUNTS_FILE: path.join(scratch, name) },
    held,
  });
  const counts = countsOf(path.join(scratch, name));
  const passed = counts?.passed ?? 0;
  // A runner that failed without reporting a failed test still counts as one failure.
  const failed = (counts?.failed ?? 0) || (result.code === 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  const time = `(${(result.ms / 1000).toFixed(0)} s)`;
  stages.push(`${name}: ${passed} passed, ${failed} failed ${time}`);
  // the runs that shared the stage's queue, each with its own counts
  for (const [label, run] of Object.entries(counts?.runs ?? {})) {
    if (label) stages.push(`  ${label}: ${run.passed} passed, ${run.failed} failed`);
  }
  for (const failure of counts?.failures ?? []) stages.push(`  ✖ ${failure}`);
}

const node = process.execPath;
const bin = (file) => path.join(repoRoot, 'node_modules', file);
const nodeTests = path.join(repoRoot, 'scripts/run-node-tests.mjs');
const newer = newerNode();
const newerVersion = execFileSync(newer, ['--version'], { encoding: 'utf8' }).trim();

// Two at a time, the longest first: the build, the type check (itself two tsc at once), lint, format,
// jest. The build (about 90 s) is here rather than after the API tests, which do not need it: run alone it
// kept the machine waiting on it, while these checks left a core idle at their end. Jest comes last, once
// the build has written its dist folders, which jest crawls.
const jestJson = path.join(scratch, 'jest.json');
let built = false;
await runLimited(
  [
    async () => {
      built = await check('build', node, [path.join(repoRoot, 'scripts/build.mjs')], { held: true });
    },
    () =>
      check(`typecheck (${newerVersion})`, newer, [path.join(repoRoot, 'scripts/typecheck.mjs')], {
        held: true,
      }),
    () => check('lint', node, [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.'], { held: true }),
    () =>
      check('format', node, [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'], {
        held: true,
      }),
    () =>
      suite(
        'unit',
        node,
        [bin('jest/bin/jest.js'), '--ci', '--json', `--outputFile=${jestJson}`],
        () => {
          const report = readJson(jestJson);
          return (
            report && {
              passed: report.numPassedTests,
              failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
              failures: report.testResults.flatMap((file) =>
                file.status === 'failed'
                  ? [
                      ...file.assertionResults
                        .filter((test) => test.status === 'failed')
                        .map((test) => `${path.relative(repoRoot, file.name)} › ${test.fullName}`),
                      ...(file.assertionResults.length === 0 ? [path.relative(repoRoot, file.name)] : []),
                    ]
                  : [],
              ),
            }
          );
        },
        { held: true },
      ),
  ],
  2,
);

// PGlite on this node and, when there is a server, PostgreSQL on the newer node: one queue of (file, run)
// pairs, two at a time. The tests of those files that use no database run in both: once on each node line.
const apiRuns = [{ label: `PGlite, ${process.version}`, env: { TEST_ENGINES: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) {
  apiRuns.push({
    label: `PostgreSQL, ${newerVersion}`,
    node: newer,
    env: { TEST_ENGINES: 'postgres' },
    // the files that run anything on the server ask engines() which databases to use
    onlyWith: 'engines()',
  });
}
await suite('api', node, [nodeTests, 'api/test'], readJson, {
  env: { TEST_RUNS: JSON.stringify(apiRuns) },
});

if (built) {
  // scripts/test checks the built remotes (shell contract) and the endpoint owners; e2e the browser.
  await suite('e2e', node, [nodeTests, 'scripts/test', 'e2e'], readJson);
}

rmSync(scratch, { recursive: true, force: true });
console.log(`\n${stages.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
