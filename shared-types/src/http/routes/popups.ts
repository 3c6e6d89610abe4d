import { del, get, post, put } from '../route';

export const popupRoutes = {
  active: get('/api/portal/popup/active'),
  list: get('/api/portal/popup'),
  detail: get('/api/portal/popup/:id'),
  create: post('/api/portal/popup'),
  update: put('/api/portal/popup/:id'),
  remove: del('/api/portal/popup/:id'),
};
