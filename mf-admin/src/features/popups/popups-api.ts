import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { Popup } from '@portal/shared-types/popups/popups';
import { urlOf } from '@portal/shared-types/http/route';
import { popupRoutes } from '@portal/shared-types/http/routes/popups';

/** Where a popup is written: created without an id, updated with one. */
export const popupWritePath = (id?: number) =>
  id === undefined ? urlOf(popupRoutes.create) : urlOf(popupRoutes.update, { id });

export const popupsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetPopups: build.query<Popup[], void>({
      query: () => urlOf(popupRoutes.list),
      providesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
    adminGetPopup: build.query<Popup, number>({
      query: (id) => urlOf(popupRoutes.detail, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Popup', id }],
    }),
    adminDeletePopup: build.mutation<unknown, number>({
      query: (id) => ({ url: urlOf(popupRoutes.remove, { id }), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
  }),
});

export const { useAdminGetPopupsQuery, useAdminGetPopupQuery, useAdminDeletePopupMutation } = popupsApi;
