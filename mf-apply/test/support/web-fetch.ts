// jsdom has no fetch: a fake fetch the test answers itself (scripts/jest/setup-dom.cjs gives node's Request,
// Response and Headers), so that the real store and endpoints run.
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
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return asked;
}
