// The version a shared-types module is shared at (scripts/webpack/source-version.mjs): the same code gives
// the same version, so a remote uses the shell's copy; a change to the module or to what it imports gives
// another, so a remote built from other code keeps its own.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sourceVersion } from '../webpack/source-version.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'source-version-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, source: string) => writeFileSync(path.join(dir, name), source);
const versionOfRules = () => sourceVersion(path.join(dir, 'rules.ts'));

test('a module is versioned by its code and by the code it imports locally, not by its types', () => {
  write('messages.ts', "export const messages = { required: '입력해 주세요.' };\n");
  write('roles.ts', 'export type Role = string;\n');
  write(
    'rules.ts',
    "import type { Role } from './roles';\nimport { messages } from './messages';\nexport const rule = (role: Role) => messages.required + role;\n",
  );
  const first = versionOfRules();
  assert.match(first, /^0\.0\.0-h[0-9a-f]{8}$/);
  assert.equal(versionOfRules(), first);

  write('roles.ts', 'export type Role = "admin";\n');
  assert.equal(versionOfRules(), first, 'a type-only import is erased from the bundle');

  write('messages.ts', "export const messages = { required: '필수 항목입니다.' };\n");
  const second = versionOfRules();
  assert.notEqual(second, first, 'an imported module changed');

  write(
    'rules.ts',
    "import type { Role } from './roles';\nimport { messages } from './messages';\nexport const rule = (role: Role) => role + messages.required;\n",
  );
  assert.notEqual(versionOfRules(), second, 'the module itself changed');
});

test('a module that imports an npm package cannot be shared by its hash: the package could change under it', () => {
  write('clock.ts', "import { tz } from '@date-fns/tz';\nexport const seoul = tz('Asia/Seoul');\n");
  assert.throws(() => sourceVersion(path.join(dir, 'clock.ts')), /cannot import @date-fns\/tz/);
});
