import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector, useStore } from 'react-redux';
// By package name, not a relative path, so module federation shares this one instance with the remotes.
import { baseApi, hydrateApi, type ApiExtra } from '@portal/web-runtime/base-api';
import { adminTokenSlice, selectAdminToken, startAdminTokenSync } from './admin-token';
import { useHydrated } from './use-hydrated';

export { adminTokenChanged, saveAdminToken, selectAdminToken } from './admin-token';

/**
 * The root reducer: the api's cache, the admin token, and the slices remotes add where they need one
 * (`rootReducer.inject(slice)`), so a remote never makes a store of its own.
 */
export const rootReducer = combineSlices(baseApi, adminTokenSlice);

/**
 * Effects on actions that the shell registers once in the browser (an ended admin session goes to
 * /login); every store runs them, and a server render has none registered.
 */
export const listeners = createListenerMiddleware();

export interface MakeStoreOptions extends ApiExtra {
  /** the server render's query cache, put in place before the first render (hydration) */
  apiState?: unknown;
}

/** The store of one page (the browser's) or of one server render (`apiBase` set). */
export function makeStore({ apiBase, apiState }: MakeStoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiBase } satisfies ApiExtra } })
        .prepend(listeners.middleware)
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  if (apiState !== undefined) store.dispatch(hydrateApi(apiState));
  // focus and reconnect refetching need the browser's events; a server render has none
  if (typeof window !== 'undefined' && apiBase === undefined) {
    setupListeners(store.dispatch);
    // the admin token is read from storage here, once for the page (a server render has none)
    startAdminTokenSync(store.dispatch);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

/** The typed hooks, defined once for the shell and every remote. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * The admin token for what a page shows: null on the server and while its HTML is hydrated (the server
 * knows no token), so admin-only parts appear right after hydration without a mismatch.
 */
export function useAdminToken(): string | null {
  const hydrated = useHydrated();
  const token = useAppSelector(selectAdminToken);
  return hydrated ? token : null;
}
