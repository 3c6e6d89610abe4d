import type { AccessFindings, AuditEntry } from '@portal/shared-types/audit/audit.schema';
import type { AuditQuery } from '../../src/features/audit/audit-api';

/** The audit calls replaced by test doubles; imported before the code under test. */
export const auditDouble = {
  entries: [] as AuditEntry[],
  /** each query the log was read with, last one last */
  queries: [] as AuditQuery[],
  findings: null as AccessFindings | null,
  /** the rounds the filters offer */
  rounds: [] as { id: number; title: string }[],
  review: jest.fn(() => ({ unwrap: () => Promise.resolve(undefined) })),
};

jest.mock('../../src/features/audit/audit-api', () => ({
  useAdminGetAuditLogQuery: (query: AuditQuery) => {
    auditDouble.queries.push(query);
    return { currentData: auditDouble.entries, refetch: jest.fn() };
  },
  useLazyAdminGetAuditLogQuery: () => [jest.fn(), { isFetching: false, isError: false }],
  useAdminGetAuditChainQuery: () => ({ data: undefined, isError: false }),
  useAdminGetAccessFindingsQuery: () => ({ currentData: auditDouble.findings, isError: false }),
  useAdminReviewAccessMonthMutation: () => [auditDouble.review, { isLoading: false }],
}));
jest.mock('@portal/web-runtime/read-api', () => ({
  useGetRoundsQuery: () => ({ data: auditDouble.rounds }),
}));
