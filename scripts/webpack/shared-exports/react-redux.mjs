// The parts of react-redux a page may use, shared under the name `react-redux`
// (scripts/webpack/shared-exports.mjs): the store's Provider and hooks, and what RTK Query's React hooks
// import from it. `connect`, the largest part of the library, is not among them.
export {
  batch,
  Provider,
  ReactReduxContext,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '@portal/whole-library/react-redux';
