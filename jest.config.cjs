// Unit and component tests of shared-types and the front-end packages (the API and the browser
// tests run under node's own test runner: see scripts/test.mjs). Each package has its own
// jest.config.cjs (settings in scripts/jest/project.cjs), so it also runs alone from its folder.
module.exports = {
  projects: ['shared-types', 'web-runtime', 'shell', 'mf-info', 'mf-apply', 'mf-board', 'mf-admin'].map(
    (name) => `<rootDir>/${name}`,
  ),
};
