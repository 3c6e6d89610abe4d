import { baseApi, overrideExisting } from '@portal/shared-types/client/base-api';
import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api';
import { PRODUCT } from '@portal/shared-types/product';

/** Where the page's downloads live: the draw's inputs and the verifier. */
export const drawFiles = {
  info: (id: number) => `/${PRODUCT}/subscription/${id}/draw`,
  inputs: (id: number) => `/${PRODUCT}/subscription/${id}/draw.json`,
  verifier: `/${PRODUCT}/draw-verifier.mjs`,
};

export const drawApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    applyGetRoundDraw: build.query<RoundDrawInfo, number>({
      query: (id) => drawFiles.info(id),
      providesTags: (_result, _error, id) => [{ type: 'Round', id }],
    }),
  }),
});

export const { useApplyGetRoundDrawQuery } = drawApi;
