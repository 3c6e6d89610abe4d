import { del, get, post } from '../route';

export const authRoutes = {
  login: post('/portal/login'),
  loginCode: post('/portal/login/code'),
  enrolStart: post('/portal/login/enrol'),
  enrolConfirm: post('/portal/login/enrol/confirm'),
  logout: post('/portal/logout'),
  me: get('/portal/admin/me'),
  sessions: get('/portal/admin/sessions'),
  extendSession: post('/portal/admin/sessions/extend'),
  endSession: del('/portal/admin/sessions/:id'),
  endOtherSessions: post('/portal/admin/sessions/endOthers'),
  secondFactor: get('/portal/admin/secondFactor'),
  newRecoveryCodes: post('/portal/admin/secondFactor/recoveryCodes'),
  reenrolStart: post('/portal/admin/secondFactor/enrol'),
  reenrolConfirm: post('/portal/admin/secondFactor/enrol/confirm'),
};
