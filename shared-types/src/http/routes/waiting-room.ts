import { get, post, put } from '../route';

export const waitingRoomRoutes = {
  visit: post('/user/waitingRoom'),
  status: get('/portal/admin/waitingRoom/:roundId'),
  settings: put('/portal/admin/waitingRoom/:roundId'),
};
