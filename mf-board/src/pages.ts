import { lazy } from 'react';
import type { RemotePagesModule } from '@portal/shared-types/remote-contract';

/** The pages this remote owns; each loads as its own chunk. */
export const pages: RemotePagesModule['pages'] = {
  notice: lazy(() => import('./features/notices/notice-list-page')),
};
