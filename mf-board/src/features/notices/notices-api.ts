import { baseApi } from '@portal/shared-types/client/base-api';
import type { Notice } from '@portal/shared-types/notices';
import { apiPaths } from '@portal/shared-types/product';

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<Notice[], void>({
      query: () => apiPaths.notices,
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
  }),
});

export const { useGetNoticesQuery } = noticesApi;
