import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import type { Express, Response } from 'express';

/** Smaller bodies fit in a packet or two: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoding of a body, computed off the event loop (zlib's thread pool). */
export function encode(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      // 5 compresses JSON nearly as well as 11 at a small part of the time
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}

const chosen = new Map<string, Encoding>();

/** The best of br, gzip and none for an Accept-Encoding value (q-values and `*` honoured). */
export function chooseEncoding(header: string): Encoding {
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The client's best encoding, remembered per header value (clients send a handful of them). */
export function negotiate(req: IncomingMessage): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (!encoding) {
    encoding = chooseEncoding(header);
    if (chosen.size > 200) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

/**
 * Makes `res.json` send brotli or gzip when the body reaches the threshold and the client accepts it.
 * Patched on the app's response prototype, so requests pay nothing extra; bodies already encoded
 * (a `Content-Encoding` set by a handler) are left alone.
 */
export function compressJson(app: Express) {
  const send = app.response.send;
  app.response.json = function json(this: Response, value: unknown) {
    const text = JSON.stringify(value);
    this.vary('Accept-Encoding');
    const encoding = text.length >= COMPRESS_MIN_BYTES ? negotiate(this.req) : 'identity';
    if (!this.get('Content-Type')) this.set('Content-Type', 'application/json; charset=utf-8');
    if (encoding === 'identity' || this.get('Content-Encoding')) return send.call(this, text);
    void encode(Buffer.from(text), encoding).then(
      (body) => {
        this.set('Content-Encoding', encoding);
        send.call(this, body);
      },
      () => send.call(this, text),
    );
    return this;
  };
}
