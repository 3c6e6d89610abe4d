// docs/admin-roles.md carries the route × role matrices made from the contract (each admin call's roles)
// and the route table (each admin screen's roles): this test makes them again and compares, so the
// document cannot drift. UPDATE_ADMIN_ROLES_DOC=1 writes them into the document first.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_ROLES, type AdminRoleRequirement } from '../src/auth/admin-roles';
import { httpContract } from '../src/http/contract';
import { routeTable } from '../src/site/routes';

const DOC = path.join(__dirname, '../../docs/admin-roles.md');
const BEGIN = '<!-- matrix: made from the contract by shared-types/test/admin-roles-doc.test.ts -->';
const END = '<!-- matrix end -->';

const marks = (roles: AdminRoleRequirement) =>
  ADMIN_ROLES.map((role) => (roles === 'signedIn' || roles.includes(role) ? '✓' : ''));
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const header = (first: string[]) => [
  row([...first, ...ADMIN_ROLES.map((role) => `\`${role}\``)]),
  row([...first, ...ADMIN_ROLES].map(() => '---')),
];

function matrix(): string {
  const screens = routeTable
    .filter((entry) => entry.admin)
    .map((entry) => row([entry.title, `\`${entry.path}\``, ...marks(entry.roles ?? [])]));
  const calls = Object.entries(httpContract).flatMap(([domain, calls]) =>
    Object.entries(calls)
      .filter(([, call]) => call.auth === 'admin')
      .map(([name, call]) =>
        row([
          `\`${domain}.${name}\``,
          `\`${call.method.toUpperCase()} ${call.path}\``,
          ...marks(call.roles ?? []),
        ]),
      ),
  );
  return [
    '### Screens',
    '',
    ...header(['Screen', 'Path']),
    ...screens,
    '',
    '### Admin calls',
    '',
    ...header(['Call', 'Method and path']),
    ...calls,
  ].join('\n');
}

test('docs/admin-roles.md holds the screens and calls by role as the contract declares them', () => {
  const doc = readFileSync(DOC, 'utf8');
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  if (process.env.UPDATE_ADMIN_ROLES_DOC)
    writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n\n${matrix()}\n\n${doc.slice(end)}`);
  const written = readFileSync(DOC, 'utf8');
  expect(written.slice(written.indexOf(BEGIN) + BEGIN.length, written.indexOf(END)).trim()).toBe(matrix());
});

test('every admin screen names its roles', () => {
  for (const entry of routeTable.filter((page) => page.admin))
    expect({ page: entry.key, roles: entry.roles ?? 'none' }).not.toEqual({ page: entry.key, roles: 'none' });
});
