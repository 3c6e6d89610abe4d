import { del, get, post, put } from '../route';

export const afterDrawRoutes = {
  status: post('/user/applications/status'),
  uploadDocument: post('/user/applications/:id/documents/:item'),
  deleteDocumentFile: del('/user/applications/:id/documents/files/:fileId'),
  documentFile: get('/user/applications/:id/documents/files/:fileId'),
  submitDocuments: post('/user/applications/:id/documents/submit'),
  giveUp: post('/user/applications/:id/give-up'),
  fileObjection: post('/user/applications/:id/objection'),
  settings: get('/portal/admin/subscription/:roundId/after-draw'),
  saveSettings: put('/portal/admin/subscription/:roundId/after-draw'),
  reviewQueue: get('/portal/admin/subscription/:roundId/review'),
  reviewOfApplicant: get('/portal/admin/review/:applicantId'),
  adminDocumentFile: get('/portal/admin/review/files/:fileId'),
  markFile: put('/portal/admin/review/files/:fileId'),
  decide: put('/portal/admin/review/:applicantId/decision'),
  extendDeadline: put('/portal/admin/review/:applicantId/deadline'),
  contractDone: put('/portal/admin/review/:applicantId/contract'),
  history: get('/portal/admin/review/:applicantId/history'),
  decideObjection: put('/portal/admin/review/:applicantId/objection'),
  vacancies: get('/portal/admin/subscription/:roundId/reserve-calls'),
  callReserve: post('/portal/admin/subscription/:roundId/reserve-calls'),
};
