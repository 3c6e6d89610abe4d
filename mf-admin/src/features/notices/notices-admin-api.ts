import { baseApi } from '@portal/shared-types/client/base-api';
import type { Notice, Page, SearchField } from '@portal/shared-types/notices';
import { apiPaths, PRODUCT } from '@portal/shared-types/product';

export interface NoticePageArgs {
  /** 0-based, as the server counts */
  page: number;
  size: number;
  field: SearchField;
  keyword: string;
}

/** Write paths of notices (api-contract, section 7). */
export const adminNoticePath = (id?: number) => `/${PRODUCT}/admin/notice${id === undefined ? '' : `/${id}`}`;

export const noticesAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNoticePage: build.query<Page<Notice>, NoticePageArgs>({
      query: ({ page, size, field, keyword }) => ({
        url: apiPaths.noticesPage,
        params: keyword ? { page, size, field, keyword } : { page, size },
      }),
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    getNotice: build.query<Notice, number>({
      query: (id) => apiPaths.notice(id),
      providesTags: (_result, _error, id) => [{ type: 'Notice', id }],
    }),
    deleteNotice: build.mutation<unknown, number>({
      query: (id) => ({ url: adminNoticePath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
  }),
});

export const { useGetNoticePageQuery, useGetNoticeQuery, useDeleteNoticeMutation } = noticesAdminApi;
