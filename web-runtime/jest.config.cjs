module.exports = require('../scripts/jest/project.cjs').nodeProject(__dirname);
