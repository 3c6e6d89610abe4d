import path from 'node:path';
import express, { Router, type Handler, type Response } from 'express';
import { remoteFolders, VERSION_PATTERN } from '@portal/shared-types/site/deployment';
import { remoteNames } from '@portal/shared-types/site/routes';
import type { Deployment } from './deployment';
import { precompressed } from './precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content-hashed names (name.1a2b3c4d.js) never change content; anything else is revalidated. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.map)?$/;

const folderOptions = (setHeaders: (res: Response, file: string) => void) =>
  ({ index: false, redirect: false, fallthrough: true, setHeaders }) as const;

/**
 * `/remotes/<folder>/<version>/<file>` from DEPLOY_DIR: a version folder never changes, so it is cached
 * forever. `/remotes/<folder>/<file>` without a version is the live version, revalidated (the shell's
 * built-in fallback when /mf-remotes.json fails). A file that is not there is a 404, never a page.
 */
export function remoteFiles(deployDir: string, deployment: Deployment): Router {
  const router = Router();
  const liveHandlers = new Map<string, Handler>();
  const liveFiles = (dir: string) => {
    let handler = liveHandlers.get(dir);
    if (!handler) {
      const cacheControl = (file: string) => (HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache');
      const compressed = precompressed(dir, cacheControl);
      const plain = express.static(
        dir,
        folderOptions((res, file) => res.setHeader('Cache-Control', cacheControl(file))),
      );
      handler = (req, res, next) => compressed(req, res, () => plain(req, res, next));
      liveHandlers.set(dir, handler);
    }
    return handler;
  };
  for (const name of remoteNames) {
    const folder = remoteFolders[name];
    const versionsDir = path.join(deployDir, 'remotes', folder);
    const compressedVersions = precompressed(versionsDir, () => IMMUTABLE);
    const plainVersions = express.static(
      versionsDir,
      folderOptions((res) => res.setHeader('Cache-Control', IMMUTABLE)),
    );
    // the .br/.gz copies the build wrote beside each text file, to a browser that takes them
    const versions: Handler = (req, res, next) =>
      compressedVersions(req, res, () => plainVersions(req, res, next));
    router.use(`/remotes/${folder}`, (req, res, next) => {
      if (VERSION_PATTERN.test(req.path.split('/')[1] ?? '')) {
        versions(req, res, next);
        return;
      }
      const dir = deployment.live()[name].dir;
      if (dir) liveFiles(dir)(req, res, next);
      else next();
    });
    router.use(`/remotes/${folder}`, (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }
  return router;
}
