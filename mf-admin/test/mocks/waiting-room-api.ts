import type { WaitingRoomStatus } from '@portal/shared-types/waiting-room/waiting-room-rules';

/** The waiting room's calls and the current round replaced by test doubles; imported first. */
export const waitingRoomDouble = {
  room: {
    roundId: 4,
    available: true,
    settings: { enabled: true, minutes: 30, admitPerMinute: 1 },
    active: true,
    queueLength: 3,
    admitted: 1,
    issued: 4,
  } as WaitingRoomStatus,
  save: jest.fn(),
};

jest.mock('@portal/web-runtime/read-api', () => ({
  useGetRoundsQuery: () => ({
    data: [{ id: 4, title: '2026년 1차', startTs: '2026-03-01T00:00:00Z', endTs: '2099-03-10T00:00:00Z' }],
  }),
}));
jest.mock('../../src/features/waiting-room/waiting-room-api', () => ({
  useAdminGetWaitingRoomQuery: () => ({ data: waitingRoomDouble.room, isError: false }),
  useAdminSaveWaitingRoomMutation: () => [waitingRoomDouble.save, { isLoading: false }],
}));
