import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { ADMIN_TOKEN_KEY } from '../storage-keys';

/**
 * The one RTK Query api of the site. The shell's store mounts it; each remote adds its calls with
 * `injectEndpoints`. It is shared through module federation as a singleton, so every remote talks to
 * the same cache. The stored admin token goes out as a bearer header on every request (spec section 6).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    prepareHeaders: (headers) => {
      const token = readAdminToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      headers.set('Accept', 'application/json');
      return headers;
    },
  }),
  tagTypes: ['Notice', 'Resource', 'Round', 'Applicant', 'Popup'],
  endpoints: () => ({}),
});

function readAdminToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (private mode, policies): then no header
  }
}
