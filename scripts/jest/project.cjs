// The jest settings of one package. Each package's jest.config.cjs uses them, so `npm test` in a
// package folder runs that package's tests alone; the root jest.config.cjs lists the packages.
const path = require('node:path');

const jestDir = __dirname;

function project(packageDir, environment) {
  const web = environment === 'jsdom';
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    transform: { '^.+\\.(t|j)sx?$': path.join(jestDir, 'esbuild-transform.cjs') },
    moduleNameMapper: {
      '^@portal/shared-types/(.*)$': '<rootDir>/../shared-types/src/$1',
      '^@portal/web-runtime/(.*)$': '<rootDir>/../web-runtime/src/$1',
      '\\.(css)$': path.join(jestDir, 'style-mock.cjs'),
      '\\.(svg|png|jpg|webp)$': path.join(jestDir, 'file-mock.cjs'),
      '^@module-federation/enhanced/runtime$': path.join(jestDir, 'federation-runtime-mock.cjs'),
    },
    testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
    testEnvironment: environment,
    ...(web ? { setupFilesAfterEnv: [path.join(jestDir, 'setup-dom.cjs')] } : {}),
  };
}

module.exports = { webProject: (dir) => project(dir, 'jsdom'), nodeProject: (dir) => project(dir, 'node') };
