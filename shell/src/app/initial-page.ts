import { createContext, useContext, type ComponentType } from 'react';
import type { PageKey } from '@portal/shared-types/site/routes';

/** The page of the first address, loaded before the first render (server render and hydration). */
export interface InitialPage {
  key: PageKey;
  Page: ComponentType | null;
}

export const InitialPageContext = createContext<InitialPage | null>(null);

/** The page already loaded for this route, if any: it renders at once, as it did on the server. */
export function useInitialPage(key: PageKey): InitialPage | null {
  const initial = useContext(InitialPageContext);
  return initial?.key === key ? initial : null;
}
