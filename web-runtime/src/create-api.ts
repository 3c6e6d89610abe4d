import {
  type AnyDefinition,
  type ApiAction,
  type BaseQuery,
  type MutationDefinition,
  type QueryDefinition,
  type QueryResult,
  type SkipToken,
  type Tag,
} from '@portal/web-runtime/query-client';
import {
  useEndpointMutation,
  useEndpointQuery,
  type MutationHookResult,
  type QueryHookOptions,
  type QueryHookResult,
} from '@portal/web-runtime/use-query';

/** A query's call in flight: awaits to `{ data } | { error }`; `unwrap` rejects with the error. */
export type QueryCall<R> = Promise<QueryResult<R>> & { unwrap(): Promise<R>; unsubscribe(): void };

export interface QueryEndpoint<R, A> {
  name: string;
  /** For `dispatch`: calls unless answered (or `forceRefetch`); keeps the entry until `unsubscribe`. */
  initiate(arg: A, options?: { forceRefetch?: boolean; subscribe?: boolean }): ApiAction<QueryCall<R>>;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- mapped over each endpoint's own types */
type Endpoints<D> = {
  [K in keyof D]: D[K] extends QueryDefinition<infer R, infer A> ? QueryEndpoint<R, A> : { name: string };
};

type Hooks<D> = {
  [
    K in keyof D & string as D[K] extends QueryDefinition<any, any>
      ? `use${Capitalize<K>}Query`
      : `use${Capitalize<K>}Mutation`
  ]: D[K] extends QueryDefinition<infer R, infer A>
    ? (arg: A | SkipToken, options?: QueryHookOptions) => QueryHookResult<R>
    : D[K] extends MutationDefinition<infer R, infer A>
      ? () => MutationHookResult<R, A>
      : never;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const build = {
  query: <R, A>(definition: Omit<QueryDefinition<R, A>, 'type'>): QueryDefinition<R, A> => ({
    ...definition,
    type: 'query',
  }),
  mutation: <R, A>(definition: Omit<MutationDefinition<R, A>, 'type'>): MutationDefinition<R, A> => ({
    ...definition,
    type: 'mutation',
  }),
};

export interface Api<D> {
  endpoints: Endpoints<D>;
  /** Adds calls; a name already there throws with 'throw', is kept with false, replaced with true. */
  injectEndpoints<N>(options: {
    overrideExisting: boolean | 'throw';
    endpoints: (builder: typeof build) => N;
  }): Api<D & N> & Hooks<N>;
  util: {
    invalidateTags(tags: readonly Tag[]): ApiAction<void>;
    upsertQueryData(endpointName: keyof D & string, arg: unknown, data: unknown): ApiAction<void>;
  };
  /** For the client: every definition by name, and the call they go through. */
  definitions: Record<string, AnyDefinition>;
  baseQuery: BaseQuery;
}

const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function queryEndpoint(name: string): QueryEndpoint<unknown, unknown> {
  return {
    name,
    initiate:
      (arg, { forceRefetch = false, subscribe = true } = {}) =>
      (client) => {
        const { promise, release } = client.start(name, arg, { force: forceRefetch, subscribe });
        const unwrap = () =>
          promise.then((result) => (result.error ? Promise.reject(result.error) : result.data));
        return Object.assign(
          promise.then((result) => result),
          { unwrap, unsubscribe: release },
        );
      },
  };
}

function queryHook(name: string) {
  return function useGeneratedQuery(arg: unknown, options?: QueryHookOptions) {
    return useEndpointQuery(name, arg, options);
  };
}

function mutationHook(definition: MutationDefinition) {
  return function useGeneratedMutation() {
    return useEndpointMutation(definition);
  };
}

/** An api in RTK Query's shape, so the remotes' endpoint files read as before (issue 13). */
export function createApi({ baseQuery }: { baseQuery: BaseQuery }): Api<object> {
  const endpoints: Record<string, unknown> = {};
  const definitions: Record<string, AnyDefinition> = {};
  // the generated hooks land on the api object itself, as RTK Query's do
  const api: Record<string, unknown> = { endpoints, definitions, baseQuery };
  const util: Api<object>['util'] = {
    invalidateTags: (tags) => (client) => client.invalidateTags(tags),
    upsertQueryData: (name, arg, data) => (client) => client.upsert(name, arg, data),
  };
  const injectEndpoints: Api<object>['injectEndpoints'] = ({ overrideExisting, endpoints: define }) => {
    const added = define(build) as Record<string, QueryDefinition | MutationDefinition>;
    for (const [name, definition] of Object.entries(added)) {
      if (name in definitions) {
        if (overrideExisting === 'throw')
          throw new Error(`injectEndpoints: ${name} already exists (two parts of the site claim it)`);
        if (!overrideExisting) continue;
      }
      definitions[name] = { ...definition, name };
      if (definition.type === 'query') {
        endpoints[name] = queryEndpoint(name);
        api[`use${capitalise(name)}Query`] = queryHook(name);
      } else {
        endpoints[name] = { name };
        api[`use${capitalise(name)}Mutation`] = mutationHook(definition);
      }
    }
    return api as never;
  };
  return Object.assign(api, { util, injectEndpoints }) as unknown as Api<object>;
}
