import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { PRODUCT } from '@portal/shared-types/product';
import type { RoundInput } from '@portal/shared-types/rounds';

const adminRoundsPath = `/${PRODUCT}/admin/subscription`;

/** The admin's own calls; the public reads (rounds, round) are in the shared read api. */
export const roundsApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminCreateRound: build.mutation<unknown, RoundInput>({
      query: (body) => ({ url: adminRoundsPath, method: 'POST', body }),
      invalidatesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    adminUpdateRound: build.mutation<unknown, { id: number; body: RoundInput }>({
      query: ({ id, body }) => ({ url: `${adminRoundsPath}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Round', id: 'LIST' },
        { type: 'Round', id },
      ],
    }),
    adminSetRoundClosed: build.mutation<unknown, { id: number; isClosed: boolean }>({
      query: ({ id, isClosed }) => ({
        url: `${adminRoundsPath}/${id}/close`,
        method: 'PUT',
        body: { isClosed },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Round', id: 'LIST' },
        { type: 'Round', id },
      ],
    }),
  }),
});

export const { useAdminCreateRoundMutation, useAdminUpdateRoundMutation, useAdminSetRoundClosedMutation } =
  roundsApi;
