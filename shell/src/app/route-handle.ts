import { useMatches } from 'react-router-dom';
import type { RouteEntry } from '@portal/shared-types/site/routes';

/** Data each route carries for the layout (banner title, document title). */
export interface RouteHandle {
  entry?: RouteEntry;
  title: string;
  /** admin pages and the login page: never rendered on the server */
  clientOnly?: boolean;
}

export const SITE_TITLE = '청년·신혼부부 임대주택';
export const documentTitle = (title: string | undefined) => (title ? `${title} | ${SITE_TITLE}` : SITE_TITLE);

/** The handle of the deepest route matched now (its title, its remote's entry). */
export function useRouteHandle(): RouteHandle {
  const handle = useMatches()
    .map((match) => match.handle as RouteHandle | undefined)
    .findLast(Boolean);
  return handle ?? { title: '' };
}
