// One owner per endpoint: every remote injects into the one shared api (web-runtime's base-api), as in one browser
// tab that visits every part of the site. A name injected twice throws outside production
// (overrideExisting in web-runtime/src/base-api.ts), so importing them all together fails
// when two parts of the site claim the same name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const apiModules = [
  'web-runtime/src/read-api.ts',
  'shell/src/features/admin-session/login-api.ts',
  'mf-board/src/features/notices/notices-api.ts',
  'mf-board/src/features/resources/resources-api.ts',
  'mf-admin/src/features/board/board-admin-api.ts',
  'mf-admin/src/features/popups/popups-api.ts',
  'mf-admin/src/lib/api/rounds-api.ts',
  'mf-admin/src/lib/api/applicants-api.ts',
  'mf-apply/src/lib/api/apply-api.ts',
  'mf-apply/src/lib/api/inquiry-api.ts',
  'mf-apply/src/features/draw/draw-api.ts',
  'mf-admin/src/features/audit/audit-api.ts',
  'mf-admin/src/features/waiting-room/waiting-room-api.ts',
];
const prefixes = { shell: 'shell', 'mf-board': 'board', 'mf-admin': 'admin', 'mf-apply': 'apply' } as const;

const load = (file: string) => import(new URL(`../../${file}`, import.meta.url).href);

test('every part of the site injects its endpoints into the one api without a clash', async () => {
  const { baseApi } = await import('@portal/web-runtime/base-api');
  for (const file of apiModules) await load(file);
  const names = Object.keys(baseApi.endpoints);
  assert.ok(
    names.includes('getNoticePage') &&
      names.includes('adminDeleteNotice') &&
      names.includes('boardDeleteNotice'),
  );
});

test("each remote's private endpoints carry its prefix", () => {
  for (const file of apiModules.filter((name) => !name.startsWith('web-runtime/'))) {
    const prefix = prefixes[file.split('/')[0] as keyof typeof prefixes];
    // All injections land on one api object, so the names a file defines are read from its source.
    const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
    const names = [...source.matchAll(/^\s*(\w+): build\.(?:query|mutation)/gm)].map((match) => match[1]);
    assert.ok(names.length > 0, `${file} defines endpoints`);
    for (const name of names) assert.match(name!, new RegExp(`^${prefix}[A-Z]`), `${file}: ${name}`);
  }
});

test('injecting a name that already exists throws in development and tests', async () => {
  const { baseApi, overrideExisting } = await import('@portal/web-runtime/base-api');
  await load('web-runtime/src/read-api.ts');
  assert.throws(
    () =>
      baseApi.injectEndpoints({
        overrideExisting,
        endpoints: (build) => ({ getNoticePage: build.query<unknown, void>({ query: () => '/elsewhere' }) }),
      }),
    /getNoticePage/,
  );
});
