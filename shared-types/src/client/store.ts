import { combineSlices, configureStore } from '@reduxjs/toolkit';
// By package name, not a relative path, so module federation shares this one instance with the remotes.
import { baseApi } from '@portal/shared-types/client/base-api';

/**
 * The root reducer. Remotes inject their own slices with `rootReducer.inject(slice)`; it is shared
 * as a singleton through module federation like the api.
 */
export const rootReducer = combineSlices(baseApi).withLazyLoadedSlices();

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
