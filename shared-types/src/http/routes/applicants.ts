import { del, get, post, put } from '../route';

export const applicantRoutes = {
  apply: post('/user/subscriptionApplicants'),
  lookup: post('/user/subscriptionApplicants/lookup'),
  own: post('/user/subscriptionApplicants/own'),
  update: put('/user/subscriptionApplicants/:id'),
  cancel: del('/user/subscriptionApplicants/:id'),
  counts: get('/portal/admin/subscription/applicantCounts'),
  ofRound: get('/portal/admin/subscriptionApplicants/:roundId'),
  saveWinningStates: put('/portal/admin/subscriptionApplicants'),
};
