import { Router } from 'express';
import { auditCalls } from '@portal/shared-types/http/calls/audit';
import { serveCalls } from '../http/serve-call';
import type { RouterDeps } from '../router-deps';
import { actorOf, audit, readAuditLog } from './audit-log';
import { chainStatus } from './audit-chain';

/** The admin area's audit log (issue 15, point 9): read by round or kind, and the exports recorded. */
export function auditRouter({ db, admin }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  serve(auditCalls.log, async (req, res) => {
    res.json(await readAuditLog(db, req.query));
  });
  serve(auditCalls.recordExport, async (req, res) => {
    const { roundId, rows, search } = req.body;
    await audit(db, {
      actor: actorOf(res),
      kind: 'export',
      action: 'excel',
      roundId,
      after: { rows, ...(search ? { search: '(검색어 있음)' } : {}) },
    });
    res.status(204).end();
  });
  serve(auditCalls.chain, async (_req, res) => {
    res.json(await chainStatus(db));
  });
  return router;
}
