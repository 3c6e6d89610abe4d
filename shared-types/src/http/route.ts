// The spelling of every API call: method and path, nothing else, so that public pages can build their
// URLs from it without loading zod. Each call's schemas live beside it in ./calls (one name per call).

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface Route<Path extends string = string> {
  method: Method;
  /** Express style: `/portal/notice/:id` */
  path: Path;
}

/** The names of a path's parameters: `'/a/:id/b/:name'` gives `'id' | 'name'`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

const route =
  (method: Method) =>
  <const Path extends string>(path: Path): Route<Path> => ({ method, path });

export const get = route('get');
export const post = route('post');
export const put = route('put');
export const del = route('delete');

type ParamValues<Path extends string> = Record<PathParams<Path>, string | number>;

/**
 * The URL of a call, its parameters filled in and encoded: `urlOf(boardRoutes.notice, { id: 3 })`.
 * A call without parameters takes none.
 */
export function urlOf<Path extends string>(
  { path }: Route<Path>,
  ...[params]: PathParams<Path> extends never ? [] : [ParamValues<Path>]
): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}

/** The URL and HTTP method of a call, for a request: `{ ...requestOf(noticeRoutes.remove, { id }), body }`. */
export function requestOf<Path extends string>(
  route: Route<Path>,
  ...params: PathParams<Path> extends never ? [] : [ParamValues<Path>]
): { url: string; method: string } {
  return { url: urlOf(route, ...params), method: route.method.toUpperCase() };
}

/** OpenAPI's spelling of a path: `/portal/notice/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
