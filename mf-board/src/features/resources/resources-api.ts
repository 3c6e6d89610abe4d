import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { boardAdminPaths } from '@portal/shared-types/board-api-paths';

const LIST = { type: 'Resource', id: 'LIST' } as const;

/** The board's own calls; the public reads (resources, resource) are in the shared read api. */
export const resourcesApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    boardDeleteResource: build.mutation<void, number>({
      query: (id) => ({ url: boardAdminPaths.resource(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Resource', id }],
    }),
  }),
});

export const { useBoardDeleteResourceMutation } = resourcesApi;
