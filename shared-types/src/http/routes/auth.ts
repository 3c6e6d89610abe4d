import { del, get, post } from '../route';

export const authRoutes = {
  login: post('/portal/login'),
  logout: post('/portal/logout'),
  sessions: get('/portal/admin/sessions'),
  endSession: del('/portal/admin/sessions/:id'),
  endOtherSessions: post('/portal/admin/sessions/endOthers'),
};
