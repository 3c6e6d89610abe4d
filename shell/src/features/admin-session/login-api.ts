import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { apiPaths } from '@portal/shared-types/product';

export interface LoginRequest {
  username: string;
  password: string;
}

export const loginApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    shellLogin: build.mutation<{ token?: unknown }, LoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
    }),
    // the stored token goes out as the bearer header, and the server refuses it from then on
    shellLogout: build.mutation<void, void>({
      query: () => ({ url: apiPaths.logout, method: 'POST' }),
    }),
  }),
});

export const { useShellLoginMutation, useShellLogoutMutation } = loginApi;
