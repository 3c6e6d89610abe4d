import { baseApi } from '@portal/shared-types/client/base-api';
import { boardAdminPaths } from '@portal/shared-types/board-api-paths';
import { PINNED_SCAN, pinnedScanUrl, shouldStopScan, splitPinned } from '@portal/shared-types/board';
import type { BoardSearch } from '@portal/shared-types/board-list-rules';
import { noticeSchema, pageSchema, type Notice, type Page } from '@portal/shared-types/notices';
import { PAGE_SIZE } from '@portal/shared-types/pagination';
import { apiPaths } from '@portal/shared-types/product';

const noticePageSchema = pageSchema(noticeSchema);
const LIST = { type: 'Notice', id: 'LIST' } as const;

/** One page of the unpinned notices; `page` is 1-based here, 0-based on the server. */
export interface NoticePageArgs {
  page: number;
  search: BoardSearch;
}

export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<Notice[], void>({
      query: () => apiPaths.notices,
      providesTags: [LIST],
    }),
    getNoticePage: build.query<Page<Notice>, NoticePageArgs>({
      query: ({ page, search }) => ({
        url: apiPaths.noticesPage,
        params: {
          page: page - 1,
          size: PAGE_SIZE.board,
          topFixed: false,
          ...(search.keyword ? { field: search.field, keyword: search.keyword } : {}),
        },
      }),
      providesTags: [LIST],
    }),
    // Spec section 9: pages of 100, at most 100 of them, stopping at the last or a short page;
    // a failing page ends the scan quietly (section 8).
    getPinnedNotices: build.query<Notice[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const collected: Notice[] = [];
        for (let page = 0; page < PINNED_SCAN.maxPages; page += 1) {
          const result = await baseQuery(pinnedScanUrl(page));
          const parsed = noticePageSchema.safeParse(result.data);
          if (result.error || !parsed.success) break;
          collected.push(...parsed.data.content);
          if (shouldStopScan(parsed.data, PINNED_SCAN.pageSize)) break;
        }
        return { data: splitPinned(collected).pinned };
      },
      providesTags: [LIST],
    }),
    getNotice: build.query<Notice, number>({
      query: (id) => apiPaths.notice(id),
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
    deleteNotice: build.mutation<void, number>({
      query: (id) => ({ url: boardAdminPaths.notice(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Notice', id }],
    }),
  }),
});

export const {
  useGetNoticesQuery,
  useGetNoticePageQuery,
  useGetPinnedNoticesQuery,
  useGetNoticeQuery,
  useDeleteNoticeMutation,
} = noticesApi;
