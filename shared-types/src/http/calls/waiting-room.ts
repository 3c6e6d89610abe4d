import { roundIdParamSchema } from '../../common/params.schema';
import {
  waitingRoomResponseSchema,
  waitingRoomSettingsSchema,
  waitingRoomStatusSchema,
  waitingRoomVisitSchema,
} from '../../waiting-room/waiting-room.schema';
import { callsOf } from '../call';
import { waitingRoomRoutes } from '../routes/waiting-room';

export const waitingRoomCalls = callsOf(waitingRoomRoutes, {
  visit: {
    summary: 'The opening-rush waiting room: go ahead, a place in line, or an admission pass',
    body: waitingRoomVisitSchema,
    response: waitingRoomResponseSchema,
  },
  status: {
    summary: "A round's waiting room: settings, availability and the queue now",
    auth: 'admin',
    roles: ['rounds'],
    params: roundIdParamSchema,
    response: waitingRoomStatusSchema,
  },
  settings: {
    summary: "Set a round's waiting room (409 without Redis)",
    auth: 'admin',
    roles: ['rounds'],
    params: roundIdParamSchema,
    body: waitingRoomSettingsSchema,
    response: waitingRoomStatusSchema,
  },
});
