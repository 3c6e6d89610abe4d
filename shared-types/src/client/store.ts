import { combineSlices, configureStore } from '@reduxjs/toolkit';
// By package name, not a relative path, so module federation shares this one instance with the remotes.
import { baseApi, type ApiExtra } from '@portal/shared-types/client/base-api';

/**
 * The root reducer. Remotes inject their own slices with `rootReducer.inject(slice)`; it is shared
 * as a singleton through module federation like the api.
 */
export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices();

/** `extra.apiBase`: the API's absolute address when the store lives on the server (issue 13). */
export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>, extra: ApiExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
