import type { RouteEntry } from '@portal/shared-types/site/routes';

/** Data each route carries for the layout (banner title, document title). */
export interface RouteHandle {
  entry?: RouteEntry;
  title: string;
}

export const SITE_TITLE = '청년·신혼부부 임대주택';
export const documentTitle = (title: string | undefined) => (title ? `${title} | ${SITE_TITLE}` : SITE_TITLE);
