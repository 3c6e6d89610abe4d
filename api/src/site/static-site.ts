import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Response } from 'express';

const REMOTE_FOLDERS = ['mf-info', 'mf-apply', 'mf-board', 'mf-admin'] as const;

/** Only content-hashed files (name.1a2b3c4d.js) may be kept for a year; anything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

function setCacheHeaders(res: Response, filePath: string) {
  const name = path.basename(filePath);
  res.setHeader('Cache-Control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const staticOptions = { index: false, setHeaders: setCacheHeaders, fallthrough: true } as const;

/**
 * Serves the built shell at `/` and each remote under `/remotes/<name>/`, and answers clean page
 * paths with the shell's index.html. API prefixes never fall back to the page.
 */
export function staticSite(repoRoot: string, apiPrefixes: RegExp): Router {
  const router = Router();
  for (const folder of REMOTE_FOLDERS) {
    const dist = path.join(repoRoot, folder, 'dist');
    router.use(`/remotes/${folder}`, express.static(dist, staticOptions));
    // A file a remote does not have is a 404, not the shell's page.
    router.use(`/remotes/${folder}`, (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');
  router.use(express.static(shellDist, staticOptions));
  router.get(/.*/, (req, res, next) => {
    if (apiPrefixes.test(req.path) || !existsSync(indexHtml)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return router;
}
