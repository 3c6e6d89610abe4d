import { get, post, put } from '../route';

export const notifyRoutes = {
  status: get('/portal/admin/messages/status'),
  ofRound: get('/portal/admin/messages/round/:id'),
  pause: put('/portal/admin/messages/round/:id/pause'),
  noticePreview: post('/portal/admin/messages/round/:id/notice/preview'),
  notice: post('/portal/admin/messages/round/:id/notice'),
  failedOfRound: get('/portal/admin/messages/round/:id/failed'),
  retryFailed: post('/portal/admin/messages/round/:id/failed/retry'),
  ofApplicant: get('/portal/admin/messages/applicant/:id'),
  retry: post('/portal/admin/messages/:id/retry'),
  devMessages: get('/portal/admin/messages/dev'),
  devMode: put('/portal/admin/messages/dev/mode'),
};
