import { get, post, put } from '../route';

export const drawRoutes = {
  info: get('/portal/subscription/:id/draw'),
  inputs: get('/portal/subscription/:id/draw.json'),
  list: get('/portal/subscription/:id/list.json'),
  commitment: get('/portal/subscription/:id/commitment.json'),
  method: get('/portal/draw-method'),
  methodText: get('/portal/draw-method-v2.txt'),
  verifier: get('/portal/draw-verifier.mjs'),
  witness: put('/portal/admin/subscription/:id/draw/witness'),
  run: post('/portal/admin/subscription/:id/draw'),
};
