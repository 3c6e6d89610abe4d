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

/** The inquiry: one lookup per round, each with its `uid`. */
export interface RoundsLookup {
  name: string;
  phone: string;
  roundIds: readonly number[];
}

interface Verified {
  verificationToken: string;
}

/** The lookup may answer one object or an array; both are read as a list. */
function toApplicantList(answer: unknown): Applicant[] {
  if (Array.isArray(answer)) return answer as Applicant[];
  return answer && typeof answer === 'object' ? [answer as Applicant] : [];
}

/** Each application once, whatever rounds' answers it came back in. */
function uniqueById(applicants: readonly Applicant[]): Applicant[] {
  return [...new Map(applicants.map((applicant) => [applicant.id, applicant])).values()];
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
    // the spec's lookup returns one applicant, so the inquiry asks round by round; 404 means none there
    findApplicationsInRounds: build.query<Applicant[], RoundsLookup>({
      async queryFn({ name, phone, roundIds }, _api, _extraOptions, baseQuery) {
        const found: Applicant[] = [];
        for (const uid of roundIds) {
          const answer = await baseQuery({ url: userPaths.applicants, params: { name, phone, uid } });
          if (answer.error?.status === 404) continue;
          if (answer.error) return { error: answer.error };
          found.push(
            ...toApplicantList(answer.data).filter((applicant) => applicant.subscriptionUid === uid),
          );
        }
        return { data: uniqueById(found) };
      },
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
  useFindApplicationsInRoundsQuery,
  useSubmitApplicationMutation,
  useUpdateApplicationMutation,
  useCancelApplicationMutation,
} = applyApi;
