import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';
import { precompressed, sendPrecompressed } from './precompressed';
import type { Deployment } from './deployment';
import { remoteFiles } from './remote-files';
import type { PageRenderer } from './ssr/page-renderer';
import type { PageStatus } from './page-status';
import type { PageCache } from '../cache/page-cache';
import { sendCachedResponse } from '../cache/cached-json';
import { isCacheablePage } from './cacheable-pages';
import { negotiate } from '../http/compression';
import { sendHtml } from './ssr/send-html';

/** Only content-hashed files (name.1a2b3c4d.js) may be kept for a year; anything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

const cacheControl = (filePath: string) =>
  HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';

function setCacheHeaders(res: Response, filePath: string) {
  res.setHeader('Cache-Control', cacheControl(filePath));
}

const staticOptions = { index: false, setHeaders: setCacheHeaders, fallthrough: true } as const;

/**
 * Serves the built shell at `/`, each remote's deployed versions under `/remotes/<folder>/` (from
 * DEPLOY_DIR), and answers clean page paths with the server-rendered page (`renderPage`), or the shell's
 * index.html. API prefixes never fall back to the page. `statusOf` gives a page's status: 404 for a path
 * no route has or an item that does not exist (the shell shows its not-found page either way).
 * `pages` keeps the rendered public pages that are the same for every visitor.
 */
export function staticSite(
  repoRoot: string,
  apiPrefixes: RegExp,
  remotes: { deployDir: string; deployment: Deployment },
  renderPage?: PageRenderer,
  statusOf?: PageStatus,
  pages?: PageCache,
): Router {
  const router = Router();
  router.use(remoteFiles(remotes.deployDir, remotes.deployment));
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  router.use(precompressed(shellDist, cacheControl), express.static(shellDist, staticOptions));
  router.get(/.*/, async (req, res, next) => {
    if (apiPrefixes.test(req.path) || !existsSync(indexHtml)) {
      next();
      return;
    }
    const status = statusOf ? await statusOf(req) : 200;
    // the versions before rendering: a write during the render leaves the page unstored
    const stamp = pages?.stamp();
    // Public pages as HTML with their content; the plain page when that cannot be.
    const page = renderPage && (await renderPage(req));
    if (page) {
      const code = status === 404 ? 404 : page.status;
      if (pages && stamp !== undefined && code === 200 && isCacheablePage(req.path)) {
        sendCachedResponse(req, res, await pages.store(req.originalUrl, stamp, page.html, negotiate(req)));
        return;
      }
      await sendHtml(req, res, code, page.html);
      return;
    }
    res.status(status).setHeader('Cache-Control', 'no-cache');
    if (!sendPrecompressed(req, res, indexHtml, {}, next)) res.sendFile(indexHtml);
  });
  return router;
}
