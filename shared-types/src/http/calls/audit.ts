import { z } from 'zod';
import {
  accessFindingsQuerySchema,
  accessFindingsSchema,
  accessReviewSchema,
  auditChainStatusSchema,
  auditEntrySchema,
  auditQuerySchema,
  exportRecordSchema,
  exportRowsSchema,
} from '../../audit/audit.schema';
import { callsOf } from '../call';
import { auditRoutes } from '../routes/audit';

export const auditCalls = callsOf(auditRoutes, {
  log: {
    summary: 'The audit log, newest first, by round or kind, 50 a page (beforeId pages on)',
    auth: 'admin',
    query: auditQuerySchema,
    response: z.array(auditEntrySchema).max(50),
  },
  recordExport: {
    summary:
      'An Excel export with its reason: the rows to write (the round, searched), recorded with their count and receipt numbers',
    auth: 'admin',
    body: exportRecordSchema,
    response: exportRowsSchema,
  },
  review: {
    summary: "Mark a finished month's access records as reviewed (who and when are the entry's own)",
    auth: 'admin',
    body: accessReviewSchema,
    status: 204,
  },
  findings: {
    summary:
      "A month's reads of personal data and, as the monthly review's findings, those without a reason (사유)",
    auth: 'admin',
    query: accessFindingsQuerySchema,
    response: accessFindingsSchema,
  },
  chain: {
    summary: "The audit log's hash chain: its head, and the last verification that found it whole",
    auth: 'admin',
    response: auditChainStatusSchema,
  },
});
