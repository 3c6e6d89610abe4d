module.exports = require('../scripts/jest/project.cjs').webProject(__dirname);
