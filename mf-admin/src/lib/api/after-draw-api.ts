import type { BodyOf, ResponseOf } from '@portal/shared-types/http/call-types';
import type { afterDrawCalls } from '@portal/shared-types/http/calls/after-draw';
import { accessReasonHeaders } from '../access-reason';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { afterDrawRoutes } from '@portal/shared-types/http/routes/after-draw';

type Calls = typeof afterDrawCalls;

/** Which round and applicant a review write touches, so that what shows them is read again. */
interface ReviewTarget {
  roundId: number;
  applicantId: number;
}

const settingsTag = (roundId: number) => ({ type: 'Round' as const, id: `AFTER-DRAW-${roundId}` });
const queueTag = (roundId: number) => ({ type: 'Applicant' as const, id: `REVIEW-${roundId}` });
const applicantTag = (applicantId: number) => ({
  type: 'Applicant' as const,
  id: `REVIEW-OF-${applicantId}`,
});
const vacanciesTag = (roundId: number) => ({ type: 'Round' as const, id: `VACANCIES-${roundId}` });

/** A review write changes the applicant's review, the queue and (부적격) the open places. */
const reviewTags = ({ roundId, applicantId }: ReviewTarget) => [
  applicantTag(applicantId),
  queueTag(roundId),
  vacanciesTag(roundId),
];

/** The URL of an applicant's file for the admin; read with the bearer header (useFetchAdminBlob). */
export const adminDocumentUrl = (fileId: number) => urlOf(afterDrawRoutes.adminDocumentFile, { fileId });

/** After the draw, for the admin: the round's settings, the documents' review and the reserve call-ups. */
export const afterDrawAdminApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetAfterDrawSettings: build.query<ResponseOf<Calls['settings']>, number>({
      query: (roundId) => urlOf(afterDrawRoutes.settings, { roundId }),
      providesTags: (_result, _error, roundId) => [settingsTag(roundId)],
    }),
    adminSaveAfterDrawSettings: build.mutation<
      ResponseOf<Calls['saveSettings']>,
      { roundId: number; body: BodyOf<Calls['saveSettings']> }
    >({
      query: ({ roundId, body }) => ({ ...requestOf(afterDrawRoutes.saveSettings, { roundId }), body }),
      // a new deadline moves every winner's; the queue shows it
      invalidatesTags: (_result, _error, { roundId }) => [settingsTag(roundId), queueTag(roundId)],
    }),
    adminGetReviewQueue: build.query<ResponseOf<Calls['reviewQueue']>, number>({
      query: (roundId) => ({
        url: urlOf(afterDrawRoutes.reviewQueue, { roundId }),
        headers: accessReasonHeaders(),
      }),
      providesTags: (_result, _error, roundId) => [queueTag(roundId)],
    }),
    adminGetApplicantReview: build.query<ResponseOf<Calls['reviewOfApplicant']>, number>({
      query: (applicantId) => ({
        url: urlOf(afterDrawRoutes.reviewOfApplicant, { applicantId }),
        headers: accessReasonHeaders(),
      }),
      providesTags: (_result, _error, applicantId) => [applicantTag(applicantId)],
    }),
    // the applicant's moves: every review write changes them, so they share the review's tag
    adminGetApplicantHistory: build.query<ResponseOf<Calls['history']>, number>({
      query: (applicantId) => urlOf(afterDrawRoutes.history, { applicantId }),
      providesTags: (_result, _error, applicantId) => [applicantTag(applicantId)],
    }),
    adminMarkFile: build.mutation<
      ResponseOf<Calls['markFile']>,
      ReviewTarget & { fileId: number; body: BodyOf<Calls['markFile']> }
    >({
      query: ({ fileId, body }) => ({ ...requestOf(afterDrawRoutes.markFile, { fileId }), body }),
      invalidatesTags: (_result, _error, target) => reviewTags(target),
    }),
    adminDecide: build.mutation<
      ResponseOf<Calls['decide']>,
      ReviewTarget & { body: BodyOf<Calls['decide']> }
    >({
      query: ({ applicantId, body }) => ({ ...requestOf(afterDrawRoutes.decide, { applicantId }), body }),
      invalidatesTags: (_result, _error, target) => reviewTags(target),
    }),
    // 인용 reopens the review; 기각 opens the place: the review, the queue and the vacancies change
    adminDecideObjection: build.mutation<
      ResponseOf<Calls['decideObjection']>,
      ReviewTarget & { body: BodyOf<Calls['decideObjection']> }
    >({
      query: ({ applicantId, body }) => ({
        ...requestOf(afterDrawRoutes.decideObjection, { applicantId }),
        body,
      }),
      invalidatesTags: (_result, _error, target) => reviewTags(target),
    }),
    adminExtendDeadline: build.mutation<
      ResponseOf<Calls['extendDeadline']>,
      ReviewTarget & { body: BodyOf<Calls['extendDeadline']> }
    >({
      query: ({ applicantId, body }) => ({
        ...requestOf(afterDrawRoutes.extendDeadline, { applicantId }),
        body,
      }),
      invalidatesTags: (_result, _error, target) => reviewTags(target),
    }),
    adminContractDone: build.mutation<ResponseOf<Calls['contractDone']>, ReviewTarget>({
      query: ({ applicantId }) => requestOf(afterDrawRoutes.contractDone, { applicantId }),
      invalidatesTags: (_result, _error, target) => reviewTags(target),
    }),
    adminGetVacancies: build.query<ResponseOf<Calls['vacancies']>, number>({
      query: (roundId) => urlOf(afterDrawRoutes.vacancies, { roundId }),
      providesTags: (_result, _error, roundId) => [vacanciesTag(roundId)],
    }),
    // the called reserve becomes a winner: the queue, the applicants' list and the public draw page change
    adminCallReserve: build.mutation<
      ResponseOf<Calls['callReserve']>,
      { roundId: number; body: BodyOf<Calls['callReserve']> }
    >({
      query: ({ roundId, body }) => ({ ...requestOf(afterDrawRoutes.callReserve, { roundId }), body }),
      invalidatesTags: (_result, _error, { roundId }) => [
        vacanciesTag(roundId),
        queueTag(roundId),
        { type: 'Applicant', id: roundId },
        { type: 'Round', id: roundId },
      ],
    }),
  }),
});

export const {
  useAdminGetAfterDrawSettingsQuery,
  useAdminSaveAfterDrawSettingsMutation,
  useAdminGetReviewQueueQuery,
  useAdminGetApplicantReviewQuery,
  useAdminGetApplicantHistoryQuery,
  useAdminMarkFileMutation,
  useAdminDecideMutation,
  useAdminDecideObjectionMutation,
  useAdminExtendDeadlineMutation,
  useAdminContractDoneMutation,
  useAdminGetVacanciesQuery,
  useAdminCallReserveMutation,
} = afterDrawAdminApi;
