require('@testing-library/jest-dom');
// jsdom lacks these; undici (node's own fetch classes) needs them while it loads.
const { TextEncoder, TextDecoder } = require('node:util');
const streams = require('node:stream/web');
const { MessageChannel, MessagePort } = require('node:worker_threads');
Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  ReadableStream: streams.ReadableStream,
  WritableStream: streams.WritableStream,
  TransformStream: streams.TransformStream,
  MessageChannel,
  MessagePort,
});
const undici = require('undici');
// only undici's loading needs these: left in place, React's scheduler would hold a port open after the tests
Reflect.deleteProperty(globalThis, 'MessageChannel');
Reflect.deleteProperty(globalThis, 'MessagePort');
// React Router's data routers and RTK Query build a Request for every navigation and call
if (globalThis.window) undici.setGlobalOrigin(globalThis.window.location.origin);
Object.assign(globalThis, { Request: undici.Request, Response: undici.Response, Headers: undici.Headers });

// jsdom has no showModal() nor close() of <dialog>
require('./dialog-polyfill.cjs');
