import type { AccessFindings, AuditEntry } from '@portal/shared-types/audit/audit.schema';

/** The audit calls replaced by test doubles; imported before the code under test. */
export const auditDouble = {
  entries: [] as AuditEntry[],
  findings: null as AccessFindings | null,
  review: jest.fn(() => ({ unwrap: () => Promise.resolve(undefined) })),
};

jest.mock('../../src/features/audit/audit-api', () => ({
  useAdminGetAuditLogQuery: () => ({ currentData: auditDouble.entries, refetch: jest.fn() }),
  useAdminGetAccessFindingsQuery: () => ({ currentData: auditDouble.findings, isError: false }),
  useAdminReviewAccessMonthMutation: () => [auditDouble.review, { isLoading: false }],
}));
