import { get, post, put } from '../route';

export const accountRoutes = {
  setupSignIn: post('/portal/login/setup'),
  list: get('/portal/admin/accounts'),
  create: post('/portal/admin/accounts'),
  setRoles: put('/portal/admin/accounts/:id/roles'),
  disable: post('/portal/admin/accounts/:id/disable'),
  enable: post('/portal/admin/accounts/:id/enable'),
  resetSecondFactor: post('/portal/admin/accounts/:id/secondFactor/reset'),
  reissueSetupCode: post('/portal/admin/accounts/:id/setupCode'),
  history: get('/portal/admin/accounts/history'),
  exportHistory: post('/portal/admin/accounts/history/export'),
};
