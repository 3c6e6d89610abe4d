import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

type HeaderValue = string | number | readonly string[];

/**
 * Runs a header-only middleware (helmet) once and returns a function that puts the same headers on a
 * response: its output depends on configuration only, so recomputing it per request is wasted work.
 */
export function captureHeaders(middleware: RequestHandler): (res: ServerResponse) => void {
  const headers: [string, HeaderValue][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
    getHeader: () => undefined,
  };
  let finished = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as unknown as Parameters<RequestHandler>[0],
    recorder as unknown as Parameters<RequestHandler>[1],
    () => (finished = true),
  );
  if (!finished) throw new Error('the header middleware did not finish synchronously');
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
