import type { BodyOf, ResponseOf } from '@portal/shared-types/http/call-types';
import type { afterDrawCalls } from '@portal/shared-types/http/calls/after-draw';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { afterDrawRoutes } from '@portal/shared-types/http/routes/after-draw';

type Calls = typeof afterDrawCalls;

const correctionsTag = (roundId: number) => ({ type: 'Round' as const, id: `CORRECTIONS-${roundId}` });

/** What a confirmed correction changes: the round's list, the applicants, the queue, places and draw page. */
const correctedTags = (roundId: number) => [
  correctionsTag(roundId),
  { type: 'Applicant' as const, id: roundId },
  { type: 'Applicant' as const, id: `REVIEW-${roundId}` },
  { type: 'Round' as const, id: `VACANCIES-${roundId}` },
  { type: 'Round' as const, id: roundId },
];

/** Corrections of a drawn result: one admin proposes, another confirms, either withdraws. */
export const correctionsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetCorrections: build.query<ResponseOf<Calls['corrections']>, number>({
      query: (roundId) => urlOf(afterDrawRoutes.corrections, { roundId }),
      providesTags: (_result, _error, roundId) => [correctionsTag(roundId)],
    }),
    adminProposeCorrection: build.mutation<
      ResponseOf<Calls['proposeCorrection']>,
      { roundId: number; applicantId: number; body: BodyOf<Calls['proposeCorrection']> }
    >({
      query: ({ applicantId, body }) => ({
        ...requestOf(afterDrawRoutes.proposeCorrection, { applicantId }),
        body,
      }),
      invalidatesTags: (_result, _error, { roundId }) => [correctionsTag(roundId)],
    }),
    adminConfirmCorrection: build.mutation<
      ResponseOf<Calls['confirmCorrection']>,
      { roundId: number; correctionId: number }
    >({
      query: ({ correctionId }) => requestOf(afterDrawRoutes.confirmCorrection, { correctionId }),
      invalidatesTags: (_result, _error, { roundId }) => correctedTags(roundId),
    }),
    adminWithdrawCorrection: build.mutation<
      ResponseOf<Calls['withdrawCorrection']>,
      { roundId: number; correctionId: number }
    >({
      query: ({ correctionId }) => requestOf(afterDrawRoutes.withdrawCorrection, { correctionId }),
      invalidatesTags: (_result, _error, { roundId }) => [correctionsTag(roundId)],
    }),
  }),
});

export const {
  useAdminGetCorrectionsQuery,
  useAdminProposeCorrectionMutation,
  useAdminConfirmCorrectionMutation,
  useAdminWithdrawCorrectionMutation,
} = correctionsApi;
