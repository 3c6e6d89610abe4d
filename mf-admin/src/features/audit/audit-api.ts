import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { PRODUCT } from '@portal/shared-types/product';

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  kind: string;
  action: string;
  roundId: number | null;
  target: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditQuery {
  roundId?: number;
  kind?: string;
  beforeId?: number;
}

const auditPath = `/${PRODUCT}/admin/auditLog`;

export const auditApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // always fresh: the log grows with every admin action
    adminGetAuditLog: build.query<AuditEntry[], AuditQuery>({
      query: (params) => ({ url: auditPath, params }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminGetAuditLogQuery } = auditApi;
