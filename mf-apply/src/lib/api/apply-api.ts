import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { applicantCalls } from '@portal/shared-types/http/calls/applicants';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { Applicant, ApplicantSubmission } from '@portal/shared-types/applicants/applicants.schema';
import { VERIFICATION_HEADER, type IdentityPrepare } from '@portal/shared-types/identity/identity-rules';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { applicantRoutes } from '@portal/shared-types/http/routes/applicants';
import { identityRoutes } from '@portal/shared-types/http/routes/identity';
import { roundRoutes } from '@portal/shared-types/http/routes/rounds';
import { waitingRoomRoutes } from '@portal/shared-types/http/routes/waiting-room';
import type { RoundSummary } from '@portal/shared-types/rounds/round-rules';
import {
  WAITING_PASS_HEADER,
  type WaitingRoomResponse,
  type WaitingRoomVisit,
} from '@portal/shared-types/waiting-room/waiting-room-rules';

interface Verified {
  verificationToken: string;
}

/** The application's own calls; the public reads (all rounds) are in the shared read api. */
export const applyApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // 204 (no body) reads as null: no open round
    applyGetOpenRounds: build.query<RoundSummary[], void>({
      query: () => urlOf(roundRoutes.openSummaries),
      transformResponse: (answer: RoundSummary[] | null) => (Array.isArray(answer) ? answer : []),
      providesTags: [{ type: 'Round', id: 'OPEN' }],
    }),
    applyPrepareIdentity: build.mutation<IdentityPrepare, void>({
      query: () => ({ url: urlOf(identityRoutes.prepare), credentials: 'include' }),
    }),
    applyVisitWaitingRoom: build.mutation<WaitingRoomResponse, WaitingRoomVisit>({
      query: (body) => ({ ...requestOf(waitingRoomRoutes.visit), body }),
    }),
    // the verified person's application in the round, or null; the server reads who from the token
    applyGetOwnApplication: build.query<Applicant | null, { roundId: number } & Verified>({
      query: ({ roundId, verificationToken }) => ({
        ...requestOf(applicantRoutes.own),
        body: { uid: roundId },
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      providesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    applySubmitApplication: build.mutation<
      Applicant,
      ApplicantSubmission & Verified & { waitingPass: string | null }
    >({
      query: ({ verificationToken, waitingPass, ...body }) => ({
        ...requestOf(applicantRoutes.apply),
        body,
        headers: {
          [VERIFICATION_HEADER]: verificationToken,
          // the admission pass of the opening-rush waiting room, while it runs
          ...(waitingPass ? { [WAITING_PASS_HEADER]: waitingPass } : {}),
        },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    applyUpdateApplication: build.mutation<
      ResponseOf<typeof applicantCalls.update>,
      { id: number; body: ApplicantSubmission } & Verified
    >({
      query: ({ id, body, verificationToken }) => ({
        ...requestOf(applicantRoutes.update, { id }),
        body,
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
    applyCancelApplication: build.mutation<
      ResponseOf<typeof applicantCalls.cancel>,
      { id: number } & Verified
    >({
      query: ({ id, verificationToken }) => ({
        ...requestOf(applicantRoutes.cancel, { id }),
        headers: { [VERIFICATION_HEADER]: verificationToken },
      }),
      invalidatesTags: [{ type: 'Applicant', id: 'MINE' }],
    }),
  }),
});

export const {
  useApplyGetOpenRoundsQuery,
  useApplyGetOwnApplicationQuery,
  useApplyPrepareIdentityMutation,
  useApplyVisitWaitingRoomMutation,
  useApplySubmitApplicationMutation,
  useApplyUpdateApplicationMutation,
  useApplyCancelApplicationMutation,
} = applyApi;
