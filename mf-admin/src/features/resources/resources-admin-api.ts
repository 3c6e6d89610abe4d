import { baseApi } from '@portal/shared-types/client/base-api';
import { apiPaths, PRODUCT } from '@portal/shared-types/product';
import type { Resource } from '@portal/shared-types/resources';

/** Create is POST /portal/resource (section 7); update and delete live under /admin. */
export const resourceWritePath = (id?: number) =>
  id === undefined ? apiPaths.resources : `/${PRODUCT}/admin/resource/${id}`;

export const resourcesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<Resource[], void>({
      query: () => apiPaths.resources,
      providesTags: [{ type: 'Resource', id: 'LIST' }],
    }),
    getResource: build.query<Resource, number>({
      query: (id) => apiPaths.resource(id),
      providesTags: (_result, _error, id) => [{ type: 'Resource', id }],
    }),
    deleteResource: build.mutation<unknown, number>({
      query: (id) => ({ url: resourceWritePath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Resource', id: 'LIST' }],
    }),
  }),
});

export const { useGetResourcesQuery, useGetResourceQuery, useDeleteResourceMutation } = resourcesAdminApi;
