// npm test: typecheck, lint, unit and component tests (jest), API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), a build, then the browser tests against the built site.
// Ends with one line: "N passed, N failed".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './packages.mjs';
import { run } from './run.mjs';

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

async function check(name, command, args, env = {}) {
  console.log(`\n== ${name} ==`);
  const result = await run(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  totals[result.code === 0 ? 'passed' : 'failed'] += 1;
  stages.push(`${name}: ${result.code === 0 ? 'ok' : 'FAILED'} (${(result.ms / 1000).toFixed(0)} s)`);
  return result.code === 0;
}

async function suite(name, command, args, countsOf) {
  console.log(`\n== ${name} ==`);
  const result = await run(command, args, {
    cwd: repoRoot,
    env: { ...process.env, TEST_COUNTS_FILE: path.join(scratch, name) },
  });
  const counts = countsOf();
  const passed = counts?.passed ?? 0;
  // A runner that failed without reporting a failed test still counts as one failure.
  const failed = (counts?.failed ?? 0) || (result.code === 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  stages.push(`${name}: ${passed} passed, ${failed} failed (${(result.ms / 1000).toFixed(0)} s)`);
}

const node = process.execPath;
const bin = (file) => path.join(repoRoot, 'node_modules', file);

await check('typecheck', node, [path.join(repoRoot, 'scripts/typecheck.mjs')]);
await check('lint', node, [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.']);
await check('format', node, [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);

const jestJson = path.join(scratch, 'jest.json');
await suite('unit', node, [bin('jest/bin/jest.js'), '--ci', '--json', `--outputFile=${jestJson}`], () => {
  const report = readJson(jestJson);
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    }
  );
});

const apiCounts = path.join(scratch, 'api');
await suite('api', node, [path.join(repoRoot, 'scripts/run-node-tests.mjs'), 'api/test'], () =>
  readJson(apiCounts),
);

if (await check('build', node, [path.join(repoRoot, 'scripts/build.mjs')])) {
  const e2eCounts = path.join(scratch, 'e2e');
  // scripts/test checks the built remotes (shell contract) and the endpoint owners; e2e the browser.
  await suite('e2e', node, [path.join(repoRoot, 'scripts/run-node-tests.mjs'), 'scripts/test', 'e2e'], () =>
    readJson(e2eCounts),
  );
}

rmSync(scratch, { recursive: true, force: true });
console.log(`\n${stages.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
