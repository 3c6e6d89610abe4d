import { get, post, put } from '../route';

export const drawRoutes = {
  info: get('/portal/subscription/:id/draw'),
  inputs: get('/portal/subscription/:id/draw.json'),
  verifier: get('/portal/draw-verifier.mjs'),
  witness: put('/portal/admin/subscription/:id/draw/witness'),
  run: post('/portal/admin/subscription/:id/draw'),
};
