import { z } from 'zod';
import {
  accessFindingsQuerySchema,
  accessFindingsSchema,
  accessReviewSchema,
  auditChainStatusSchema,
  auditEntrySchema,
  auditQuerySchema,
  exportRecordSchema,
} from '../../audit/audit.schema';
import { callsOf } from '../call';
import { auditRoutes } from '../routes/audit';

export const auditCalls = callsOf(auditRoutes, {
  log: {
    summary: 'The audit log, newest first, by round or kind, 50 a page (beforeId pages on)',
    auth: 'admin',
    roles: ['privacy'],
    query: auditQuerySchema,
    response: z.array(auditEntrySchema).max(50),
  },
  recordExport: {
    summary:
      "An Excel export with its reason: the round's applicants (searched) as a compressed .xlsx file, recorded with their count and receipt numbers (400 when none matches)",
    auth: 'admin',
    roles: ['privacy'],
    body: exportRecordSchema,
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  review: {
    summary: "Mark a finished month's access records as reviewed (who and when are the entry's own)",
    auth: 'admin',
    roles: ['privacy'],
    body: accessReviewSchema,
    status: 204,
  },
  findings: {
    summary:
      "A month's reads of personal data and, as the monthly review's findings, those without a reason (사유)",
    auth: 'admin',
    roles: ['privacy'],
    query: accessFindingsQuerySchema,
    response: accessFindingsSchema,
  },
  chain: {
    summary: "The audit log's hash chain: its head, and the last verification that found it whole",
    auth: 'admin',
    roles: ['privacy'],
    response: auditChainStatusSchema,
  },
});
