import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { authCalls } from '@portal/shared-types/http/calls/auth';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf } from '@portal/shared-types/http/route';
import { authRoutes } from '@portal/shared-types/http/routes/auth';

export interface LoginRequest {
  username: string;
  password: string;
}

export const loginApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    shellLogin: build.mutation<ResponseOf<typeof authCalls.login>, LoginRequest>({
      query: (body) => ({ ...requestOf(authRoutes.login), body }),
    }),
    // the stored token goes out as the bearer header, and the server refuses it from then on
    shellLogout: build.mutation<void, void>({
      query: () => requestOf(authRoutes.logout),
    }),
  }),
});

export const { useShellLoginMutation, useShellLogoutMutation } = loginApi;
