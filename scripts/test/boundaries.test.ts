// The boundaries of eslint.config.mjs (eslint-plugin-boundaries), fed the imports a real file would write:
// each is refused, by the element rule (a path) or the external rule (a package name).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
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
    'mf-admin/src/features/board/sample.ts',
    "export { default } from '../../../../mf-board/src/features/notices/notice-list-page';\n",
  ],
  [
    "another remote's package name",
    'mf-admin/src/features/board/sample.ts',
    "export { default } from '@portal/mf-board/src/features/notices/notice-list-page';\n",
  ],
  [
    'another feature of the same remote',
    'mf-board/src/features/resources/sample.ts',
    "export { default } from '../notices/notice-list-page';\n",
  ],
  [
    "another feature of mf-apply (the application form's page from the edit page)",
    'mf-apply/src/features/edit/sample.ts',
    "export { default } from '../apply/apply-page';\n",
  ],
  [
    'another feature of mf-admin (rounds from applicants)',
    'mf-admin/src/features/applicants/sample.ts',
    "export { default } from '../rounds/round-form-page';\n",
  ],
  [
    'a feature from shared code',
    'mf-board/src/components/board-list/sample.ts',
    "export { default } from '../../features/notices/notice-list-page';\n",
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
    'api/src/rounds/sample-use-cases.ts',
    "export { pages } from '../../../mf-info/src/pages';\n",
  ],
  [
    'the web runtime from the server',
    'api/src/rounds/sample-use-cases.ts',
    "export { baseApi } from '@portal/web-runtime/base-api';\n",
  ],
  [
    'the web runtime from the contract',
    'shared-types/src/site/sample.ts',
    "export { baseApi } from '../../../web-runtime/src/base-api';\n",
  ],
  [
    'React from the contract',
    'shared-types/src/board/sample.ts',
    "export type { ComponentType } from 'react';\n",
  ],
  [
    'a use case from an API repository (the direction is routes, use cases, repository)',
    'api/src/rounds/sample-repository.ts',
    "export { roundUseCases } from './rounds-use-cases';\n",
  ],
  [
    'routes from an API repository',
    'api/src/popups/sample-repository.ts',
    "export { popupsRoutes } from './popups-routes';\n",
  ],
  [
    'routes from an API use case',
    'api/src/draw/sample-use-cases.ts',
    "export { drawRoutes } from './draw-routes';\n",
  ],
  [
    "another domain's routes from an API use case",
    'api/src/audit/sample-use-cases.ts',
    "export { roundsRoutes } from '../rounds/rounds-routes';\n",
  ],
  [
    'a repository from API routes (a door asks a use case)',
    'api/src/rounds/sample-routes.ts',
    "export { findRound } from './rounds-repository';\n",
  ],
  [
    "another domain's repository from API routes",
    'api/src/board/sample-routes.ts',
    "export { attachmentByStoredName } from '../files/attachments-repository';\n",
  ],
  [
    'a repository from the Express plumbing',
    'api/src/http/sample.ts',
    "export { findRound } from '../rounds/rounds-repository';\n",
  ],
  [
    'Express types from an API use case',
    'api/src/rounds/sample-use-cases.ts',
    "export type { Request, Response } from 'express';\n",
  ],
  [
    'Express types from a domain module of the API',
    'api/src/after-draw/review/sample.ts',
    "export type { Response } from 'express';\n",
  ],
  [
    'Express types from an API repository',
    'api/src/rounds/sample-repository.ts',
    "export type { Request } from 'express';\n",
  ],
  [
    'the Express plumbing from an API use case',
    'api/src/rounds/sample-use-cases.ts',
    "export { actorOf } from '../audit/audit-request';\n",
  ],
  [
    "drizzle's query builder from an API use case (its SQL is the repository's)",
    'api/src/accounts/sample-use-cases.ts',
    "export { eq } from 'drizzle-orm';\n",
  ],
  [
    'the tables from an API use case',
    'api/src/files/sample-use-cases.ts',
    "export { attachments } from '../db/schema';\n",
  ],
  [
    'the tables from API routes',
    'api/src/rounds/sample-routes.ts',
    "export { applicants } from '../db/schema';\n",
  ],
  [
    'a use case from the database layer',
    'api/src/db/sample.ts',
    "export { roundUseCases } from '../rounds/rounds-use-cases';\n",
  ],
  [
    'an app from the web runtime',
    'web-runtime/src/sample.ts',
    "export { pages } from '../../mf-board/src/pages';\n",
  ],
];

for (const [what, file, source] of cases) {
  test(`an import of ${what} is refused by the boundary rules`, async () => {
    const rules = await refusals(file, source);
    // by the import's own rule: a file in no layer would be refused whatever it imports
    assert.ok(
      rules.some((rule) => rule.startsWith('boundaries/') && rule !== 'boundaries/no-unknown-files'),
      `rules: ${rules.join(', ')}`,
    );
  });
}

