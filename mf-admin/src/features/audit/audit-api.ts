import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { auditCalls } from '@portal/shared-types/http/calls/audit';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { AccessReview, AuditKind } from '@portal/shared-types/audit/audit.schema';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { auditRoutes } from '@portal/shared-types/http/routes/audit';

/** One entry of the log, as the contract answers it. */
export type AuditEntry = ResponseOf<typeof auditCalls.log>[number];

export interface AuditQuery {
  roundId?: number;
  kind?: AuditKind;
  /** every 접속기록 kind at once */
  scope?: 'access';
  actor?: string;
  /** Seoul dates YYYY-MM-DD, both included */
  from?: string;
  to?: string;
  beforeId?: number;
}

export const auditApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // always fresh: the log grows with every admin action
    adminGetAuditLog: build.query<AuditEntry[], AuditQuery>({
      query: (params) => ({ url: urlOf(auditRoutes.log), params }),
      keepUnusedDataFor: 0,
    }),
    adminGetAuditChain: build.query<ResponseOf<typeof auditCalls.chain>, void>({
      query: () => ({ url: urlOf(auditRoutes.chain) }),
      keepUnusedDataFor: 0,
    }),
    // the monthly review's findings: the month's reads of personal data without a reason
    adminGetAccessFindings: build.query<ResponseOf<typeof auditCalls.findings>, AccessReview>({
      query: (params) => ({ url: urlOf(auditRoutes.findings), params }),
      keepUnusedDataFor: 0,
    }),
    // a finished month's 접속기록 marked as reviewed (the entry holds who and when)
    adminReviewAccessMonth: build.mutation<ResponseOf<typeof auditCalls.review>, AccessReview>({
      query: (body) => ({ ...requestOf(auditRoutes.review), body }),
    }),
  }),
});

export const {
  useAdminGetAuditLogQuery,
  useLazyAdminGetAuditLogQuery,
  useAdminGetAuditChainQuery,
  useAdminGetAccessFindingsQuery,
  useAdminReviewAccessMonthMutation,
} = auditApi;
