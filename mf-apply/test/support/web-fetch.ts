/* eslint-disable @typescript-eslint/no-require-imports -- node's own web classes, loaded after the globals they need */
import type * as StreamWeb from 'node:stream/web';
import type * as WorkerThreads from 'node:worker_threads';
import type * as Undici from 'undici';

// jsdom has no fetch: give the api client node's (undici) Request, Response and Headers, and a fake fetch the
// test answers itself, so that the real store and endpoints run.
const streams = require('node:stream/web') as typeof StreamWeb;
const { MessageChannel, MessagePort } = require('node:worker_threads') as typeof WorkerThreads;
Object.assign(globalThis, {
  ReadableStream: streams.ReadableStream,
  WritableStream: streams.WritableStream,
  TransformStream: streams.TransformStream,
  MessageChannel,
  MessagePort,
});
const undici = require('undici') as typeof Undici;
// only undici's loading needs these: left in place, React's scheduler would hold a port open after the tests
Reflect.deleteProperty(globalThis, 'MessageChannel');
Reflect.deleteProperty(globalThis, 'MessagePort');
undici.setGlobalOrigin(window.location.origin);
Object.assign(globalThis, { Request: undici.Request, Response: undici.Response, Headers: undici.Headers });
serveFetch(() => ({ status: 503 }));

/** What a call sent besides its URL: the method, the headers and the JSON body, if any. */
export interface FakeRequest {
  method: string;
  headers: Headers;
  body: unknown;
}

export type FakeServer = (url: URL, request: FakeRequest) => { status: number; body?: unknown };

/** Installs `server` as fetch and returns the URLs asked, in order (and fills `sent`, when given). */
export function serveFetch(server: FakeServer, sent: FakeRequest[] = []): URL[] {
  const asked: URL[] = [];
  Object.assign(globalThis, {
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call = {
        method: request.method,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      asked.push(url);
      sent.push(call);
      const { status, body } = server(url, call);
      return new undici.Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return asked;
}
