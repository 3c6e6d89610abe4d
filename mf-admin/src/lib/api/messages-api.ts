import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { NoticeDraft, NoticeSend } from '@portal/shared-types/notify/notice';
import type { notifyCalls } from '@portal/shared-types/http/calls/notify';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { notifyRoutes } from '@portal/shared-types/http/routes/notify';
import { accessReasonHeaders } from '../access-reason';

export const messagesApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // always fresh: the worker changes states in the background
    adminGetMessageStatus: build.query<ResponseOf<typeof notifyCalls.status>, void>({
      query: () => urlOf(notifyRoutes.status),
      keepUnusedDataFor: 0,
    }),
    adminGetRoundMessages: build.query<ResponseOf<typeof notifyCalls.ofRound>, number>({
      query: (id) => urlOf(notifyRoutes.ofRound, { id }),
      keepUnusedDataFor: 0,
    }),
    adminGetApplicantMessages: build.query<ResponseOf<typeof notifyCalls.ofApplicant>, number>({
      query: (id) => urlOf(notifyRoutes.ofApplicant, { id }),
      keepUnusedDataFor: 0,
    }),
    // a 접속기록 on every read (receipt numbers, masked names): asked on opening and by the admin, never polled
    adminGetFailedMessages: build.query<ResponseOf<typeof notifyCalls.failedOfRound>, number>({
      query: (id) => ({ url: urlOf(notifyRoutes.failedOfRound, { id }), headers: accessReasonHeaders() }),
      keepUnusedDataFor: 0,
    }),
    adminRetryFailedMessages: build.mutation<ResponseOf<typeof notifyCalls.retryFailed>, number>({
      query: (id) => requestOf(notifyRoutes.retryFailed, { id }),
    }),
    adminGetDevMessages: build.query<ResponseOf<typeof notifyCalls.devMessages>, void>({
      query: () => urlOf(notifyRoutes.devMessages),
      keepUnusedDataFor: 0,
    }),
    adminRetryMessage: build.mutation<ResponseOf<typeof notifyCalls.retry>, number>({
      query: (id) => requestOf(notifyRoutes.retry, { id }),
    }),
    adminPauseMessages: build.mutation<
      ResponseOf<typeof notifyCalls.pause>,
      { roundId: number; paused: boolean }
    >({
      query: ({ roundId, paused }) => ({
        ...requestOf(notifyRoutes.pause, { id: roundId }),
        body: { paused },
      }),
    }),
    // a mutation, not a query: nothing is cached, and the admin asks for it with a button
    adminPreviewNotice: build.mutation<
      ResponseOf<typeof notifyCalls.noticePreview>,
      NoticeDraft & { roundId: number }
    >({
      query: ({ roundId, ...body }) => ({ ...requestOf(notifyRoutes.noticePreview, { id: roundId }), body }),
    }),
    adminSendNotice: build.mutation<ResponseOf<typeof notifyCalls.notice>, NoticeSend & { roundId: number }>({
      query: ({ roundId, ...body }) => ({ ...requestOf(notifyRoutes.notice, { id: roundId }), body }),
    }),
  }),
});

export const {
  useAdminGetMessageStatusQuery,
  useAdminGetRoundMessagesQuery,
  useAdminGetApplicantMessagesQuery,
  useAdminGetDevMessagesQuery,
  useAdminGetFailedMessagesQuery,
  useAdminRetryFailedMessagesMutation,
  useAdminRetryMessageMutation,
  useAdminPauseMessagesMutation,
  useAdminPreviewNoticeMutation,
  useAdminSendNoticeMutation,
} = messagesApi;
