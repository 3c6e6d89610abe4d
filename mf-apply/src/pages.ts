import { lazyPage } from '@portal/web-runtime/lazy-page';
import type { PagesOf } from '@portal/web-runtime/remote-contract';

/** The pages this remote owns; each loads as its own chunk. */
export const pages: PagesOf<'mf_apply'> = {
  apply: lazyPage(() => import(/* webpackChunkName: "page-apply" */ './features/apply/apply-page')),
  inquiry: lazyPage(() => import(/* webpackChunkName: "page-inquiry" */ './features/inquiry/inquiry-page')),
  applyReceipt: lazyPage(
    () => import(/* webpackChunkName: "page-applyReceipt" */ './features/receipt/receipt-page'),
  ),
  roundDraw: lazyPage(() => import(/* webpackChunkName: "page-roundDraw" */ './features/draw/draw-page')),
  drawMethod: lazyPage(() => import(/* webpackChunkName: "page-drawMethod" */ './features/draw/method-page')),
  applicationEdit: lazyPage(
    () => import(/* webpackChunkName: "page-applicationEdit" */ './features/edit/edit-page'),
  ),
};
