import { Router } from 'express';
import { siteCalls } from '@portal/shared-types/http/calls/site';
import type { LiveRemotes } from '@portal/shared-types/site/live-remotes';
import { remoteNames } from '@portal/shared-types/site/routes';
import { serveCalls } from '../http/serve-call';
import type { Deployment } from './deployment';

/**
 * `/mf-remotes.json`: the live version of each remote, read by the shell at start so a remote deploys
 * and rolls back on its own. Never cached: it is the one file that changes on a deploy.
 */
export function remotesRouter({ deployment }: { deployment: Deployment }): Router {
  const router = Router();
  serveCalls(router)(siteCalls.remotes, (_req, res) => {
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
