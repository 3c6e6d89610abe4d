import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { urlOf } from '@portal/shared-types/http/route';
import { drawRoutes } from '@portal/shared-types/http/routes/draw';

/** Where the page's downloads live: the draw's inputs and the verifier. */
export const drawFiles = {
  info: (id: number) => urlOf(drawRoutes.info, { id }),
  inputs: (id: number) => urlOf(drawRoutes.inputs, { id }),
  amendments: (id: number) => urlOf(drawRoutes.amendments, { id }),
  list: (id: number) => urlOf(drawRoutes.list, { id }),
  commitment: (id: number) => urlOf(drawRoutes.commitment, { id }),
  /** every freeze, by its 1-based number: still there after 마감 해제 */
  freezeList: (id: number, freeze: number) => urlOf(drawRoutes.freezeList, { id, freeze }),
  freezeCommitment: (id: number, freeze: number) => urlOf(drawRoutes.freezeCommitment, { id, freeze }),
  methodText: urlOf(drawRoutes.methodText),
  methodTextV2: urlOf(drawRoutes.methodTextV2),
  verifier: urlOf(drawRoutes.verifier),
};

export const drawApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    applyGetRoundDraw: build.query<RoundDrawInfo, number>({
      query: (id) => drawFiles.info(id),
      providesTags: (_result, _error, id) => [{ type: 'Round', id }],
    }),
    // the written method never changes while the site runs
    applyGetDrawMethod: build.query<{ version: string; text: string }, void>({
      query: () => urlOf(drawRoutes.method),
    }),
  }),
});

export const { useApplyGetRoundDrawQuery, useApplyGetDrawMethodQuery } = drawApi;
