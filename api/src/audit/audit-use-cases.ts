import { accessMessages, type AuditQuery } from '@portal/shared-types/audit/audit.schema';
import { seoulToday } from '@portal/shared-types/common/dates';
import type { Db } from '../db/database';
import { badRequest } from '../http/app-error';
import type { Clock } from '../time/clock';
import { audit, readAccessFindings, readAuditLog } from './audit-log';
import { chainStatus } from './audit-chain';

export interface AuditDeps {
  db: Db;
  clock: Clock;
}

/** The audit log's stories: reading it, recording a monthly review, checking the chain. */
export function auditUseCases({ db, clock }: AuditDeps) {
  return {
    read: (filter: AuditQuery) => readAuditLog(db, filter),

    /** The monthly review's findings: the month's reads without a reason. */
    findings: (month: string) => readAccessFindings(db, month),

    /** A month is reviewed once it is over; the entry keeps how many findings it had. */
    async review(month: string, actor: string): Promise<void> {
      if (month >= seoulToday(clock.now()).slice(0, 7)) throw badRequest(accessMessages.reviewFuture);
      const { reads, withoutReason } = await readAccessFindings(db, month);
      await audit(db, {
        actor,
        kind: 'accessReview',
        action: 'review',
        target: month,
        after: { reads, withoutReason },
      });
    },

    chain: () => chainStatus(db),
  };
}
