import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import type { Popup } from '@portal/shared-types/popups';
import { PRODUCT } from '@portal/shared-types/product';

export const popupPath = (id?: number) => `/api/${PRODUCT}/popup${id === undefined ? '' : `/${id}`}`;

export const popupsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetPopups: build.query<Popup[], void>({
      query: () => popupPath(),
      providesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
    adminGetPopup: build.query<Popup, number>({
      query: (id) => popupPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Popup', id }],
    }),
    adminDeletePopup: build.mutation<unknown, number>({
      query: (id) => ({ url: popupPath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
  }),
});

export const { useAdminGetPopupsQuery, useAdminGetPopupQuery, useAdminDeletePopupMutation } = popupsApi;
