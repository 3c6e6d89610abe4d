import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { COMPRESS_MIN_BYTES, encode, negotiate, type Encoding } from '../http/compression';
import type { Domain } from './domain-versions';
import type { CachedResponse, Loaded, PublicCache } from './public-cache';

/** The normalised request: its path and, once validated, its parsed query in a fixed key order. */
function requestKey(req: Pick<Request, 'path'> & { query: unknown }, withQuery: boolean): string {
  if (!withQuery) return req.path;
  const query = req.query as Record<string, unknown>;
  const entries = Object.keys(query)
    .sort()
    .filter((name) => query[name] !== undefined)
    .map((name) => [name, query[name]]);
  return `${req.path}?${JSON.stringify(entries)}`;
}

/**
 * Serialises the answer, and compresses it in the encoding the asking client wants; the other encoding
 * is computed in the background (a client asking for it meanwhile waits for it).
 */
async function toCachedResponse(loaded: Loaded, wanted: Encoding): Promise<CachedResponse> {
  const span = loaded.clock ?? { validFrom: -Infinity, expiresAt: Infinity };
  if (loaded.body === undefined)
    return {
      status: 204,
      etag: '',
      identity: Buffer.alloc(0),
      gzip: null,
      br: null,
      compressible: false,
      ...span,
    };
  return bytesResponse(Buffer.from(loaded.text ?? JSON.stringify(loaded.body)), wanted, span);
}

/** A 200 answer of these bytes, compressed as `toCachedResponse` does (a page's HTML is stored the same way). */
export async function bytesResponse(
  identity: Buffer,
  wanted: Encoding,
  span: { validFrom: number; expiresAt: number },
): Promise<CachedResponse> {
  const empty = { gzip: null, br: null, compressible: false, ...span };
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
  const etag = `W/"${identity.length.toString(16)}-${hash}"`;
  if (identity.length < COMPRESS_MIN_BYTES) return { status: 200, etag, identity, ...empty };
  const answer: CachedResponse = { status: 200, etag, identity, ...empty, compressible: true };
  const first = wanted === 'identity' ? 'br' : wanted;
  answer[first] = await encode(identity, first);
  const second = first === 'br' ? 'gzip' : 'br';
  answer.pending = encode(identity, second).then(
    (bytes) => {
      answer[second] = bytes;
    },
    () => undefined,
  );
  return answer;
}

/** Writes a stored answer in the client's encoding, or 304 when the client holds it already. */
export function sendCachedResponse(req: IncomingMessage, res: ServerResponse, answer: CachedResponse) {
  if (answer.status === 204) {
    res.statusCode = 204;
    res.end();
    return;
  }
  res.setHeader('Content-Type', answer.type ?? 'application/json; charset=utf-8');
  if (answer.cacheControl) res.setHeader('Cache-Control', answer.cacheControl);
  res.setHeader('ETag', answer.etag);
  if (answer.compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === answer.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  let body = answer.identity;
  if (answer.compressible) {
    const encoding = negotiate(req);
    const encoded = encoding === 'identity' ? null : answer[encoding];
    if (!encoded && encoding !== 'identity' && answer.pending) {
      void answer.pending.then(() => {
        answer.pending = undefined;
        sendCachedResponse(req, res, answer);
      });
      return;
    }
    if (encoded) {
      res.setHeader('Content-Encoding', encoding);
      body = encoded;
    }
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/** The request as the cache reads it: the path, the validated query, the URL asked. */
type CacheableRequest = IncomingMessage & Pick<Request, 'path' | 'originalUrl'> & { query: unknown };

/**
 * Answers a public GET from the cache: the first request of a domain version loads and serialises
 * (and compresses) the answer once, later ones send the stored bytes. Errors (404, 400) are not stored.
 * `withQuery` keys the answer by the validated query too.
 */
export async function sendCachedJson(
  cache: PublicCache,
  domain: Domain,
  req: CacheableRequest,
  res: ServerResponse,
  load: () => Promise<Loaded>,
  withQuery = false,
): Promise<void> {
  const key = requestKey(req, withQuery);
  let answer = cache.get(domain, key);
  if (!answer) {
    // read the version before loading: a write during the load leaves this answer under the old version
    const version = cache.versions.current(domain);
    const fresh = await toCachedResponse(await load(), negotiate(req));
    if (cache.versions.current(domain) === version) cache.set(domain, key, fresh);
    answer = fresh;
  }
  cache.alias(req.originalUrl, domain, key);
  sendCachedResponse(req, res, answer);
}
