import { accessMessages, type AuditQuery } from '@portal/shared-types/audit/audit.schema';
import { filterApplicants } from '@portal/shared-types/applicants/applicant-search';
import { messages } from '@portal/shared-types/common/messages';
import { seoulToday } from '@portal/shared-types/common/dates';
import { applicantsOfRound } from '../applicants/applicants-repository';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/app-error';
import type { Clock } from '../time/clock';
import { findRound } from '../rounds/rounds-repository';
import { appendAccess, audit, readAuditLog, type AccessBy } from './audit-log';
import { chainStatus } from './audit-chain';

export interface AuditDeps {
  db: Db;
  clock: Clock;
}

/** The audit log's stories: reading it, recording an export and a monthly review, checking the chain. */
export function auditUseCases({ db, clock }: AuditDeps) {
  return {
    read: (filter: AuditQuery) => readAuditLog(db, filter),

    /** The rows leave the server here, so the record holds what was really sent: count and receipt numbers. */
    async recordExport(by: AccessBy, roundId: number, search: string, reason: string) {
      if (!(await findRound(db, roundId))) throw notFound(messages.notFound);
      const rows = filterApplicants(await applicantsOfRound(db, roundId), search);
      if (rows.length > 0)
        await appendAccess(db, by, {
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
      return rows;
    },

    /** A month is reviewed once it is over. */
    async review(month: string, actor: string): Promise<void> {
      if (month >= seoulToday(clock.now()).slice(0, 7)) throw badRequest(accessMessages.reviewFuture);
      await audit(db, { actor, kind: 'accessReview', action: 'review', target: month });
    },

    chain: () => chainStatus(db),
  };
}
