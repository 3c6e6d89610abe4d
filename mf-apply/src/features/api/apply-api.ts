import { baseApi } from '@portal/shared-types/client/base-api';
import type { Applicant, ApplicantSubmission } from '@portal/shared-types/applicants';
import { VERIFICATION_HEADER, type IdentityPrepare } from '@portal/shared-types/identity';
import { PRODUCT } from '@portal/shared-types/product';
import type { Round } from '@portal/shared-types/rounds';

const userPaths = {
  openRounds: '/user/subscription',
  applicants: '/user/subscriptionApplicants',
  applicant: (id: number) => `/user/subscriptionApplicants/${id}`,
  allRounds: `/${PRODUCT}/subscription`,
  identityPrepare: `/${PRODUCT}/niceid/prepare`,
} as const;

export interface ApplicationLookup {
  name: string;
  phone: string;
  uid?: number;
}

interface Verified {
  verificationToken: string;
}

/** The lookup answers one object (with uid) or an array (without); both are read as a list. */
function toApplicantList(answer: unknown): Applicant[] {
  if (Array.isArray(answer)) return answer as Applicant[];
  return answer && typeof answer === 'object' ? [answer as Applicant] : [];
}

export const applyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // 204 (no body) reads as null: no open round
    getOpenRounds: build.query<Round[], void>({
      query: () => userPaths.openRounds,
      transformResponse: (answer: Round[] | null) => (Array.isArray(answer) ? answer : []),
      providesTags: [{ type: 'Round', id: 'OPEN' }],
    }),
    getAllRounds: build.query<Round[], void>({
      query: () => userPaths.allRounds,
      providesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    prepareIdentity: build.mutation<IdentityPrepare, void>({
      query: () => ({ url: userPaths.identityPrepare, credentials: 'include' }),
    }),
    findApplications: build.query<Applicant[], ApplicationLookup>({
      query: (params) => ({ url: userPaths.applicants, params: { ...params } }),
      transformResponse: toApplicantList,
      providesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    submitApplication: build.mutation<unknown, ApplicantSubmission & Verified>({
      query: ({ verificationToken, ...body }) => ({
        url: userPaths.applicants,
        method: 'POST',
        body,
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    updateApplication: build.mutation<unknown, { id: number; body: ApplicantSubmission } & Verified>({
      query: ({ id, body, verificationToken }) => ({
        url: userPaths.applicant(id),
        method: 'PUT',
        body,
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    cancelApplication: build.mutation<unknown, { id: number } & Verified>({
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
  useGetOpenRoundsQuery,
  useGetAllRoundsQuery,
  usePrepareIdentityMutation,
  useLazyFindApplicationsQuery,
  useFindApplicationsQuery,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
  useCancelApplicationMutation,
} = applyApi;
