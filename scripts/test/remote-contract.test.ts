// CI check of the shell contract: the shared modules in every built remote's mf-manifest.json must fit
// what the shell provides at run time (the contract version of web-runtime/src/contract.ts for the
// web runtime modules, the installed versions for the libraries). Runs after the build.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import semver from 'semver';
import { contractModules, isCompatibleContract } from '@portal/web-runtime/contract';
import { contractVersion } from '../webpack/shared-modules.mjs';
import { remotePackages } from '../packages.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const remotes: string[] = remotePackages;
const requireFromShell = createRequire(path.join(repoRoot, 'shell/package.json'));

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string;
}

/** `@scope/name/sub` and `name/sub` belong to `@scope/name` and `name`. */
const packageOf = (name: string) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
/** The version the shell would load: the first package.json on node's search path from shell/ (a package's
 * `exports` may not expose its package.json, so it is found by path, not resolved). */
const installed = (name: string): string => {
  const pkg = packageOf(name);
  const dir = (requireFromShell.resolve.paths(pkg) ?? [])
    .map((modules) => path.join(modules, pkg))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  assert.ok(dir, `${pkg} is installed for the shell`);
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
};

/** What is wrong with one remote's shared modules against the shell's; empty when it fits. */
export function contractProblems(shared: SharedEntry[], shellContract: string): string[] {
  return shared.flatMap(({ name, version, requiredVersion }) => {
    if ((contractModules as readonly string[]).includes(name)) {
      return isCompatibleContract(shellContract, version) &&
        isCompatibleContract(shellContract, requiredVersion)
        ? []
        : [
            `${name}: built against contract ${version} (${requiredVersion}), the shell provides ${shellContract}`,
          ];
    }
    // shared at the hash of their code: a remote built from other code loads its own copy, by design
    if (name.startsWith('@portal/shared-types/')) return [];
    const provided = installed(name);
    return semver.satisfies(provided, requiredVersion)
      ? []
      : [`${name}: requires ${requiredVersion}, the shell provides ${provided}`];
  });
}

const shellContract = contractVersion();

for (const remote of remotes) {
  test(`${remote}: the shared modules of its built manifest fit the shell`, () => {
    const file = path.join(repoRoot, remote, 'dist/mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: SharedEntry[] };
    // mf-info uses none of the client modules (its pages are static); it still shares react.
    assert.ok(manifest.shared.length > 0, `${remote} lists its shared modules`);
    assert.deepEqual(contractProblems(manifest.shared, shellContract), []);
  });
}

test('a remote built against a bumped contract is reported', () => {
  const major = Number(shellContract.split('.')[0]) + 1;
  const bumped = [{ name: contractModules[0], version: `${major}.0.0`, requiredVersion: `^${major}.0.0` }];
  assert.equal(contractProblems(bumped, shellContract).length, 1);
  const oldReact = [{ name: 'react/jsx-runtime', version: '18.3.1', requiredVersion: '^18.3.1' }];
  assert.match(contractProblems(oldReact, shellContract)[0] ?? '', /react\/jsx-runtime: requires \^18\.3\.1/);
  const otherSharedTypes = [
    { name: '@portal/shared-types/common/dates', version: '0.0.0-hother', requiredVersion: '0.0.0-hother' },
  ];
  assert.deepEqual(contractProblems(otherSharedTypes, shellContract), []);
});
