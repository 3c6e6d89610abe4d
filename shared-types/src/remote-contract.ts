import type { ComponentType } from 'react';
import type { PageKey } from './routes';

/**
 * What each remote exposes as `./pages`: a component per page it owns. The shell shows a
 * "being prepared" line for a route whose remote has no page for it yet.
 */
export interface RemotePagesModule {
  pages: Partial<Record<PageKey, ComponentType>>;
}
