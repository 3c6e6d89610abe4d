// The parts of RTK Query's React entry a page may use, shared under the name
// `@reduxjs/toolkit/query/react` (scripts/webpack/shared-exports.mjs). The entry passes on all of
// `@reduxjs/toolkit/query`; the parts of it used here come from that shared module itself.
export { createApi } from '@portal/whole-library/@reduxjs/toolkit/query/react';
export { fetchBaseQuery, retry, skipToken } from '@reduxjs/toolkit/query';
