// The parts of RTK Query a page may use, shared under the name `@reduxjs/toolkit/query`
// (scripts/webpack/shared-exports.mjs): what the site's code uses and what RTK Query's React hooks
// import from it.
export {
  buildCreateApi,
  copyWithStructuralSharing,
  coreModule,
  fetchBaseQuery,
  QueryStatus,
  retry,
  setupListeners,
  skipToken,
} from '@portal/whole-library/@reduxjs/toolkit/query';
