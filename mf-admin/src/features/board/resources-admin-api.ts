import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { apiPaths, PRODUCT } from '@portal/shared-types/product';

/** Create is POST /portal/resource (section 7); update and delete live under /admin. */
export const resourceWritePath = (id?: number) =>
  id === undefined ? apiPaths.resources : `/${PRODUCT}/admin/resource/${id}`;

/** The admin's own calls; the public reads (resources, resource) are in the shared read api. */
export const resourcesAdminApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminDeleteResource: build.mutation<unknown, number>({
      query: (id) => ({ url: resourceWritePath(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Resource', id: 'LIST' },
        { type: 'Resource', id },
      ],
    }),
  }),
});

export const { useAdminDeleteResourceMutation } = resourcesAdminApi;
