import { lazyPage } from '@portal/web-runtime/lazy-page';
import type { PagesOf } from '@portal/web-runtime/remote-contract';

/** The pages this remote owns, each in its own chunk so home loads only its own code. */
export const pages: PagesOf<'mf_info'> = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/home-page')),
  introduction: lazyPage(
    () => import(/* webpackChunkName: "page-introduction" */ './features/introduction/introduction-page'),
  ),
  environment: lazyPage(
    () => import(/* webpackChunkName: "page-environment" */ './features/environment/environment-page'),
  ),
  community: lazyPage(
    () => import(/* webpackChunkName: "page-community" */ './features/community/community-page'),
  ),
  requirement: lazyPage(
    () => import(/* webpackChunkName: "page-requirement" */ './features/requirement/requirement-page'),
  ),
  documents: lazyPage(
    () => import(/* webpackChunkName: "page-documents" */ './features/documents/documents-page'),
  ),
  guide: lazyPage(() => import(/* webpackChunkName: "page-guide" */ './features/guide/guide-page')),
  finance: lazyPage(() => import(/* webpackChunkName: "page-finance" */ './features/finance/finance-page')),
  map: lazyPage(() => import(/* webpackChunkName: "page-map" */ './features/map/map-page')),
  privacy: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ './features/privacy/privacy-page')),
  terms: lazyPage(() => import(/* webpackChunkName: "page-terms" */ './features/terms/terms-page')),
};
