require('@testing-library/jest-dom');
// jsdom lacks these; RTK Query needs them.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
