import { Router, type RequestHandler } from 'express';
import { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { actorOf } from '../audit/audit-request';
import { serveCalls } from '../http/serve-call';
import { retentionUseCases, type RetentionDeps } from './retention-use-cases';

/** The round's retention calls; the path's `id` is the round's id. */
export function retentionRoutes(deps: RetentionDeps & { admin: RequestHandler }): Router {
  const retention = retentionUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin: deps.admin });
  serve(roundCalls.retention, async (req, res) => {
    res.json(await retention.change(req.params.id, req.body, actorOf(res)));
  });
  serve(roundCalls.destructions, async (_req, res) => {
    res.json(await retention.upcoming());
  });
  return router;
}
