import type { BodyOf, ResponseOf } from '@portal/shared-types/http/call-types';
import type { authCalls } from '@portal/shared-types/http/calls/auth';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { AdminSession } from '@portal/shared-types/auth/auth.schema';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { authRoutes } from '@portal/shared-types/http/routes/auth';

export const sessionsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // always fresh: sessions start and end elsewhere
    adminGetSessions: build.query<AdminSession[], void>({
      query: () => urlOf(authRoutes.sessions),
      keepUnusedDataFor: 0,
    }),
    adminEndSession: build.mutation<ResponseOf<typeof authCalls.endSession>, number>({
      query: (id) => requestOf(authRoutes.endSession, { id }),
    }),
    adminEndOtherSessions: build.mutation<{ ended: number }, void>({
      query: () => requestOf(authRoutes.endOtherSessions),
    }),
    // the own second factor: fresh each time (a sign-in elsewhere may have used a recovery code)
    adminGetSecondFactor: build.query<ResponseOf<typeof authCalls.secondFactor>, void>({
      query: () => urlOf(authRoutes.secondFactor),
      keepUnusedDataFor: 0,
    }),
    adminNewRecoveryCodes: build.mutation<
      ResponseOf<typeof authCalls.newRecoveryCodes>,
      BodyOf<typeof authCalls.newRecoveryCodes>
    >({
      query: (body) => ({ ...requestOf(authRoutes.newRecoveryCodes), body }),
    }),
    adminReenrolStart: build.mutation<
      ResponseOf<typeof authCalls.reenrolStart>,
      BodyOf<typeof authCalls.reenrolStart>
    >({
      query: (body) => ({ ...requestOf(authRoutes.reenrolStart), body }),
    }),
    adminReenrolConfirm: build.mutation<
      ResponseOf<typeof authCalls.reenrolConfirm>,
      BodyOf<typeof authCalls.reenrolConfirm>
    >({
      query: (body) => ({ ...requestOf(authRoutes.reenrolConfirm), body }),
    }),
  }),
});

export const {
  useAdminGetSessionsQuery,
  useAdminEndSessionMutation,
  useAdminEndOtherSessionsMutation,
  useAdminGetSecondFactorQuery,
  useAdminNewRecoveryCodesMutation,
  useAdminReenrolStartMutation,
  useAdminReenrolConfirmMutation,
} = sessionsApi;
