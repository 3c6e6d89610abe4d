// Every browser endpoint names what it answers (from the contract's call, ResponseOf), never `unknown`,
// so a remote's code is checked against the server's answers at compile time.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const root = new URL('../../', import.meta.url);

test('no browser endpoint answers unknown', () => {
  const files = execFileSync('git', ['grep', '-l', 'injectEndpoints', '--', '*/src/*.ts', '*/src/*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  assert.ok(files.length > 10, 'the endpoint files are found');
  const untyped = files.flatMap((file) =>
    [
      ...readFileSync(new URL(file, root), 'utf8').matchAll(/(\w+): build\.(?:query|mutation)<\s*unknown\b/g),
    ].map((match) => `${file}: ${match[1]}`),
  );
  assert.deepEqual(untyped, []);
});
