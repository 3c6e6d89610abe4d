import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { urlOf } from '@portal/shared-types/http/route';
import { drawRoutes } from '@portal/shared-types/http/routes/draw';

/** Where the page's downloads live: the draw's inputs and the verifier. */
export const drawFiles = {
  info: (id: number) => urlOf(drawRoutes.info, { id }),
  inputs: (id: number) => urlOf(drawRoutes.inputs, { id }),
  list: (id: number) => urlOf(drawRoutes.list, { id }),
  commitment: (id: number) => urlOf(drawRoutes.commitment, { id }),
  methodText: urlOf(drawRoutes.methodText),
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
