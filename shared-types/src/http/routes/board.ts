import { del, get, post, put } from '../route';

// The spec's paths, quirks kept: a resource is created at /portal/resource, not under /admin.
export const noticeRoutes = {
  list: get('/portal/notice'),
  detail: get('/portal/notice/:id'),
  page: get('/api/notices'),
  summaryPage: get('/api/notices/summaries'),
  create: post('/portal/admin/notice'),
  update: put('/portal/admin/notice/:id'),
  remove: del('/portal/admin/notice/:id'),
};

export const resourceRoutes = {
  list: get('/portal/resource'),
  detail: get('/portal/resource/:id'),
  page: get('/api/resources'),
  summaryPage: get('/api/resources/summaries'),
  create: post('/portal/resource'),
  update: put('/portal/admin/resource/:id'),
  remove: del('/portal/admin/resource/:id'),
};
