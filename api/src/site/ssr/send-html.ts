import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { acceptedEncodings } from '../precompressed';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends a rendered page, compressed on the fly (brotli at a middle quality: fast enough per request),
 * never kept by shared caches: it is fresh on every request and its address may carry a query.
 */
export async function sendHtml(req: Request, res: Response, status: number, html: string) {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  res.status(status).type('html').vary('Accept-Encoding').setHeader('Cache-Control', 'private, no-cache');
  if (accepted.has('br')) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    res.setHeader('Content-Encoding', 'br');
    res.end(body);
  } else if (accepted.has('gzip')) {
    const body = await gzipAsync(html);
    res.setHeader('Content-Encoding', 'gzip');
    res.end(body);
  } else {
    res.send(html);
  }
}
