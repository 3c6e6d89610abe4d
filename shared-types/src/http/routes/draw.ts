import { get, post, put } from '../route';

export const drawRoutes = {
  info: get('/portal/subscription/:id/draw'),
  inputs: get('/portal/subscription/:id/draw.json'),
  amendments: get('/portal/subscription/:id/amendments.json'),
  list: get('/portal/subscription/:id/list.json'),
  commitment: get('/portal/subscription/:id/commitment.json'),
  freezeList: get('/portal/subscription/:id/freezes/:freeze/list.json'),
  freezeCommitment: get('/portal/subscription/:id/freezes/:freeze/commitment.json'),
  method: get('/portal/draw-method'),
  methodText: get('/portal/draw-method-v3.txt'),
  methodTextV2: get('/portal/draw-method-v2.txt'),
  verifier: get('/portal/draw-verifier.mjs'),
  witness: put('/portal/admin/subscription/:id/draw/witness'),
  witnessCommit: post('/portal/admin/subscription/:id/draw/witnesses'),
  witnessReveal: put('/portal/admin/subscription/:id/draw/witnesses'),
  run: post('/portal/admin/subscription/:id/draw'),
};
