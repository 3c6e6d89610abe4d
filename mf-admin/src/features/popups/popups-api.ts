import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { popupCalls } from '@portal/shared-types/http/calls/popups';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { Popup } from '@portal/shared-types/popups/popup-rules';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { popupRoutes } from '@portal/shared-types/http/routes/popups';
import type { WriteRequest } from '../../lib/http';

/** How a popup is written: created without an id, updated with one. */
export const popupWrite = (id?: number): WriteRequest =>
  id === undefined ? requestOf(popupRoutes.create) : requestOf(popupRoutes.update, { id });

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
    adminDeletePopup: build.mutation<ResponseOf<typeof popupCalls.remove>, number>({
      query: (id) => requestOf(popupRoutes.remove, { id }),
      invalidatesTags: [{ type: 'Popup', id: 'LIST' }],
    }),
  }),
});

export const { useAdminGetPopupsQuery, useAdminGetPopupQuery, useAdminDeletePopupMutation } = popupsApi;
