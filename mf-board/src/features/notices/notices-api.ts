import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { NoticePageQuery } from '@portal/web-runtime/read-api';
import { requestOf } from '@portal/shared-types/http/route';
import { noticeRoutes } from '@portal/shared-types/http/routes/board';
import { PINNED_SCAN, pinnedScanUrl, shouldStopScan, splitPinned } from '@portal/shared-types/board/board';
import { isSearching, type BoardSearch } from '@portal/shared-types/board/board-list-rules';
import { noticeSummaryPageOf, type NoticeSummary } from '@portal/shared-types/board/notice-rules';
import { PAGE_SIZE } from '@portal/shared-types/board/pagination';

const LIST = { type: 'Notice', id: 'LIST' } as const;

/**
 * The shared notice page query; `page` is 1-based here. Without a search it pages the unpinned notices
 * (the pinned ones lead every page); a search pages every match, pinned or not, and nothing else, as
 * Korean boards do.
 */
export function noticePageQuery(page: number, search: BoardSearch): NoticePageQuery {
  return {
    page: page - 1,
    size: PAGE_SIZE.board,
    ...(isSearching(search) ? {} : { topFixed: false }),
    field: search.field,
    keyword: search.keyword,
  };
}

/** The board's own calls; the public reads (notice page, notice) are in the shared read api. */
export const noticesApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // Pages of 100, at most 100 of them, stopping at the last or a short page;
    // a failing page ends the scan quietly.
    boardGetPinnedNotices: build.query<NoticeSummary[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const collected: NoticeSummary[] = [];
        for (let page = 0; page < PINNED_SCAN.maxPages; page += 1) {
          const result = await baseQuery(pinnedScanUrl(page));
          const parsed = noticeSummaryPageOf(result.data);
          if (result.error || !parsed) break;
          collected.push(...parsed.content);
          if (shouldStopScan(parsed, PINNED_SCAN.pageSize)) break;
        }
        return { data: splitPinned(collected).pinned };
      },
      providesTags: [LIST],
    }),
    boardDeleteNotice: build.mutation<void, number>({
      query: (id) => requestOf(noticeRoutes.remove, { id }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'Notice', id }],
    }),
  }),
});

export const { useBoardGetPinnedNoticesQuery, useBoardDeleteNoticeMutation } = noticesApi;
