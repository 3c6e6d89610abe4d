import type { RequestHandler } from 'express';

type HeaderValue = string | number | readonly string[];

/** The headers a header-only middleware sets, and those it removes. */
export interface CapturedHeaders {
  set: [name: string, value: HeaderValue][];
  removed: string[];
}

/**
 * Runs a header-only middleware (helmet) once and records what it does to a response: its output depends
 * on configuration only, so recomputing it per request is wasted work.
 */
export function captureHeaders(middleware: RequestHandler): CapturedHeaders {
  const captured: CapturedHeaders = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => captured.set.push([name, value]),
    removeHeader: (name: string) => captured.removed.push(name),
    getHeader: () => undefined,
  };
  let finished = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as unknown as Parameters<RequestHandler>[0],
    recorder as unknown as Parameters<RequestHandler>[1],
    () => (finished = true),
  );
  if (!finished) throw new Error('the header middleware did not finish synchronously');
  return captured;
}
