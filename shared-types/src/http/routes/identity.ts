import { get, post } from '../route';

export const identityRoutes = {
  prepare: get('/portal/niceid/prepare'),
  callback: get('/portal/niceid/callback'),
  callbackPost: post('/portal/niceid/callback'),
  /** only with the development provider: its stand-in page, opened by the hidden form's POST */
  devPage: get('/portal/niceid/dev'),
  devPagePost: post('/portal/niceid/dev'),
};
