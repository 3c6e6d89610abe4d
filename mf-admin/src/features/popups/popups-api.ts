import { baseApi } from '@portal/shared-types/client/base-api';
import type { Popup } from '@portal/shared-types/popups';
import { PRODUCT } from '@portal/shared-types/product';

export const popupPath = (id?: number) => `/api/${PRODUCT}/popup${id === undefined ? '' : `/${id}`}`;

export const popupsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPopups: build.query<Popup[], void>({
      query: () => popupPath(),
      providesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
    getPopup: build.query<Popup, number>({
      query: (id) => popupPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Popup', id }],
    }),
    deletePopup: build.mutation<unknown, number>({
      query: (id) => ({ url: popupPath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
  }),
});

export const { useGetPopupsQuery, useGetPopupQuery, useDeletePopupMutation } = popupsApi;
