import { lazyPage } from '@portal/web-runtime/lazy-page';
import type { PagesOf } from '@portal/web-runtime/remote-contract';

/** The pages this remote owns; each loads as its own chunk. */
export const pages: PagesOf<'mf_board'> = {
  notice: lazyPage(() => import(/* webpackChunkName: "page-notice" */ './features/notices/notice-list-page')),
  noticeDetail: lazyPage(
    () => import(/* webpackChunkName: "page-noticeDetail" */ './features/notices/notice-detail-page'),
  ),
  resources: lazyPage(
    () => import(/* webpackChunkName: "page-resources" */ './features/resources/resource-list-page'),
  ),
  resourceDetail: lazyPage(
    () => import(/* webpackChunkName: "page-resourceDetail" */ './features/resources/resource-detail-page'),
  ),
  popup: lazyPage(
    () => import(/* webpackChunkName: "page-popup" */ './features/popup-window/popup-window-page'),
  ),
};
