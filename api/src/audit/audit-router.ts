import { Router } from 'express';
import { auditCalls } from '@portal/shared-types/http/calls/audit';
import { accessMessages } from '@portal/shared-types/audit/audit';
import { filterApplicants } from '@portal/shared-types/applicants/applicant-search';
import { messages } from '@portal/shared-types/common/messages';
import { seoulToday } from '@portal/shared-types/common/dates';
import { applicantsOfRound } from '../applicants/applicants-repository';
import { badRequest, notFound } from '../http/app-error';
import { serveCalls } from '../http/serve-call';
import { findRound } from '../rounds/rounds-repository';
import type { RouterDeps } from '../router-deps';
import { actorOf, audit, readAuditLog, recordAccess } from './audit-log';
import { chainStatus } from './audit-chain';

/**
 * The admin area's audit log: read by round, kind, admin and period; Excel exports (with their reason)
 * and the monthly review of the 접속기록 recorded.
 */
export function auditRouter({ db, admin, clock }: RouterDeps): Router {
  const router = Router();
  const serve = serveCalls(router, { admin });
  serve(auditCalls.log, async (req, res) => {
    res.json(await readAuditLog(db, req.query));
  });
  // the rows leave the server here, so the record holds what was really sent: count and receipt numbers
  serve(auditCalls.recordExport, async (req, res) => {
    const { roundId, search, reason } = req.body;
    if (!(await findRound(db, roundId))) throw notFound(messages.notFound);
    const rows = filterApplicants(await applicantsOfRound(db, roundId), search);
    if (rows.length > 0)
      await recordAccess(db, req, res, {
        kind: 'accessExport',
        action: 'excel',
        roundId,
        details: {
          rows: rows.length,
          receiptNumbers: rows.map((row) => row.receiptNumber),
          search: search.trim() ? '(검색어 있음)' : '',
          reason,
        },
      });
    res.json(rows);
  });
  serve(auditCalls.review, async (req, res) => {
    const { month } = req.body;
    if (month >= seoulToday(clock.now()).slice(0, 7)) throw badRequest(accessMessages.reviewFuture);
    await audit(db, { actor: actorOf(res), kind: 'accessReview', action: 'review', target: month });
    res.status(204).end();
  });
  serve(auditCalls.chain, async (_req, res) => {
    res.json(await chainStatus(db));
  });
  return router;
}
