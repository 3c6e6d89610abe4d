import { post } from '../route';

export const authRoutes = {
  login: post('/portal/login'),
  logout: post('/portal/logout'),
};
