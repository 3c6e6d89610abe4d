// The server build's entry (scripts/webpack/create-server-config.mjs): the same pages as the browser's
// `./pages`, and the data each page shows in its first render.
import { readApi } from '@portal/web-runtime/read-api';
import type { RemoteServerModule } from '@portal/web-runtime/remote-contract';
import { applyApi } from './lib/api/apply-api';
import { drawApi } from './features/draw/draw-api';

export { pages } from './pages';

declare let __webpack_public_path__: string;

export function setPublicPath(url: string): void {
  __webpack_public_path__ = url;
}

export const prefetch: RemoteServerModule['prefetch'] = {
  // the open round decides what the apply page shows first; with none, the rounds list says where to go
  apply: async ({ dispatch }) => {
    const open = (await dispatch(applyApi.endpoints.applyGetOpenRounds.initiate())) as { data?: unknown[] };
    if (open.data?.length === 0) await dispatch(readApi.endpoints.getRounds.initiate());
  },
  // the draw page's whole content comes from one public call
  roundDraw: async ({ params, dispatch }) => {
    const id = Number(params.id);
    if (Number.isSafeInteger(id) && id > 0) await dispatch(drawApi.endpoints.applyGetRoundDraw.initiate(id));
  },
  drawMethod: async ({ dispatch }) => {
    await dispatch(drawApi.endpoints.applyGetDrawMethod.initiate());
  },
};
