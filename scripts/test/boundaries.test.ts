// The package boundaries of eslint.config.mjs, fed the imports a real file would write: each is refused.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rules that refuse `source` written in `file` (a path inside the repository). */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const cases: [string, string, string][] = [
  [
    'a relative path into another remote',
    'mf-admin/src/features/notices/sample.ts',
    "export { default } from '../../../../mf-board/src/features/notices/notice-list-page';\n",
  ],
  [
    "another remote's package name",
    'mf-admin/src/features/notices/sample.ts',
    "export { default } from '@portal/mf-board/src/features/notices/notice-list-page';\n",
  ],
  [
    'the server from a web package',
    'mf-apply/src/features/apply/sample.ts',
    "export { createApp } from '../../../../api/src/app';\n",
  ],
  [
    'an app from shared-types',
    'shared-types/src/sample.ts',
    "export { pages } from '../../mf-info/src/pages';\n",
  ],
  [
    'a web package from the server',
    'api/src/sample.ts',
    "export { pages } from '../../mf-info/src/pages';\n",
  ],
];

for (const [what, file, source] of cases) {
  test(`an import of ${what} is refused by the boundary rules`, async () => {
    assert.ok((await refusals(file, source)).includes('portal/package-boundaries'));
  });
}

test('an import inside one remote and of shared-types passes', async () => {
  const source = [
    "export { paths } from '@portal/shared-types/routes';",
    "export { default } from '../notices/notice-list-page';",
    '',
  ].join('\n');
  assert.deepEqual(await refusals('mf-board/src/features/resources/sample.ts', source), []);
});
