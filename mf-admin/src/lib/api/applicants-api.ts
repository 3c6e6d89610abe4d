import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import type {
  Applicant,
  ApplicantCount,
  StatusUpdate,
} from '@portal/shared-types/applicants/applicants.schema';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { accessReasonHeaders } from '../access-reason';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { applicantRoutes } from '@portal/shared-types/http/routes/applicants';
import { auditRoutes } from '@portal/shared-types/http/routes/audit';
import type { ExportRecord } from '@portal/shared-types/audit/audit.schema';

export const applicantsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetApplicants: build.query<Applicant[], number>({
      // personal data: the read is recorded with the task's reason
      query: (roundId) => ({
        url: urlOf(applicantRoutes.ofRound, { roundId }),
        headers: accessReasonHeaders(),
      }),
      providesTags: (_result, _error, roundId) => [{ type: 'Applicant', id: roundId }],
    }),
    // every round's count at once for the round tables; fetched again on each visit, as people apply meanwhile
    adminGetApplicantCounts: build.query<ApplicantCount[], void>({
      query: () => urlOf(applicantRoutes.counts),
      providesTags: [{ type: 'Applicant', id: 'COUNTS' }],
    }),
    // an Excel export: the server answers the rows to write and records them with the reason (접속기록)
    adminRecordExport: build.mutation<Applicant[], ExportRecord>({
      query: (body) => ({ ...requestOf(auditRoutes.recordExport), body }),
    }),
    adminSaveWinningStates: build.mutation<ResponseOf<typeof applicantCalls.saveWinningStates>, StatusUpdate>(
      {
        query: (body) => ({ ...requestOf(applicantRoutes.saveWinningStates), body }),
        invalidatesTags: (_result, _error, { subscriptionId }) => [{ type: 'Applicant', id: subscriptionId }],
      },
    ),
  }),
});

export const {
  useAdminGetApplicantsQuery,
  useAdminGetApplicantCountsQuery,
  useAdminSaveWinningStatesMutation,
  useAdminRecordExportMutation,
} = applicantsApi;
