import { baseApi } from '@portal/shared-types/client/base-api';
import { boardAdminPaths } from '@portal/shared-types/board-api-paths';
import { apiPaths } from '@portal/shared-types/product';
import type { Resource } from '@portal/shared-types/resources';

const LIST = { type: 'Resource', id: 'LIST' } as const;

export const resourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<Resource[], void>({
      query: () => apiPaths.resources,
      providesTags: [LIST],
    }),
    getResource: build.query<Resource, number>({
      query: (id) => apiPaths.resource(id),
      providesTags: (_result, _error, id) => [{ type: 'Resource', id }],
    }),
    deleteResource: build.mutation<void, number>({
      query: (id) => ({ url: boardAdminPaths.resource(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Resource', id }],
    }),
  }),
});

export const { useGetResourcesQuery, useGetResourceQuery, useDeleteResourceMutation } = resourcesApi;
