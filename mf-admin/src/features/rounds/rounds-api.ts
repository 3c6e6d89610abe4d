import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import { PRODUCT } from '@portal/shared-types/product';
import type { RoundInput } from '@portal/shared-types/rounds';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api';

const adminRoundsPath = `/${PRODUCT}/admin/subscription`;
const drawPath = (id: number) => `/${PRODUCT}/subscription/${id}/draw`;

/** After a draw write: the round's draw page, its applicants' states and the round tables. */
const drawTags = (id: number) => [
  { type: 'Round' as const, id },
  { type: 'Round' as const, id: 'LIST' },
  { type: 'Applicant' as const, id },
];

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
    // the round's supply, plan, frozen list and draw, as its public draw page reads them
    adminGetRoundDraw: build.query<RoundDrawInfo, number>({
      query: (id) => drawPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Round', id }],
    }),
    adminEnterWitness: build.mutation<RoundDrawInfo, { id: number; number: string }>({
      query: ({ id, number }) => ({
        url: `${adminRoundsPath}/${id}/draw/witness`,
        method: 'PUT',
        body: { number },
      }),
      invalidatesTags: (_result, _error, { id }) => drawTags(id),
    }),
    adminRunDraw: build.mutation<RoundDrawInfo, number>({
      query: (id) => ({ url: `${adminRoundsPath}/${id}/draw`, method: 'POST' }),
      // a refusal may still have recorded why the beacon is late: read the page again either way
      invalidatesTags: (_result, _error, id) => drawTags(id),
    }),
    adminSetRoundClosed: build.mutation<unknown, { id: number; isClosed: boolean }>({
      query: ({ id, isClosed }) => ({
        url: `${adminRoundsPath}/${id}/close`,
        method: 'PUT',
        body: { isClosed },
      }),
      invalidatesTags: (_result, _error, { id }) => drawTags(id),
    }),
  }),
});

export const {
  useAdminCreateRoundMutation,
  useAdminUpdateRoundMutation,
  useAdminSetRoundClosedMutation,
  useAdminGetRoundDrawQuery,
  useAdminEnterWitnessMutation,
  useAdminRunDrawMutation,
} = roundsApi;
