/** The `{product}` slug of the API contract, fixed in this one place. */
export const PRODUCT = 'portal';

/** Paths of the server calls, so browser and server name them the same way. */
export const apiPaths = {
  login: `/${PRODUCT}/login`,
  logout: `/${PRODUCT}/logout`,
  notices: `/${PRODUCT}/notice`,
  notice: (id: number) => `/${PRODUCT}/notice/${id}`,
  noticesPage: '/api/notices',
  resources: `/${PRODUCT}/resource`,
  resourcesPage: '/api/resources',
  resource: (id: number) => `/${PRODUCT}/resource/${id}`,
  download: (storedName: string) => `/${PRODUCT}/download/${encodeURIComponent(storedName)}`,
  activePopups: `/api/${PRODUCT}/popup/active`,
  remotesManifest: '/mf-remotes.json',
  health: '/healthz',
} as const;
