import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  cacheKey,
  skipToken,
  type ApiError,
  type MutationDefinition,
  type QueryClient,
  type QueryResult,
} from '@portal/web-runtime/query-client';

// Shared as a singleton module (contract.ts), so the shell's provider is the one every remote's hooks read.
const ApiClientContext = createContext<QueryClient | null>(null);

/** Makes `client` the cache of everything below: the shell's page, a server render, a test. */
export function ApiProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): QueryClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: no ApiProvider above this component');
  return client;
}

/** `dispatch(api.util.invalidateTags([...]))`, as with RTK. */
export const useApiDispatch = (): QueryClient['dispatch'] => useApiClient().dispatch;

export interface QueryHookOptions {
  skip?: boolean;
  /** ms between calls while the component shows the data */
  pollingInterval?: number;
  /** call again on mount even when answered */
  refetchOnMountOrArgChange?: boolean;
}

export interface QueryHookResult<R> {
  /** the latest answer, of an earlier argument while the current one loads */
  data?: R;
  /** the answer for the current argument only */
  currentData?: R;
  error?: ApiError;
  /** the first call, with nothing to show yet */
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** skipped */
  isUninitialized: boolean;
  refetch(): void;
}

export function useEndpointQuery<R>(
  endpointName: string,
  arg: unknown,
  { skip = false, pollingInterval = 0, refetchOnMountOrArgChange = false }: QueryHookOptions = {},
): QueryHookResult<R> {
  const client = useApiClient();
  const key = skip || arg === skipToken ? null : cacheKey(endpointName, arg);
  const read = () => (key === null ? undefined : client.getEntry(key));
  const entry = useSyncExternalStore(client.subscribe, read, read);

  // The key stands for the argument: an equal new object does not call again.
  useEffect(() => {
    if (key === null) return;
    const force = refetchOnMountOrArgChange && client.getEntry(key)?.status === 'fulfilled';
    return client.start(endpointName, arg, { force }).release;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, endpointName, key, refetchOnMountOrArgChange]);

  useEffect(() => {
    if (key === null || pollingInterval <= 0) return;
    const timer = setInterval(() => {
      if (client.getEntry(key)?.status !== 'pending')
        client.start(endpointName, arg, { force: true, subscribe: false });
    }, pollingInterval);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, endpointName, key, pollingInterval]);

  // the last answer this hook showed, kept while another argument loads (as RTK Query's `data`)
  const answered = entry?.status === 'fulfilled';
  const [shown, setShown] = useState<{ data: unknown }>(() => ({ data: answered ? entry.data : undefined }));
  if (key === null ? shown.data !== undefined : answered && entry.data !== shown.data)
    setShown({ data: key === null ? undefined : entry?.data });

  // not called yet (the server's render, the first one in the browser) reads as loading, as with RTK
  const fetching = key !== null && (!entry || entry.status === 'pending');
  const data = (key === null ? undefined : answered ? entry.data : (shown.data ?? entry?.data)) as
    R | undefined;
  const refetch = useCallback(() => {
    if (key !== null) client.start(endpointName, arg, { force: true, subscribe: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, endpointName, key]);
  return {
    data,
    currentData: entry?.data as R | undefined,
    error: entry?.status === 'rejected' ? entry.error : undefined,
    isLoading: fetching && data === undefined,
    isFetching: fetching,
    isSuccess: answered || (fetching && data !== undefined),
    isError: entry?.status === 'rejected',
    isUninitialized: key === null,
    refetch,
  };
}

/** A mutation's call: awaits to `{ data } | { error }`; `unwrap` resolves the data or rejects `{ status, data }`. */
export type MutationCall<R> = Promise<QueryResult<R>> & { unwrap(): Promise<R> };

interface MutationState<R> {
  isLoading: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: R;
  error?: ApiError;
}

export type MutationHookResult<R, A> = [(arg: A) => MutationCall<R>, MutationState<R> & { reset(): void }];

const idle = { isLoading: false, isSuccess: false, isError: false };

export function useEndpointMutation<R, A>(definition: MutationDefinition<R, A>): MutationHookResult<R, A> {
  const client = useApiClient();
  const [state, setState] = useState<MutationState<R>>(idle);
  // only the latest call's outcome is shown
  const latest = useRef(0);
  const trigger = useCallback(
    (arg: A) => {
      const call = (latest.current += 1);
      setState({ ...idle, isLoading: true });
      const promise = client.mutate(definition, arg).then((result) => {
        if (latest.current === call)
          setState(
            result.error
              ? { ...idle, isError: true, error: result.error }
              : { ...idle, isSuccess: true, data: result.data },
          );
        return result;
      });
      const unwrap = () =>
        promise.then((result) => (result.error ? Promise.reject(result.error) : result.data));
      return Object.assign(promise, { unwrap });
    },
    [client, definition],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState(idle);
  }, []);
  return [trigger, { ...state, reset }];
}
