import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { drawRoutes } from '@portal/shared-types/http/routes/draw';
import { roundRoutes } from '@portal/shared-types/http/routes/rounds';
import type { RoundInput } from '@portal/shared-types/rounds/rounds.schema';
import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type {
  RoundDrawInfo,
  WitnessCommitInput,
  WitnessRevealInput,
} from '@portal/shared-types/draw/draw-api.schema';
import type { roundCalls } from '@portal/shared-types/http/calls/rounds';
import type { drawCalls } from '@portal/shared-types/http/calls/draw';

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
    adminCreateRound: build.mutation<ResponseOf<typeof roundCalls.create>, RoundInput>({
      query: (body) => ({ ...requestOf(roundRoutes.create), body }),
      invalidatesTags: [{ type: 'Round', id: 'LIST' }],
    }),
    adminUpdateRound: build.mutation<ResponseOf<typeof roundCalls.update>, { id: number; body: RoundInput }>({
      query: ({ id, body }) => ({ ...requestOf(roundRoutes.update, { id }), body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Round', id: 'LIST' },
        { type: 'Round', id },
      ],
    }),
    // the round's supply, plan, frozen list and draw, as its public draw page reads them
    adminGetRoundDraw: build.query<RoundDrawInfo, number>({
      query: (id) => urlOf(drawRoutes.info, { id }),
      providesTags: (_result, _error, id) => [{ type: 'Round', id }],
    }),
    adminEnterWitness: build.mutation<RoundDrawInfo, { id: number; number: string; place: string }>({
      query: ({ id, number, place }) => ({
        ...requestOf(drawRoutes.witness, { id }),
        body: { number, place },
      }),
      invalidatesTags: (_result, _error, { id }) => drawTags(id),
    }),
    // draw/v3: only the salted digest leaves the browser before the close; the value comes with the reveal
    adminCommitWitness: build.mutation<RoundDrawInfo, { id: number } & WitnessCommitInput>({
      query: ({ id, ...body }) => ({ ...requestOf(drawRoutes.witnessCommit, { id }), body }),
      invalidatesTags: (_result, _error, { id }) => drawTags(id),
    }),
    adminRevealWitness: build.mutation<RoundDrawInfo, { id: number } & WitnessRevealInput>({
      query: ({ id, ...body }) => ({ ...requestOf(drawRoutes.witnessReveal, { id }), body }),
      invalidatesTags: (_result, _error, { id }) => drawTags(id),
    }),
    // the answer is a summary; the invalidated draw page and applicants are read again
    adminRunDraw: build.mutation<ResponseOf<typeof drawCalls.run>, number>({
      query: (id) => requestOf(drawRoutes.run, { id }),
      // a refusal may still have recorded why the beacon is late: read the page again either way
      invalidatesTags: (_result, _error, id) => drawTags(id),
    }),
    adminSetRoundClosed: build.mutation<
      ResponseOf<typeof roundCalls.close>,
      { id: number; isClosed: boolean }
    >({
      query: ({ id, isClosed }) => ({
        ...requestOf(roundRoutes.close, { id }),
        body: { isClosed },
      }),
      invalidatesTags: (_result, _error, { id }) => drawTags(id),
    }),
    // only a round nobody applied to and never closed; the server refuses others with its message
    adminDeleteRound: build.mutation<void, number>({
      query: (id) => requestOf(roundRoutes.remove, { id }),
      invalidatesTags: [{ type: 'Round', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminDeleteRoundMutation,
  useAdminCreateRoundMutation,
  useAdminUpdateRoundMutation,
  useAdminSetRoundClosedMutation,
  useAdminGetRoundDrawQuery,
  useAdminEnterWitnessMutation,
  useAdminCommitWitnessMutation,
  useAdminRevealWitnessMutation,
  useAdminRunDrawMutation,
} = roundsApi;
