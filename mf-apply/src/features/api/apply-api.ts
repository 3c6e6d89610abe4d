import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import type { ApplicantSubmission } from '@portal/shared-types/applicants';
import { VERIFICATION_HEADER, type IdentityPrepare } from '@portal/shared-types/identity-rules';
import { PRODUCT } from '@portal/shared-types/product';
import type { Round } from '@portal/shared-types/round-rules';

const userPaths = {
  openRounds: '/user/subscription',
  applicants: '/user/subscriptionApplicants',
  applicant: (id: number) => `/user/subscriptionApplicants/${id}`,
  identityPrepare: `/${PRODUCT}/niceid/prepare`,
} as const;

interface Verified {
  verificationToken: string;
}

/** The application's own calls; the public reads (all rounds) are in the shared read api. */
export const applyApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // 204 (no body) reads as null: no open round
    applyGetOpenRounds: build.query<Round[], void>({
      query: () => userPaths.openRounds,
      transformResponse: (answer: Round[] | null) => (Array.isArray(answer) ? answer : []),
      providesTags: [{ type: 'Round', id: 'OPEN' }],
    }),
    applyPrepareIdentity: build.mutation<IdentityPrepare, void>({
      query: () => ({ url: userPaths.identityPrepare, credentials: 'include' }),
    }),
    applySubmitApplication: build.mutation<unknown, ApplicantSubmission & Verified>({
      query: ({ verificationToken, ...body }) => ({
        url: userPaths.applicants,
        method: 'POST',
        body,
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    applyUpdateApplication: build.mutation<unknown, { id: number; body: ApplicantSubmission } & Verified>({
      query: ({ id, body, verificationToken }) => ({
        url: userPaths.applicant(id),
        method: 'PUT',
        body,
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    applyCancelApplication: build.mutation<unknown, { id: number } & Verified>({
      query: ({ id, verificationToken }) => ({
        url: userPaths.applicant(id),
        method: 'DELETE',
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
  }),
});

export const {
  useApplyGetOpenRoundsQuery,
  useApplyPrepareIdentityMutation,
  useApplySubmitApplicationMutation,
  useApplyUpdateApplicationMutation,
  useApplyCancelApplicationMutation,
} = applyApi;
