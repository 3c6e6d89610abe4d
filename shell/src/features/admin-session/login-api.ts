import { baseApi } from '@portal/shared-types/client/base-api';
import { apiPaths } from '@portal/shared-types/product';

export interface LoginRequest {
  username: string;
  password: string;
}

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<{ token?: unknown }, LoginRequest>({
      query: (body) => ({ url: apiPaths.login, method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
