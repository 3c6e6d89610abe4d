import { baseApi, overrideExisting } from '@portal/web-runtime/base-api';
import { requestOf, urlOf } from '@portal/shared-types/http/route';
import { waitingRoomRoutes } from '@portal/shared-types/http/routes/waiting-room';
import type {
  WaitingRoomSettings,
  WaitingRoomStatus,
} from '@portal/shared-types/waiting-room/waiting-room-rules';

/** A round's opening-rush waiting room: its settings and the queue right now. */
export const waitingRoomApi = baseApi.injectEndpoints({
  overrideExisting,
  endpoints: (build) => ({
    adminGetWaitingRoom: build.query<WaitingRoomStatus, number>({
      query: (roundId) => urlOf(waitingRoomRoutes.status, { roundId }),
    }),
    adminSaveWaitingRoom: build.mutation<WaitingRoomStatus, { roundId: number; body: WaitingRoomSettings }>({
      query: ({ roundId, body }) => ({
        ...requestOf(waitingRoomRoutes.settings, { roundId }),
        body,
      }),
      // the answer is the room as saved: it replaces the polled one at once
      async onQueryStarted({ roundId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(waitingRoomApi.util.upsertQueryData('adminGetWaitingRoom', roundId, data));
      },
    }),
  }),
});

export const { useAdminGetWaitingRoomQuery, useAdminSaveWaitingRoomMutation } = waitingRoomApi;
