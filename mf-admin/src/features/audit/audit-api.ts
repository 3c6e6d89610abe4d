import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { auditCalls } from '@portal/shared-types/http/calls/audit';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { AuditKind } from '@portal/shared-types/audit/audit';
import { urlOf } from '@portal/shared-types/http/route';
import { auditRoutes } from '@portal/shared-types/http/routes/audit';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  kind: AuditKind;
  action: string;
  roundId: number | null;
  target: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditQuery {
  roundId?: number;
  kind?: AuditKind;
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
  }),
});

export const { useAdminGetAuditLogQuery, useAdminGetAuditChainQuery } = auditApi;
