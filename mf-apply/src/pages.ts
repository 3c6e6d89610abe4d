import { lazy } from 'react';
import type { RemotePagesModule } from '@portal/shared-types/remote-contract';

/** The pages this remote owns; each loads as its own chunk. */
export const pages: RemotePagesModule['pages'] = {
  apply: lazy(() => import('./features/apply/apply-page')),
  inquiry: lazy(() => import('./features/inquiry/inquiry-page')),
  applicationEdit: lazy(() => import('./features/edit/edit-page')),
};
