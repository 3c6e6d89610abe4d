import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import type { ApplicantCount, StatusUpdate } from '@portal/shared-types/applicants/applicants.schema';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { accessReasonHeaders } from '../access-reason';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { applicantRoutes } from '@portal/shared-types/http/routes/applicants';
import type {
  ApplicantPage,
  ApplicantPageQuery,
} from '@portal/shared-types/applicants/applicant-page.schema';

export const applicantsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // one page (or a search) of a round's applicants: the server pages, a round may hold 100,000
    adminGetApplicants: build.query<ApplicantPage, { roundId: number } & Partial<ApplicantPageQuery>>({
      // personal data: the read is recorded with the task's reason
      query: ({ roundId, ...params }) => ({
        url: urlOf(applicantRoutes.ofRound, { roundId }),
        params,
        headers: accessReasonHeaders(),
      }),
      providesTags: (_result, _error, { roundId }) => [{ type: 'Applicant', id: roundId }],
    }),
    // every round's count at once for the round tables; fetched again on each visit, as people apply meanwhile
    adminGetApplicantCounts: build.query<ApplicantCount[], void>({
      query: () => urlOf(applicantRoutes.counts),
      providesTags: [{ type: 'Applicant', id: 'COUNTS' }],
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
} = applicantsApi;
