require('@testing-library/jest-dom');
// jsdom lacks these; react-router and RTK Query need them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
