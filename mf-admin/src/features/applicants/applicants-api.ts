import type { Applicant, ApplicantCount, StatusUpdate } from '@portal/shared-types/applicants';
import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { PRODUCT } from '@portal/shared-types/product';

const applicantsPath = `/${PRODUCT}/admin/subscriptionApplicants`;

export const applicantsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetApplicants: build.query<Applicant[], number>({
      query: (roundId) => `${applicantsPath}/${roundId}`,
      providesTags: (_result, _error, roundId) => [{ type: 'Applicant', id: roundId }],
    }),
    // every round's count at once for the round tables; fetched again on each visit, as people apply meanwhile
    adminGetApplicantCounts: build.query<ApplicantCount[], void>({
      query: () => `/${PRODUCT}/admin/subscription/applicantCounts`,
      providesTags: [{ type: 'Applicant', id: 'COUNTS' }],
    }),
    // the audit log records each Excel export the browser writes: the round and the row count
    adminRecordExport: build.mutation<unknown, { roundId: number; rows: number; search: string }>({
      query: (body) => ({ url: `/${PRODUCT}/admin/auditLog/export`, method: 'POST', body }),
    }),
    adminSaveWinningStates: build.mutation<unknown, StatusUpdate>({
      query: (body) => ({ url: applicantsPath, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { subscriptionId }) => [{ type: 'Applicant', id: subscriptionId }],
    }),
  }),
});

export const {
  useAdminGetApplicantsQuery,
  useAdminGetApplicantCountsQuery,
  useAdminSaveWinningStatesMutation,
  useAdminRecordExportMutation,
} = applicantsApi;
