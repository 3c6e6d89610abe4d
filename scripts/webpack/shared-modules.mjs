import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The singletons every container shares, with explicit required versions. Subpaths are shared too
 * (`react/`, `react-dom/`), or `react/jsx-runtime` and `react-dom/client` would be bundled twice.
 * The client modules of shared-types are shared too: they hold the one store and the one RTK Query api.
 */
export function sharedModules(packageDir) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const version = (name) => {
    const range = pkg.dependencies?.[name];
    if (!range) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return range;
  };
  const singleton = (name) => ({ singleton: true, requiredVersion: version(name) });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    redux: singleton('redux'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    '@portal/shared-types/client/base-api': {
      singleton: true,
      requiredVersion: version('@portal/shared-types'),
    },
    '@portal/shared-types/client/store': {
      singleton: true,
      requiredVersion: version('@portal/shared-types'),
    },
  };
}
