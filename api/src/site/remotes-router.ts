import { Router } from 'express';
import { apiPaths } from '@portal/shared-types/product';
import type { LiveRemotes } from '@portal/shared-types/live-remotes';
import { remoteNames } from '@portal/shared-types/routes';
import type { Deployment } from './deployment';

/**
 * `/mf-remotes.json`: the live version of each remote, read by the shell at start so a remote deploys
 * and rolls back on its own. Never cached: it is the one file that changes on a deploy.
 */
export function remotesRouter(deployment: Deployment): Router {
  const router = Router();
  router.get(apiPaths.remotesManifest, (_req, res) => {
    const live = deployment.live();
    const answer = Object.fromEntries(
      remoteNames.map((name) => {
        const { entry, version, deployedAt } = live[name];
        return [name, { entry, version, deployedAt }];
      }),
    ) as LiveRemotes;
    res.set('Cache-Control', 'no-cache').json(answer);
  });
  return router;
}
