import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedExportFiles } from './shared-exports.mjs';
import { sourceVersion } from './source-version.mjs';

/**
 * The shell contract version (web-runtime/src/contract.ts). PORTAL_CONTRACT_VERSION overrides it
 * for one build: the contract-refusal test builds a remote against a bumped contract that way.
 */
const contractSource = () =>
  readFileSync(path.join(import.meta.dirname, '../../web-runtime/src/contract.ts'), 'utf8');

export function contractVersion() {
  const source = contractSource();
  const version = process.env.PORTAL_CONTRACT_VERSION || source.match(/CONTRACT_VERSION = '([^']+)'/)?.[1];
  if (!version) throw new Error('web-runtime/src/contract.ts must export CONTRACT_VERSION');
  return version;
}

/** The web runtime modules that carry the contract version (`contractModules` of contract.ts). */
export function contractModules() {
  const list = contractSource().match(/contractModules = \[([^\]]*)\]/)?.[1];
  if (!list) throw new Error('web-runtime/src/contract.ts must export contractModules');
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

/**
 * The shared-types modules that the shell and the remotes both bundled on the public pages,
 * chosen by measure: the dates, the messages and the route table. A shared module is no longer
 * tree-shaken and is one more file to request, so smaller ones (the site settings, the HTTP route
 * helpers, the admin guard) cost the shell more than the remotes saved.
 */
export const sharedTypesModules = ['common/dates', 'common/messages', 'site/routes'];

/**
 * PORTAL_SHARED_TYPES_VERSION overrides the source versions for one build: the redeploy test builds a
 * remote that way to stand for one built from other shared-types code.
 */
const sharedTypesVersion = (file) => process.env.PORTAL_SHARED_TYPES_VERSION || sourceVersion(file);

/**
 * Each shared-types module is shared at the hash of its code (source-version.mjs), and required at
 * exactly that version, not as a singleton: a remote built from the same code uses the copy the
 * shell already loaded, one built from other code loads its own, never a copy that differs from its own.
 * The key is the file's path, so that a relative import inside shared-types (`../common/messages`)
 * reaches the shared copy too; the share key is the name the packages import it by.
 */
function sharedTypesEntries() {
  const sourceDir = path.join(import.meta.dirname, '../../shared-types/src');
  return Object.fromEntries(
    sharedTypesModules.map((name) => {
      const file = path.join(sourceDir, `${name}.ts`);
      const version = sharedTypesVersion(file);
      return [file, { shareKey: `@portal/shared-types/${name}`, version, requiredVersion: version }];
    }),
  );
}

const installedVersion = (name) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '../../node_modules', name, 'package.json'), 'utf8'))
    .version;

/**
 * The singletons every container shares, with explicit required versions, strictly: a remote built
 * against another major of React, React Router or Redux Toolkit is refused at load instead of running a
 * second copy beside the shell's. Subpaths are shared too (`react/`, `@reduxjs/toolkit/`), or
 * `react/jsx-runtime` and `@reduxjs/toolkit/query/react` would be bundled twice. The web runtime modules are shared too: they hold the one store, the one RTK
 * Query api and its shared reads, at the contract version: a remote built against another contract major
 * fails at load.
 */
export function sharedModules(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const version = (name) => {
    const range = pkg.dependencies?.[name];
    if (!range) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return range;
  };
  const singleton = (name) => ({ singleton: true, requiredVersion: version(name), strictVersion: true });
  version('@portal/shared-types');
  version('@portal/web-runtime');
  const contract = contractVersion();
  const contractModule = {
    singleton: true,
    version: contract,
    requiredVersion: `^${contract}`,
    strictVersion: true,
  };
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    redux: singleton('redux'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit'),
    // the declared parts of React Router, Redux Toolkit, RTK Query and react-redux, under each library's own
    // name (shared-exports.mjs); in the browser only: the server render uses the whole libraries
    ...Object.fromEntries(
      Object.entries(sharedExportFiles).map(([name, file]) => {
        const pkgName = name.startsWith('@reduxjs/toolkit') ? '@reduxjs/toolkit' : name;
        return [name, { ...singleton(pkgName), import: file, version: installedVersion(pkgName) }];
      }),
    ),
    ...Object.fromEntries(contractModules().map((name) => [name, contractModule])),
    ...sharedTypesEntries(),
  };
}
