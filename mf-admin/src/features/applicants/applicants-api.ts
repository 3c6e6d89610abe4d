import type { Applicant, StatusUpdate } from '@portal/shared-types/applicants';
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
    adminSaveWinningStates: build.mutation<unknown, StatusUpdate>({
      query: (body) => ({ url: applicantsPath, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { subscriptionId }) => [{ type: 'Applicant', id: subscriptionId }],
    }),
  }),
});

export const { useAdminGetApplicantsQuery, useAdminSaveWinningStatesMutation } = applicantsApi;
