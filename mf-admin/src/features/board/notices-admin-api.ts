import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { PRODUCT } from '@portal/shared-types/product';

/** Write paths of notices (api-contract, section 7). */
export const adminNoticePath = (id?: number) => `/${PRODUCT}/admin/notice${id === undefined ? '' : `/${id}`}`;

/** The admin's own calls; the public reads (notice page, notice) are in the shared read api. */
export const noticesAdminApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminDeleteNotice: build.mutation<unknown, number>({
      query: (id) => ({ url: adminNoticePath(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Notice', id: 'LIST' },
        { type: 'Notice', id },
      ],
    }),
  }),
});

export const { useAdminDeleteNoticeMutation } = noticesAdminApi;
