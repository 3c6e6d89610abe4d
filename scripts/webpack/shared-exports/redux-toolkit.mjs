// The parts of Redux Toolkit a page may use, shared under the name `@reduxjs/toolkit`
// (scripts/webpack/shared-exports.mjs). The site's code uses four of them; the rest is what RTK Query and
// its React hooks, shared beside it, import from `@reduxjs/toolkit`.
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createListenerMiddleware,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from '@portal/whole-library/@reduxjs/toolkit';
