import { callsOf } from '../call';
import { siteRoutes } from '../routes/site';

export const siteCalls = callsOf(siteRoutes, {
  health: { summary: 'Liveness: the process answers' },
  ready: { summary: 'Readiness: 503 when the database (or another configured service) is down' },
  docs: { summary: 'This document' },
  remotes: { summary: 'Live version and entry of each remote of the front end' },
});
