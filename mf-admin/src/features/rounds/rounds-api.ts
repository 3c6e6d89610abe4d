import { baseApi } from '@portal/shared-types/client/base-api';
import { PRODUCT } from '@portal/shared-types/product';
import type { Round, RoundInput } from '@portal/shared-types/rounds';

const roundsPath = `/${PRODUCT}/subscription`;
const adminRoundsPath = `/${PRODUCT}/admin/subscription`;

export const roundsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRounds: build.query<Round[], void>({
      query: () => roundsPath,
      providesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    getRound: build.query<Round, number>({
      query: (id) => `${roundsPath}/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Round', id }],
    }),
    createRound: build.mutation<unknown, RoundInput>({
      query: (body) => ({ url: adminRoundsPath, method: 'POST', body }),
      invalidatesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    updateRound: build.mutation<unknown, { id: number; body: RoundInput }>({
      query: ({ id, body }) => ({ url: `${adminRoundsPath}/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Round', id: 'LIST' },
        { type: 'Round', id },
      ],
    }),
    setRoundClosed: build.mutation<unknown, { id: number; isClosed: boolean }>({
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

export const {
  useGetRoundsQuery,
  useGetRoundQuery,
  useCreateRoundMutation,
  useUpdateRoundMutation,
  useSetRoundClosedMutation,
} = roundsApi;
