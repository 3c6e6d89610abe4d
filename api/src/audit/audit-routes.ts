import { Router, type RequestHandler } from 'express';
import { auditCalls } from '@portal/shared-types/http/calls/audit';
import { serveCalls } from '../http/serve-call';
import { actorOf } from './audit-request';
import { auditUseCases, type AuditDeps } from './audit-use-cases';

/**
 * The admin area's audit log: read by round, kind, admin and period; the monthly review of the 접속기록
 * recorded and its findings (reads without a reason). (An Excel export is recorded by the applicants' routes, whose rows it sends.)
 */
export function auditRoutes(deps: AuditDeps & { admin: RequestHandler }): Router {
  const log = auditUseCases(deps);
  const router = Router();
  const serve = serveCalls(router, { admin: deps.admin });
  serve(auditCalls.log, async (req, res) => {
    res.json(await log.read(req.query));
  });
  serve(auditCalls.review, async (req, res) => {
    await log.review(req.body.month, actorOf(res));
    res.status(204).end();
  });
  serve(auditCalls.findings, async (req, res) => {
    res.json(await log.findings(req.query.month));
  });
  serve(auditCalls.chain, async (_req, res) => {
    res.json(await log.chain());
  });
  return router;
}
