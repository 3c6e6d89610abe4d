import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell contract version (web-runtime/src/contract.ts). PORTAL_CONTRACT_VERSION overrides it
 * for one build: the contract-refusal test builds a remote against a bumped contract that way.
 */
export function contractVersion() {
  const source = readFileSync(path.join(import.meta.dirname, '../../web-runtime/src/contract.ts'), 'utf8');
  const version = process.env.PORTAL_CONTRACT_VERSION || source.match(/CONTRACT_VERSION = '([^']+)'/)?.[1];
  if (!version) throw new Error('web-runtime/src/contract.ts must export CONTRACT_VERSION');
  return version;
}

/**
 * The singletons every container shares, with explicit required versions. Subpaths are shared too
 * (`react/`, `react-dom/`), or `react/jsx-runtime` and `react-dom/client` would be bundled twice.
 * The web runtime modules are shared too: they hold the one api, the query client's hooks
 * and context (so every remote reads the shell's cache) and the router's hooks and links, at the contract version, strictly: a remote built against another
 * contract major fails at load.
 */
export function sharedModules(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const version = (name) => {
    const range = pkg.dependencies?.[name];
    if (!range) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return range;
  };
  const singleton = (name) => ({ singleton: true, requiredVersion: version(name) });
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
    '@portal/web-runtime/base-api': contractModule,
    '@portal/web-runtime/query-client': contractModule,
    '@portal/web-runtime/read-api': contractModule,
    '@portal/web-runtime/use-query': contractModule,
    // The hooks and links of the shell's router (web-runtime/src/navigation.ts: no router library at all).
    '@portal/web-runtime/navigation': contractModule,
  };
}
