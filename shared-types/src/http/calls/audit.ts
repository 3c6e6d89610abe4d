import { z } from 'zod';
import {
  auditChainStatusSchema,
  auditEntrySchema,
  auditQuerySchema,
  exportRecordSchema,
} from '../../audit/audit';
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
    summary: "Record an Excel export the admin's browser wrote (round, row count)",
    auth: 'admin',
    body: exportRecordSchema,
    status: 204,
  },
  chain: {
    summary: "The audit log's hash chain: its head, and the last verification that found it whole",
    auth: 'admin',
    response: auditChainStatusSchema,
  },
});
