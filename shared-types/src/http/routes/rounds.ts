import { del, get, post, put } from '../route';

export const roundRoutes = {
  list: get('/portal/subscription'),
  detail: get('/portal/subscription/:id'),
  create: post('/portal/admin/subscription'),
  update: put('/portal/admin/subscription/:id'),
  close: put('/portal/admin/subscription/:id/close'),
  remove: del('/portal/admin/subscription/:id'),
  retention: put('/portal/admin/subscription/:id/retention'),
  destructions: get('/portal/admin/retention/upcoming'),
  /** the apply side: rounds open now */
  open: get('/user/subscription'),
  /** what lists and pages show: the rounds without their descriptions */
  summaries: get('/api/rounds/summaries'),
  openSummaries: get('/api/rounds/summaries/open'),
};
