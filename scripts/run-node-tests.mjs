// Runs the *.test.ts files under the given folders with node's test runner (through tsx), one file at
// a time, printing the spec report and writing the counts to $TEST_COUNTS_FILE when set.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
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
// a test folder's support/preload.ts runs first in each of its test processes (the API tests hold
// every answer against the HTTP contract that way)
const preloads = [...new Set(files.map(preloadOf).filter(Boolean))];
const countsFile = process.env.TEST_COUNTS_FILE;
const tap = countsFile ? `${countsFile}.tap` : null;
const args = [
  '--import',
  'tsx',
  ...preloads.flatMap((preload) => ['--import', pathToFileURL(preload).href]),
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  ...(tap ? ['--test-reporter=tap', `--test-reporter-destination=${tap}`] : []),
  ...files,
];
const result = await run(process.execPath, args, { cwd: repoRoot });
if (countsFile) {
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(tap, 'utf8');
  const count = (key) => Number(text.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  writeFileSync(
    countsFile,
    JSON.stringify({ passed: count('pass'), failed: count('fail') + count('cancelled') }),
  );
}
process.exit(result.code);
