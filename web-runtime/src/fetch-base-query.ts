import type { ApiError, BaseQuery, FetchArgs, QueryResult } from '@portal/web-runtime/query-client';

/** `base` and `url` joined as RTK Query's fetchBaseQuery did: an absolute `url` wins. */
function joinUrl(base: string, url: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  return `${base.replace(/\/$/, '')}/${url.replace(/^\//, '')}`;
}

function withParams(url: string, params: object | undefined): string {
  const defined = Object.entries(params ?? {}).filter(([, value]) => value !== undefined);
  if (defined.length === 0) return url;
  const search = new URLSearchParams(defined.map(([key, value]) => [key, String(value)]));
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

const isJson = (body: unknown) =>
  Array.isArray(body) ||
  (typeof body === 'object' && body !== null && Object.getPrototypeOf(body) === Object.prototype);

/**
 * `fetch` with the site's conventions: a JSON body when given an object, the answer read as JSON (empty:
 * null), and a failure as `{ status, data }`: the HTTP status and body, or 'FETCH_ERROR' when the
 * network failed and 'PARSING_ERROR' when the body was not JSON, the shapes the components read.
 */
export function fetchBaseQuery({
  baseUrl,
  prepareHeaders,
}: {
  baseUrl: string;
  prepareHeaders?: (headers: Headers) => Headers;
}): BaseQuery {
  return async (args) => {
    const {
      url,
      method = 'GET',
      params,
      body,
      headers,
      credentials,
    } = typeof args === 'string' ? ({ url: args } as FetchArgs) : args;
    const sent = new Headers(headers);
    prepareHeaders?.(sent);
    const json = isJson(body);
    if (json && !sent.has('content-type')) sent.set('content-type', 'application/json');
    const request = new Request(withParams(joinUrl(baseUrl, url), params), {
      method,
      headers: sent,
      body: json ? JSON.stringify(body) : (body as BodyInit | undefined),
      ...(credentials ? { credentials } : {}),
    });
    let response: Response;
    try {
      response = await fetch(request);
    } catch (failure) {
      return { error: { status: 'FETCH_ERROR', error: String(failure) } };
    }
    const text = await response.text().catch(() => '');
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      const error: ApiError = {
        status: 'PARSING_ERROR',
        originalStatus: response.status,
        data: text,
        error: 'not JSON',
      };
      return { error };
    }
    const result: QueryResult = response.ok ? { data } : { error: { status: response.status, data } };
    return result;
  };
}
