// By package name, not a relative path, so module federation shares these one instances with the remotes.
import { createApi } from '@portal/web-runtime/create-api';
import { fetchBaseQuery } from '@portal/web-runtime/fetch-base-query';
import { QueryClient, type BaseQuery } from '@portal/web-runtime/query-client';
import { ADMIN_TOKEN_KEY } from '@portal/shared-types/auth/storage-keys';

/** The client's `extra`: on the server, calls go to the API by an absolute address. */
export interface ApiExtra {
  apiBase?: string;
}

const baseQueries = new Map<string, BaseQuery>();
function baseQueryFor(baseUrl: string) {
  let baseQuery = baseQueries.get(baseUrl);
  if (!baseQuery) {
    baseQuery = fetchBaseQuery({
      baseUrl,
      prepareHeaders: (headers) => {
        const token = readAdminToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
    baseQueries.set(baseUrl, baseQuery);
  }
  return baseQuery;
}

const baseQuery: BaseQuery = (args, api) =>
  baseQueryFor((api.extra as ApiExtra | undefined)?.apiBase ?? '/')(args, api);

/**
 * The one api of the site (tags: Notice, Resource, Round, Applicant, Popup). Each remote adds its calls
 * with `injectEndpoints({ overrideExisting, ... })`. It is shared through module federation as a
 * singleton, so every remote's hooks read the one cache of the shell's client. The stored admin token
 * goes out as a bearer header on every request (spec section 6).
 */
export const baseApi = createApi({ baseQuery });

/** The cache of one page (the browser's) or of one server render; `extra.apiBase` for the server. */
export function createApiClient(extra: ApiExtra = {}): QueryClient {
  return new QueryClient(baseApi, extra);
}

/**
 * Pass to every `injectEndpoints`: a name injected twice (two remotes, one shared api) throws in
 * development and tests instead of silently keeping whichever loaded first; production only keeps
 * the first, so one remote's mistake cannot take the live site down.
 */
export const overrideExisting: false | 'throw' = process.env.NODE_ENV === 'production' ? false : 'throw';

function readAdminToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(ADMIN_TOKEN_KEY) ?? null;
  } catch {
    return null; // storage can be blocked (private mode, policies): then no header
  }
}

// Remotes take these from here, as they did from RTK Query.
export { skipToken } from '@portal/web-runtime/query-client';
export { ApiProvider, useApiDispatch } from '@portal/web-runtime/use-query';
