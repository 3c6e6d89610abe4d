import { Router, type RequestHandler } from 'express';
import { jobCalls } from '@portal/shared-types/http/calls/jobs';
import { serveCalls } from '../http/serve-call';
import type { Jobs } from '.';

/** The admin's view of the background jobs: read only, so nothing is audited. */
export function jobsRoutes({ admin, jobs }: { admin: RequestHandler; jobs: Jobs }): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  serve(jobCalls.list, async (_req, res) => {
    res.json(await jobs.view());
  });
  return router;
}
