import type { BodyOf, ResponseOf } from '@portal/shared-types/http/call-types';
import type { accountCalls } from '@portal/shared-types/http/calls/accounts';
import type { authCalls } from '@portal/shared-types/http/calls/auth';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf } from '@portal/shared-types/http/route';
import { accountRoutes } from '@portal/shared-types/http/routes/accounts';
import { authRoutes } from '@portal/shared-types/http/routes/auth';

export interface LoginRequest {
  username: string;
  password: string;
}

export const loginApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // the password: answers a ticket for the code step, or for the enrolment of a new second factor
    shellLogin: build.mutation<ResponseOf<typeof authCalls.login>, LoginRequest>({
      query: (body) => ({ ...requestOf(authRoutes.login), body }),
    }),
    // 처음 로그인: the setup code and the new password; answers a ticket for the enrolment
    shellSetupSignIn: build.mutation<
      ResponseOf<typeof accountCalls.setupSignIn>,
      BodyOf<typeof accountCalls.setupSignIn>
    >({
      query: (body) => ({ ...requestOf(accountRoutes.setupSignIn), body }),
    }),
    shellLoginCode: build.mutation<
      ResponseOf<typeof authCalls.loginCode>,
      BodyOf<typeof authCalls.loginCode>
    >({
      query: (body) => ({ ...requestOf(authRoutes.loginCode), body }),
      // a new sign-in: whatever roles an earlier one of this tab read are read again
      invalidatesTags: ['AdminMe'],
    }),
    shellEnrolStart: build.mutation<
      ResponseOf<typeof authCalls.enrolStart>,
      BodyOf<typeof authCalls.enrolStart>
    >({
      query: (body) => ({ ...requestOf(authRoutes.enrolStart), body }),
    }),
    shellEnrolConfirm: build.mutation<
      ResponseOf<typeof authCalls.enrolConfirm>,
      BodyOf<typeof authCalls.enrolConfirm>
    >({
      query: (body) => ({ ...requestOf(authRoutes.enrolConfirm), body }),
      invalidatesTags: ['AdminMe'],
    }),
    // the stored token goes out as the bearer header, and the server refuses it from then on
    shellLogout: build.mutation<void, void>({
      query: () => requestOf(authRoutes.logout),
    }),
    // 연장: the server starts the session's inactivity limit again
    shellExtendSession: build.mutation<ResponseOf<typeof authCalls.extendSession>, void>({
      query: () => requestOf(authRoutes.extendSession),
    }),
  }),
});

export const {
  useShellLoginMutation,
  useShellSetupSignInMutation,
  useShellLoginCodeMutation,
  useShellEnrolStartMutation,
  useShellEnrolConfirmMutation,
  useShellLogoutMutation,
  useShellExtendSessionMutation,
} = loginApi;