test('an API file in no layer is refused (a new folder of api/src, a loose file)', async () => {
  for (const file of ['api/src/payments/payment-service.ts', 'api/src/worker.ts']) {
    const rules = await refusals(file, 'export const sample = 1;\n');
    assert.ok(rules.includes('boundaries/no-unknown-files'), `${file}: ${rules.join(', ')}`);
  }
});

test('every file of api/src has a layer', async () => {
  const files = readdirSync(path.join(repoRoot, 'api/src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
  assert.ok(files.length > 150, `${files.length} files`);
  const unknown: string[] = [];
  for (const file of files) {
    const rules = await refusals(file, '');
    if (rules.includes('boundaries/no-unknown-files')) unknown.push(file);
  }
  assert.deepEqual(unknown, []);
});

test('an API use case importing repositories and a routes file importing its use cases pass', async () => {
  const useCase = [
    "export { findRound } from '../rounds/rounds-repository';",
    "export { audit } from '../audit/audit-log';",
    "export { drawInfo } from '../draw/draw-use-cases';",
    "export { auditedWrite } from '../db/transaction';",
    "export type { Tx } from '../db/tx';",
    '',
  ].join('\n');
  assert.deepEqual(await refusals('api/src/retention/sample-use-cases.ts', useCase), []);
  const routes = [
    "export { roundUseCases } from './rounds-use-cases';",
    "export { actorOf } from '../audit/audit-request';",
    "export { serveCalls } from '../http/serve-call';",
    "export type { Request } from 'express';",
    '',
  ].join('\n');
  assert.deepEqual(await refusals('api/src/rounds/sample-routes.ts', routes), []);
  const afterDraw = [
    "export { findApplicantRow } from '../after-draw-repository';",
    "export type { UploadedFile } from '../../files/uploaded-file';",
    "export { stateOf } from '../status/application-state';",
    "export { notFound } from '../../http/app-error';",
    '',
  ].join('\n');
  assert.deepEqual(await refusals('api/src/after-draw/review/sample-use-cases.ts', afterDraw), []);
});

test("a feature importing itself, its remote's shared code and shared-types passes", async () => {
  const source = [
    "export { paths } from '@portal/shared-types/site/routes';",
    "export { Link } from 'react-router-dom';",
    "export { useLeaveGuard } from '@portal/web-runtime/leave-guard';",
    "export { default } from './resource-list-page';",
    "export { BoardSection } from '../../components/board-list/board-section';",
    '',
  ].join('\n');
  assert.deepEqual(await refusals('mf-board/src/features/resources/sample.ts', source), []);
});

// one writer of an application's winning state (api/src/applicants/winning-state-repository.ts)
const winningStateWrites: [string, string][] = [
  [
    "a Drizzle update's set",
    "await tx.update(applicants).set({ winningState: '당첨', updatedAt: now }).where(eq(applicants.id, id));",
  ],
  [
    "an upsert's set",
    'await tx.insert(applicants).values(row).onConflictDoUpdate({ target: applicants.id, set: { winningState } });',
  ],
  [
    'a raw SQL update',
    "await tx.execute(sql`update ${applicants} set winning_state = '당첨' where id = ${id}`);",
  ],
  [
    'a raw SQL update setting it after another column',
    'await tx.execute(sql`update applicants a\n  set draw_rank = x.rank, winning_state = x.state from x`);',
  ],
];

for (const [what, write] of winningStateWrites) {
  test(`a write of applicants.winning_state by ${what} outside its one writer is refused`, async () => {
    for (const file of ['api/src/after-draw/sample-repository.ts', 'api/src/db/transaction.ts']) {
      const rules = await refusals(file, `${write}\n`);
      assert.ok(rules.includes('no-restricted-syntax'), `${file}: ${rules.join(', ')}`);
    }
  });
}

test('the winning state is written by its one writer, and read anywhere', async () => {
  const writer = 'api/src/applicants/winning-state-repository.ts';
  for (const [, write] of winningStateWrites) assert.deepEqual(await refusals(writer, `${write}\n`), []);
  const reads = [
    'await tx.execute(sql`select id from applicants a where a.winning_state = ${WON}`);',
    "await tx.update(applicants).set({ drawRank: null }).where(eq(applicants.winningState, '당첨'));",
    "await tx.insert(applicants).values({ winningState: '예비 1' });",
    '',
  ].join('\n');
  assert.deepEqual(await refusals('api/src/after-draw/sample-repository.ts', reads), []);
  // the writer keeps the API's other restriction: its transactions are its callers'
  const rules = await refusals(writer, 'await db.transaction(async () => {});\n');
  assert.ok(rules.includes('no-restricted-syntax'), rules.join(', '));
});
