import { get, post } from '../route';

export const auditRoutes = {
  log: get('/portal/admin/auditLog'),
  recordExport: post('/portal/admin/auditLog/export'),
  chain: get('/portal/admin/auditLog/chain'),
  review: post('/portal/admin/auditLog/review'),
  findings: get('/portal/admin/auditLog/findings'),
};
