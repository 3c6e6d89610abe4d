import { lazy } from 'react';
import type { RemotePagesModule } from '@portal/shared-types/remote-contract';

/** The pages this remote owns; each loads as its own chunk. */
export const pages: RemotePagesModule['pages'] = {
  notice: lazy(() => import('./features/notices/notice-list-page')),
  noticeDetail: lazy(() => import('./features/notices/notice-detail-page')),
  resources: lazy(() => import('./features/resources/resource-list-page')),
  resourceDetail: lazy(() => import('./features/resources/resource-detail-page')),
  popup: lazy(() => import('./features/popup-window/popup-window-page')),
};
