import { get } from '../route';

export const jobRoutes = {
  list: get('/portal/admin/jobs'),
};
