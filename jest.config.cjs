// Unit and component tests of shared-types and the front-end packages (the API and the browser
// tests run under node's own test runner: see scripts/test.mjs). Each package has its own
// jest.config.cjs (settings in scripts/jest/project.cjs), so it also runs alone from its folder; the
// projects here are the workspaces that have one.
const { existsSync } = require('node:fs');
const path = require('node:path');
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces
    .filter((name) => existsSync(path.join(__dirname, name, 'jest.config.cjs')))
    .map((name) => `<rootDir>/${name}`),
};
