import type { ResponseOf } from '@portal/shared-types/http/call-types';
import type { roundCalls } from '@portal/shared-types/http/calls/rounds';
import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { roundRoutes } from '@portal/shared-types/http/routes/rounds';
import type {
  DestructionNoticeBody,
  RoundRetentionInput,
} from '@portal/shared-types/rounds/retention-api.schema';

export const retentionApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    // destructions due within two weeks: fetched on each dashboard visit
    adminGetDestructions: build.query<DestructionNoticeBody[], void>({
      query: () => urlOf(roundRoutes.destructions),
      keepUnusedDataFor: 0,
    }),
    adminSetRoundRetention: build.mutation<
      ResponseOf<typeof roundCalls.retention>,
      { id: number } & RoundRetentionInput
    >({
      query: ({ id, ...body }) => ({ ...requestOf(roundRoutes.retention, { id }), body }),
    }),
  }),
});

export const { useAdminGetDestructionsQuery, useAdminSetRoundRetentionMutation } = retentionApi;
