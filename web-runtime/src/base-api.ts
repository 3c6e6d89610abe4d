import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { messages } from '@portal/shared-types/common/messages';
import { adminCheckPassed, noteAdminActivity } from './admin-activity';
import { selectAdminToken } from './admin-token';

export { adminCheckPassed, noteAdminActivity };

/** The store's thunk `extra`: on the server, calls go to the API by an absolute address. */
export interface ApiExtra {
  apiBase?: string;
}

/** Dispatched once before hydration with the query cache the server rendered the page from. */
export const HYDRATE_API = 'api/hydrateFromServer';
export const hydrateApi = (apiState: unknown) => ({ type: HYDRATE_API, payload: { api: apiState } });

const baseQueries = new Map<string, ReturnType<typeof fetchBaseQuery>>();
function baseQueryFor(baseUrl: string) {
  let baseQuery = baseQueries.get(baseUrl);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers, { getState }) => {
        const token = selectAdminToken(getState());
        if (token) headers.set('Authorization', `Bearer ${token}`);
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
    baseQueries.set(baseUrl, baseQuery);
  }
  return baseQuery;
}

/**
 * An admin call was refused (401, or 403 for a token that is not an admin's): the server no longer takes
 * this browser's admin session (it was ended elsewhere or timed out). The shell listens and sends the admin to /login.
 */
export const adminSessionEnded = createAction<{ status: number }>('adminSession/ended');

const ADMIN_PATH_PREFIX = '/portal/admin/';

/**
 * An admin call: an admin endpoint (named `admin…`) or any call under /portal/admin/ (the public boards'
 * admin buttons). Other 401 and 403 answers (an applicant's verification) say nothing about the admin.
 */
export function isAdminCall(endpoint: string, args: string | FetchArgs): boolean {
  if (/^admin[A-Z]/.test(endpoint)) return true;
  const url = typeof args === 'string' ? args : args.url;
  return url.startsWith(ADMIN_PATH_PREFIX);
}

/**
 * Whether an answer is the server refusing the admin session. A 403 for a role the account does not hold
 * is not: the session goes on, and the screen says the work is not this admin's.
 */
export const isAdminRefusal = (status: unknown, message?: unknown) =>
  status === 401 || (status === 403 && !isRoleRefusal(status, message));

/** Whether an answer refused a call for a role the admin does not hold (their roles may have changed). */
export const isRoleRefusal = (status: unknown, message: unknown) =>
  status === 403 && message === messages.adminRoleMissing;

const messageOf = (data: unknown) => (data as { message?: unknown } | null | undefined)?.message;

const READ_RETRIES = 3;

/**
 * Reads (GET) are tried again with backoff when the network failed (no answer at all); a server's answer,
 * an error included, is final, and a write is never sent twice. An admin call refused with 401 or 403
 * ends the admin session in the browser, here once for every screen; any other answer to an admin call
 * is a use of the session, as the server counts it.
 */
const baseQuery = retry(
  (async (args, api, extraOptions) => {
    const apiBase = (api.extra as ApiExtra | undefined)?.apiBase ?? '/';
    const result = await baseQueryFor(apiBase)(args, api, extraOptions);
    if (isAdminCall(api.endpoint, args)) {
      const status = result.error ? result.error.status : result.meta?.response?.status;
      const message = messageOf(result.error?.data);
      if (result.error && isAdminRefusal(status, message))
        api.dispatch(adminSessionEnded({ status: status as number }));
      // the server counted the call as use: the browser's inactivity clock starts again with it
      else if (selectAdminToken(api.getState()) && adminCheckPassed(status, message)) noteAdminActivity();
      // the roles held may have changed since they were read: the menu and screens follow
      if (isRoleRefusal(status, message) && api.endpoint !== 'adminMe')
        api.dispatch(baseApi.util.invalidateTags(['AdminMe']));
    }
    const isRead = api.type === 'query';
    if (result.error && (result.error.status !== 'FETCH_ERROR' || !isRead))
      retry.fail(result.error, result.meta);
    return result;
  }) satisfies BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
  { maxRetries: READ_RETRIES },
);

/** Every tag an endpoint may provide or invalidate. */
export const tagTypes = ['Notice', 'Resource', 'Round', 'Applicant', 'Popup', 'AdminMe'] as const;
export type ApiTag = (typeof tagTypes)[number];

/**
 * The one RTK Query api of the site. The shell's store mounts it; each remote adds its calls with
 * `injectEndpoints({ overrideExisting, ... })`. It is shared through module federation as a singleton, so
 * every remote talks to the same cache. The store's admin token goes out as a bearer header on every
 * request. Reads refetch when the browser comes back online (the store's `setupListeners`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  extractRehydrationInfo: (action: UnknownAction, { reducerPath }) =>
    action.type === HYDRATE_API
      ? ((action.payload as Record<string, never>)[reducerPath] ?? undefined)
      : undefined,
  tagTypes,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/**
 * Pass to every `injectEndpoints`: a name injected twice (two remotes, one shared api) throws in
 * development and tests instead of silently keeping whichever loaded first; production only keeps
 * the first, so one remote's mistake cannot take the live site down.
 */
export const overrideExisting: false | 'throw' = process.env.NODE_ENV === 'production' ? false : 'throw';
