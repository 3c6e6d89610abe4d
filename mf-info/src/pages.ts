import { lazy } from 'react';
import type { RemotePagesModule } from '@portal/shared-types/remote-contract';

/** The pages this remote owns, each in its own chunk so home loads only its own code. */
export const pages: RemotePagesModule['pages'] = {
  home: lazy(() => import('./features/home/home-page')),
  introduction: lazy(() => import('./features/introduction/introduction-page')),
  environment: lazy(() => import('./features/environment/environment-page')),
  community: lazy(() => import('./features/community/community-page')),
  requirement: lazy(() => import('./features/requirement/requirement-page')),
  documents: lazy(() => import('./features/documents/documents-page')),
  guide: lazy(() => import('./features/guide/guide-page')),
  finance: lazy(() => import('./features/finance/finance-page')),
  map: lazy(() => import('./features/map/map-page')),
};
