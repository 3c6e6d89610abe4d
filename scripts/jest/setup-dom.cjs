require('@testing-library/jest-dom');
// jsdom lacks these; undici (the tests' fetch) needs them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
