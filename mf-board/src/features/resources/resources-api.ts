import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { isSearching, type BoardSearch } from '@portal/shared-types/board/board-list-rules';
import type { Page } from '@portal/shared-types/board/notice-rules';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { resourceRoutes } from '@portal/shared-types/http/routes/board';
import type { ResourcePageQuery, ResourceSummary } from '@portal/shared-types/board/resources.schema';

const LIST = { type: 'Resource', id: 'LIST' } as const;

/** The server's query for one page of the library (page numbers from 1 on screen, from 0 on the wire). */
export function resourcePageQuery(page: number, search: BoardSearch): ResourcePageQuery {
  return {
    page: page - 1,
    size: PAGE_SIZE.board,
    ...(isSearching(search) ? { field: search.field, keyword: search.keyword } : {}),
  };
}

/** The board's own calls; the public reads (resources, resource) are in the shared read api. */
export const resourcesApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // one page of the library, searched and paged by the server, like the notices
    boardGetResourcePage: build.query<Page<ResourceSummary>, ResourcePageQuery>({
      query: ({ page, size, field, keyword }) => ({
        url: urlOf(resourceRoutes.summaryPage),
        params: { page, size, ...(keyword ? { field: field ?? 'title', keyword } : {}) },
      }),
      providesTags: [LIST],
    }),
    boardDeleteResource: build.mutation<void, number>({
      query: (id) => requestOf(resourceRoutes.remove, { id }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Resource', id }],
    }),
  }),
});

export const { useBoardGetResourcePageQuery, useBoardDeleteResourceMutation } = resourcesApi;
