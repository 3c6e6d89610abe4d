import { Router } from 'express';
import { apiPaths } from '@portal/shared-types/product';
import type { Config } from '../config/config';

/** `/mf-remotes.json`: where the shell finds each remote at start, so a remote redeploys on its own. */
export function remotesRouter(remotes: Config['remotes']): Router {
  const router = Router();
  router.get(apiPaths.remotesManifest, (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(remotes);
  });
  return router;
}
