import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { boardAdminPaths } from '@portal/shared-types/board-api-paths';
import { apiPaths, PRODUCT } from '@portal/shared-types/product';

export type BoardKind = 'notice' | 'resource';

/**
 * Write paths of the two boards (api-contract, section 7): update and delete live under /admin; create is
 * POST /portal/admin/notice for notices and POST /portal/resource for resources.
 */
export function boardWritePath(kind: BoardKind, id?: number): string {
  if (id !== undefined) return boardAdminPaths[kind](id);
  return kind === 'notice' ? `/${PRODUCT}/admin/notice` : apiPaths.resources;
}

/** Deleting a post, and the lists and the post it makes stale. */
const deletion = (kind: BoardKind, type: 'Notice' | 'Resource') => ({
  query: (id: number) => ({ url: boardWritePath(kind, id), method: 'DELETE' }),
  invalidatesTags: (_result: unknown, _error: unknown, id: number) => [
    { type, id: 'LIST' as const },
    { type, id },
  ],
});

/** The admin's own calls; the public reads (notices, resources) are in the shared read api. */
export const boardAdminApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminDeleteNotice: build.mutation<unknown, number>(deletion('notice', 'Notice')),
    adminDeleteResource: build.mutation<unknown, number>(deletion('resource', 'Resource')),
  }),
});

export const { useAdminDeleteNoticeMutation, useAdminDeleteResourceMutation } = boardAdminApi;
