import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { noticeCalls, resourceCalls } from '@portal/shared-types/http/calls/board';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf } from '@portal/shared-types/http/route';
import type { WriteRequest } from '../../lib/http';
import { noticeRoutes, resourceRoutes } from '@portal/shared-types/http/routes/board';

export type BoardKind = 'notice' | 'resource';

const boardRoutes = { notice: noticeRoutes, resource: resourceRoutes };

/** How a post is written: created without an id, updated with one (the contract's calls). */
export function boardWrite(kind: BoardKind, id?: number): WriteRequest {
  const routes = boardRoutes[kind];
  return id === undefined ? requestOf(routes.create) : requestOf(routes.update, { id });
}

/** Deleting a post, and the lists and the post it makes stale. */
const deletion = (kind: BoardKind, type: 'Notice' | 'Resource') => ({
  query: (id: number) => requestOf(boardRoutes[kind].remove, { id }),
  invalidatesTags: (_result: unknown, _error: unknown, id: number) => [
    { type, id: 'LIST' as const },
    { type, id },
  ],
});

/** The admin's own calls; the public reads (notices, resources) are in the shared read api. */
export const boardAdminApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminDeleteNotice: build.mutation<ResponseOf<typeof noticeCalls.remove>, number>(
      deletion('notice', 'Notice'),
    ),
    adminDeleteResource: build.mutation<ResponseOf<typeof resourceCalls.remove>, number>(
      deletion('resource', 'Resource'),
    ),
  }),
});

export const { useAdminDeleteNoticeMutation, useAdminDeleteResourceMutation } = boardAdminApi;
