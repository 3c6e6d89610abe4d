import { get } from '../route';

export const siteRoutes = {
  health: get('/healthz'),
  ready: get('/readyz'),
  docs: get('/api/docs'),
  remotes: get('/mf-remotes.json'),
};
