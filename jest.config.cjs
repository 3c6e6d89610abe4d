// Unit and component tests of shared-types and the front-end packages (the API and the browser
// tests run under node's own test runner: see scripts/test.mjs).
const transform = '<rootDir>/../scripts/jest/esbuild-transform.cjs';

const common = {
  transform: { '^.+\\.(t|j)sx?$': transform },
  moduleNameMapper: {
    '^@portal/shared-types/(.*)$': '<rootDir>/../shared-types/src/$1',
    '\\.(css)$': '<rootDir>/../scripts/jest/style-mock.cjs',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/../scripts/jest/file-mock.cjs',
    '^@module-federation/enhanced/runtime$': '<rootDir>/../scripts/jest/federation-runtime-mock.cjs',
  },
  testMatch: ['<rootDir>/{src,test}/**/*.test.{ts,tsx}'],
};

const webProject = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.cjs'],
});

module.exports = {
  projects: [
    { ...common, displayName: 'shared-types', rootDir: '<rootDir>/shared-types', testEnvironment: 'node' },
    ...['shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'].map(webProject),
  ],
};
