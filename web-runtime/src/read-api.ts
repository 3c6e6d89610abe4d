import type { NoticeDetail } from '@portal/shared-types/board/notices.schema';
import type { NoticeSummary, Page, SearchField } from '@portal/shared-types/board/notice-rules';
import { popupOf, type Popup } from '@portal/shared-types/popups/popup-rules';
import { urlOf } from '@portal/shared-types/http/route';
import { noticeRoutes, resourceRoutes } from '@portal/shared-types/http/routes/board';
import { popupRoutes } from '@portal/shared-types/http/routes/popups';
import { roundRoutes } from '@portal/shared-types/http/routes/rounds';
import { authRoutes } from '@portal/shared-types/http/routes/auth';
import type { AdminMe } from '@portal/shared-types/auth/auth.schema';
import type { Resource, ResourceDetail } from '@portal/shared-types/board/resources.schema';
import type { Round, RoundListItem } from '@portal/shared-types/rounds/round-rules';
// By package name, not a relative path, so module federation shares this one instance with the remotes.
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';

/** `GET /api/notices` as the server reads it: `page` is 0-based. */
export interface NoticePageQuery {
  page: number;
  size: number;
  /** false: only the unpinned notices; absent: all of them */
  topFixed?: boolean;
  field?: SearchField;
  keyword?: string;
}

/** Keeps the well-formed popups of the answer; anything else is dropped rather than trusted. */
function parsePopups(answer: unknown): Popup[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((item) => {
    const popup = popupOf(item);
    return popup ? [popup] : [];
  });
}

/**
 * The public reads every part of the site may show, defined once here so that one cache entry always
 * means one request shape. It is shared as a singleton like the base api. A remote's own calls carry
 * its prefix (`board`, `apply`, `admin`, `shell`), and injecting a name twice throws outside production.
 */
export const readApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    getNoticePage: build.query<Page<NoticeSummary>, NoticePageQuery>({
      query: ({ page, size, topFixed, field, keyword }) => ({
        url: urlOf(noticeRoutes.summaryPage),
        params: {
          page,
          size,
          ...(topFixed === undefined ? {} : { topFixed }),
          ...(keyword ? { field: field ?? 'title', keyword } : {}),
        },
      }),
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    getNotice: build.query<NoticeDetail, number>({
      query: (id) => urlOf(noticeRoutes.detail, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
    getResources: build.query<Resource[], void>({
      query: () => urlOf(resourceRoutes.list),
      providesTags: [{ type: 'Resource', id: 'LIST' }],
    }),
    getResource: build.query<ResourceDetail, number>({
      query: (id) => urlOf(resourceRoutes.detail, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Resource', id }],
    }),
    getActivePopups: build.query<Popup[], void>({
      query: () => urlOf(popupRoutes.active),
      transformResponse: parsePopups,
      providesTags: [{ type: 'Popup', id: 'ACTIVE' }],
    }),
    // every round, latest end first, each with when its winners were drawn (null before the draw)
    getRounds: build.query<RoundListItem[], void>({
      query: () => urlOf(roundRoutes.summaries),
      providesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    getRound: build.query<Round, number>({
      query: (id) => urlOf(roundRoutes.detail, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Round', id }],
    }),
    // the signed-in admin's roles, read once per page load (the shell's menu and screens, the remotes'
    // cards); a sign-in or a call refused for a role reads them again (tag AdminMe)
    adminMe: build.query<AdminMe, void>({
      query: () => urlOf(authRoutes.me),
      providesTags: ['AdminMe'],
      keepUnusedDataFor: 12 * 3600,
    }),
  }),
});

export const {
  useGetNoticePageQuery,
  useGetNoticeQuery,
  useGetResourcesQuery,
  useGetResourceQuery,
  useGetActivePopupsQuery,
  useGetRoundsQuery,
  useGetRoundQuery,
  useAdminMeQuery,
} = readApi;
