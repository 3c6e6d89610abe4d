import { statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** The encodings built files are precompressed in (scripts/webpack/precompress-plugin.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Files the build compresses: they vary by Accept-Encoding even when a client takes them plain. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** The encodings a client accepts (`q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A compressed copy older than its file is stale (a deploy rewrites mf-manifest.json after copying). */
function isFreshCopy(file: string, copy: string): boolean {
  try {
    const stat = statSync(copy);
    return stat.isFile() && stat.mtimeMs >= statSync(file).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Sends `file` as its precompressed copy when the client accepts one and the build made one;
 * returns false (nothing sent) otherwise, so that the caller serves the plain file.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  headers: Record<string, string>,
  next: NextFunction,
): boolean {
  if (!COMPRESSIBLE.test(file)) return false;
  res.vary('Accept-Encoding');
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const encoding = ENCODINGS.find((e) => accepted.has(e.name) && isFreshCopy(file, file + e.suffix));
  if (!encoding) return false;
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', encoding.name);
  // send() keeps a Content-Type already set, so the .br file goes out as the script or page it holds
  res.sendFile(file + encoding.suffix, { headers, acceptRanges: false }, (err) => {
    if (err && !res.headersSent) next(err);
  });
  return true;
}

/**
 * Middleware in front of express.static for a build folder: answers a file with its .br or .gz copy.
 * Paths are resolved inside `dir` only; anything else falls through to express.static.
 */
export function precompressed(dir: string, cacheControl: (file: string) => string) {
  const root = path.resolve(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.resolve(root, `.${relative}`);
    if (relative.includes('\0') || !file.startsWith(root + path.sep) || !isFile(file)) return next();
    const sent = sendPrecompressed(req, res, file, { 'Cache-Control': cacheControl(file) }, next);
    if (!sent) next();
  };
}
