import { routeTable } from '@portal/shared-types/site/routes';

/** A concrete path for each route, with 1 for every :id. */
export const concretePath = (pattern: string) => pattern.replace(/:id\b/g, '1');

export const publicPages = routeTable
  .filter((entry) => !entry.admin && !entry.bare)
  .map((entry) => ({ path: concretePath(entry.path), title: entry.title, key: entry.key }));
